import { useMutation, useQueryClient } from "@tanstack/react-query";
import { zhaopinWithdrawCvCall } from "@/api/contract/zhaopin-positions";
import { api } from "../../../lib/api";
import { ZHAOPIN_KEYS } from "./keys";

/** ZhaoPin/WithdrawCV {id}: the applied list (every tab) and the position's detail change. */
export function useWithdrawCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: { id: number; positionId: number }) => api.send(zhaopinWithdrawCvCall, { id: a.id }),
    onSuccess: (_data, a) => {
      void queryClient.invalidateQueries({ queryKey: ZHAOPIN_KEYS.appliedAll });
      void queryClient.invalidateQueries({ queryKey: ZHAOPIN_KEYS.detail(a.positionId) });
    },
  });
}
