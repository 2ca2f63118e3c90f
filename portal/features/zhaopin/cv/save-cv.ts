import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CvBase, zhaopinSetCvHeadImgCall, zhaopinSetMyCvCall } from "@/api/contract/zhaopin-cv";
import type { CropPayload } from "../../../components/cropper/image-cropper";
import { api, type CallOptions } from "../../../lib/api";
import { CV_KEYS } from "./keys";

/** ZhaoPin/SetMyCV: creates the CV or saves its base info and description. */
export function useSaveCv(options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CvBase) => api.send(zhaopinSetMyCvCall, input, options),
    onSuccess: (data) => queryClient.setQueryData(CV_KEYS.cv, data),
  });
}

/** zhaopin/SetCVHeadImg: crops and stores the CV's photo. */
export function useSetCvHeadImg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CropPayload) => api.send(zhaopinSetCvHeadImgCall, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CV_KEYS.cv }),
  });
}
