import { useMutation } from "@tanstack/react-query";
import { pearsonSendExamLinkCall } from "@/api/contract/certification-exams";
import { api, type CallOptions } from "../../../lib/api";

/** Pearson/SendExamLink {examId?}: a letter to oneself with the exam's link (the exam list without examId). */
const sendExamLink = (examId: number | undefined, options?: CallOptions) =>
  api.send(pearsonSendExamLinkCall, examId === undefined ? {} : { examId }, options);

export function useSendExamLink(options?: CallOptions) {
  return useMutation({ mutationFn: (examId: number | undefined) => sendExamLink(examId, options) });
}
