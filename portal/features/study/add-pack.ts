import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type PackForm, studyAddPackCall } from "@/api/contract/study";
import { api, type CallOptions } from "../../lib/api";
import { STUDY_KEYS } from "./keys";

/** study/AddCoursePackage {title, memo, treelist}: the new pack joins 我创建的. */
export function useAddPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, options }: { form: PackForm; options?: CallOptions }) => api.send(studyAddPackCall, form, options),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: STUDY_KEYS.list(3) }),
  });
}
