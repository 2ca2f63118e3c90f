import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AddCerPaper, pearsonAddCerPaperCall } from "@/api/contract/certification-requests";
import { api, type CallOptions } from "@/portal/lib/api";
import { MY_EXAM_KEYS } from "./my-exams";

/** pearson/AddCerPaper: '纸质证书申请成功' when it succeeds (the form shows it). */
const addCerPaper = (input: AddCerPaper, options?: CallOptions) => api.send(pearsonAddCerPaperCall, input, options);

export function useAddCerPaper(options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddCerPaper) => addCerPaper(input, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_EXAM_KEYS.all }),
  });
}
