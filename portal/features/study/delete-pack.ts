import { useMutation, useQueryClient } from "@tanstack/react-query";
import { studyDelPackCall } from "@/api/contract/study";
import { api } from "../../lib/api";
import { STUDY_KEYS } from "./keys";

/** study/DelCoursePack {packId}: gone from 我创建的 (members keep it in 我加入的, marked deleted). */
export function useDeletePack(packId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send(studyDelPackCall, { packId }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: STUDY_KEYS.pack(packId) });
      void queryClient.invalidateQueries({ queryKey: STUDY_KEYS.list(3) });
    },
  });
}
