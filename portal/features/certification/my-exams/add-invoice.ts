import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AddInvoice, pearsonAddInvoiceCall } from "@/api/contract/certification-requests";
import { api, type CallOptions } from "@/portal/lib/api";
import { MY_EXAM_KEYS } from "./my-exams";

/** pearson/AddInvoice: '申请发票成功' when it succeeds (the form shows it). */
const addInvoice = (input: AddInvoice, options?: CallOptions) => api.send(pearsonAddInvoiceCall, input, options);

export function useAddInvoice(options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddInvoice) => addInvoice(input, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_EXAM_KEYS.all }),
  });
}
