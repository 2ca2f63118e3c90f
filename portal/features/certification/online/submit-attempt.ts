import { pearsonOnlineSubmitCall } from "@/api/contract/online-exam";
import { api, type CallOptions } from "@/portal/lib/api";

/** pearson/OnlineSubmit: 交卷; answers the score, or how many answers wait for marking. */
export const submitAttempt = (attemptId: number, options?: CallOptions) => api.call(pearsonOnlineSubmitCall, { attemptId }, options);
