import type { ExamAdd } from "@/api/contract/certification-registration";
import { api, type CallOptions } from "@/portal/lib/api";

/** Pearson/ExamAdd: {url, id, status}; msg says what happened. */
export type Added = { url: string; id: number; status: string };

export const examAdd = (input: ExamAdd, options?: CallOptions) => api.call<Added>("Pearson/ExamAdd", input, options);
