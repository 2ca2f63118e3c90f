import type { CropUpload, PathType } from "../../contract/upload";
import type { Deps } from "../../deps";
import { cropToJpeg, detectImage, reencode } from "./image";
import { newKey, urlOf } from "./keys";

/** Largest stored size of a cropped image: the crop is kept as cut unless it is bigger than this. */
const CROP_BOX = {
  idcard: { width: 2000, height: 1200 },
  avatar: { width: 800, height: 800 },
  /** The CV's own photo (zhaopin/SetCVHeadImg), a portrait. */
  cv: { width: 800, height: 800 },
} as const;

/** Checks a posted file by its content, re-encodes it and stores it; answers its URL path. */
export async function storeUpload(deps: Deps, userId: number, pathType: PathType, file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await detectImage(bytes, "file");
  const clean = await reencode(bytes, type, "file");
  const key = newKey(pathType, userId, clean.ext);
  await deps.storage.put(key, clean.bytes);
  return urlOf(key);
}

/** Crops a base64 image (ID photo, avatar or CV photo), stores it as JPEG and answers its URL path. */
export async function storeCrop(deps: Deps, userId: number, pathType: keyof typeof CROP_BOX, input: CropUpload) {
  const bytes = Buffer.from(input.base64, "base64");
  await detectImage(bytes, "base64");
  const jpeg = await cropToJpeg(bytes, input.data, CROP_BOX[pathType], "base64");
  const key = newKey(pathType, userId, "jpg");
  await deps.storage.put(key, jpeg);
  return urlOf(key);
}
