import { type ExamCheck, pearsonExamUserCheckCall } from "@/api/contract/certification-registration";
import { api, type CallOptions } from "@/portal/lib/api";

/** Pearson/ExamUserCheck: the url to follow, or an empty url with the message to show. */
export const examUserCheck = (input: ExamCheck, options?: CallOptions) => api.call(pearsonExamUserCheckCall, input, options);
