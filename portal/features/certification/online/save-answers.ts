import { type OnlineAnswerInput, pearsonOnlineSaveCall } from "@/api/contract/online-exam";
import { api, type CallOptions } from "@/portal/lib/api";

/** pearson/OnlineSave: answers as they are given; the last one saved for a question stands. */
export const saveAnswers = (attemptId: number, answers: OnlineAnswerInput[], options?: CallOptions) =>
  api.call(pearsonOnlineSaveCall, { attemptId, answers }, options);
