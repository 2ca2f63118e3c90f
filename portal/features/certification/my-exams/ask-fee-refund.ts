import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ExamFeeRefund, myExamFeeRefundCall } from "@/api/contract/exam-fee-refunds";
import { api, type CallOptions } from "@/portal/lib/api";
import { MY_EXAM_KEYS } from "./my-exams";

/** my/ExamFeeRefund: '退费申请已提交，请等待审核' when it succeeds (the pop-up shows it). */
const askFeeRefund = (input: ExamFeeRefund, options?: CallOptions) => api.send(myExamFeeRefundCall, input, options);

export function useAskFeeRefund(options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExamFeeRefund) => askFeeRefund(input, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_EXAM_KEYS.all }),
  });
}
