import { pearsonSetIDCardImgCall } from "@/api/contract/upload";
import type { CropPayload } from "@/portal/components/cropper/image-cropper";
import { api } from "@/portal/lib/api";

/** pearson/SetIDCardImg: the cropped ID photo (5:3); answers its private path ('证件照上传成功'). */
export const setIdCardImg = (payload: CropPayload) => api.send(pearsonSetIDCardImgCall, payload);
