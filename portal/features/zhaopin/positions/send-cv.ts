import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicationSource } from "@/api/contract/zhaopin";
import { zhaopinSendCvCall } from "@/api/contract/zhaopin-positions";
import { api, type CallOptions } from "../../../lib/api";
import { ZHAOPIN_KEYS } from "./keys";

/** ZhaoPin/SendCV {companyId, positionId, cvId, from}: the detail (已投递) and the applied list change. */
export function useSendCv(positionId: number, options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { companyId: number; cvId: number; from?: ApplicationSource }) =>
      api.send(zhaopinSendCvCall, { ...p, positionId }, options),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ZHAOPIN_KEYS.detail(positionId) });
      void queryClient.invalidateQueries({ queryKey: ZHAOPIN_KEYS.appliedAll });
    },
  });
}
