import { queryOptions, useQuery } from "@tanstack/react-query";
import { moocGetMyStudyingCall } from "@/api/contract/course";
import { api } from "../../lib/api";

/** MoocTraining/GetMyStudying: the signed-in person's unfinished courses, most recent first (1503 for a visitor). */
const fetchMyStudying = () => api.query(moocGetMyStudyingCall);

export const getMyStudyingQueryOptions = () => queryOptions({ queryKey: ["course", "studying"], queryFn: fetchMyStudying });

/** Asked only for a signed-in person: a visitor has nothing to continue. */
export const useMyStudying = (signedIn: boolean) => useQuery({ ...getMyStudyingQueryOptions(), enabled: signedIn });
