import { type ExamAdd, pearsonExamAddCall } from "@/api/contract/certification-registration";
import { api, type CallOptions } from "@/portal/lib/api";

export const examAdd = (input: ExamAdd, options?: CallOptions) => api.call(pearsonExamAddCall, input, options);
