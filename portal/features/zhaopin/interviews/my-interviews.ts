import { queryOptions, useQuery } from "@tanstack/react-query";
import { zhaopinGetMyInterviewsCall } from "@/api/contract/zhaopin-interviews";
import { api } from "../../../lib/api";
import { INTERVIEW_KEYS } from "./keys";

/** ZhaoPin/GetMyInterviews: the invitations companies sent me, in the server's order. */
export const getMyInterviewsQueryOptions = () =>
  queryOptions({ queryKey: INTERVIEW_KEYS.mine, queryFn: async () => (await api.query(zhaopinGetMyInterviewsCall)).list });

/** Not suspended: the applications stay shown while the invitations load, or if they fail. */
export const useMyInterviews = () => useQuery(getMyInterviewsQueryOptions());
