import { useMutation, useQueryClient } from "@tanstack/react-query";
import { zhaopinCollectPositionCall } from "@/api/contract/zhaopin-positions";
import { api } from "../../../lib/api";
import { ZHAOPIN_KEYS } from "./keys";

/** ZhaoPin/CollectPosition {companyId, positionId}: toggles the favourite; the detail refreshes. */
export function useCollectPosition(positionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: number) => api.send(zhaopinCollectPositionCall, { companyId, positionId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ZHAOPIN_KEYS.detail(positionId) }),
  });
}
