import { queryOptions, useQuery } from "@tanstack/react-query";
import { myEnterpriseApplicationCall } from "@/api/contract/registration";
import { api } from "../../lib/api";

/** my/EnterpriseApplication: the person's latest enterprise application, null when none. */
const fetchEnterpriseApplication = () => api.query(myEnterpriseApplicationCall);

const getEnterpriseApplicationQueryOptions = () =>
  queryOptions({ queryKey: ["my", "enterpriseApplication"], queryFn: fetchEnterpriseApplication });

/** undefined while it loads (the page does not wait for it). */
export const useEnterpriseApplication = () => useQuery(getEnterpriseApplicationQueryOptions()).data;
