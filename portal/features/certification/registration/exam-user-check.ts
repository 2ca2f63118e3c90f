import type { ExamCheck } from "@/api/contract/certification-registration";
import { api, type CallOptions } from "@/portal/lib/api";

/** Pearson/ExamUserCheck: {url} to follow, or an empty url with the message to show. */
export const examUserCheck = (input: ExamCheck, options?: CallOptions) =>
  api.call<{ url: string } | null>("Pearson/ExamUserCheck", input, options);
