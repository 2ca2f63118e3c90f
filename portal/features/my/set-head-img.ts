import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mySetHeadImgCall, UPLOAD_MSG } from "@/api/contract/upload";
import type { CropPayload } from "../../components/cropper/image-cropper";
import { toast } from "../../components/toast/toast-store";
import { api } from "../../lib/api";
import { PROFILE_KEYS } from "../../lib/query-keys";

/** my/SetHeadImg: crops and stores the avatar; answers its path. */
const setHeadImg = (payload: CropPayload) => api.send(mySetHeadImgCall, payload);

export function useSetHeadImg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHeadImg,
    onSuccess: async () => {
      toast(UPLOAD_MSG.headImgDone, { tone: "success" });
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEYS.userInfo });
    },
  });
}
