import { queryOptions, useQuery } from "@tanstack/react-query";
import { withQuery } from "@/api/contract/call";
import { pearsonPaypassCall } from "@/api/contract/payment";
import { api } from "@/portal/lib/api";
import { paymentKeys } from "./confirm-payment";

/** How often the page asks whether the provider's notification has arrived. */
const POLL_MS = 2000;

/** pearson/paypass?orderNum=: {paid, url}. */
const fetchPayPass = (orderNum: string) => api.query(withQuery(pearsonPaypassCall, { orderNum }));

const getPayPassQueryOptions = (orderNum: string) =>
  queryOptions({
    queryKey: paymentKeys.pass(orderNum),
    queryFn: () => fetchPayPass(orderNum),
    refetchInterval: (query) => (query.state.data?.paid ? false : POLL_MS),
    refetchIntervalInBackground: true,
  });

/** Polls until paid; the page then moves on to waitaudit. */
export const usePayPass = (orderNum: string) => useQuery(getPayPassQueryOptions(orderNum));
