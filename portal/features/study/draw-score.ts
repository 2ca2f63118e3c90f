import { useMutation, useQueryClient } from "@tanstack/react-query";
import { studyDrawScoreCall } from "@/api/contract/study";
import { api, type CallOptions } from "../../lib/api";
import { STUDY_KEYS } from "./keys";

/** study/DrawUserScore {packId}: the pack's points, once; the pack then answers isDraw 1. */
export function useDrawScore(packId: number, options: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send(studyDrawScoreCall, { packId }, options),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: STUDY_KEYS.pack(packId) }),
  });
}
