import { type ExamAdd, type ExamAdded, pearsonExamAddCall } from "@/api/contract/certification-registration";
import { api, type CallOptions } from "@/portal/lib/api";

/** Pearson/ExamAdd: msg says what happened. */
export type Added = ExamAdded;

export const examAdd = (input: ExamAdd, options?: CallOptions) => api.call(pearsonExamAddCall, input, options);
