import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type PackForm, studyEditPackCall } from "@/api/contract/study";
import { api, type CallOptions } from "../../lib/api";
import { STUDY_KEYS } from "./keys";

/** study/EditCoursePackage {packId, title, memo, treelist}: the pack and 我创建的 change. */
export function useEditPack(packId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, options }: { form: PackForm; options?: CallOptions }) => api.send(studyEditPackCall, { packId, ...form }, options),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: STUDY_KEYS.pack(packId) });
      void queryClient.invalidateQueries({ queryKey: STUDY_KEYS.list(3) });
    },
  });
}
