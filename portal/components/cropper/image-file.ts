import { UPLOAD_MAX_BYTES, UPLOAD_MSG } from "@/api/contract/upload";

/** The message for a chosen file, or null when it may be cropped (the server checks the content again). */
export function checkImageFile(file: { type: string; size: number } | null | undefined): string | null {
  if (!file) return UPLOAD_MSG.noFile;
  if (!file.type.startsWith("image/")) return UPLOAD_MSG.badType;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MSG.tooLarge;
  return null;
}

export type CropBox = { x: number; y: number; width: number; height: number };

/** The crop in whole natural pixels, kept inside the image (rounding may push it a pixel out). */
export function clampCrop(box: CropBox, naturalWidth: number, naturalHeight: number): CropBox {
  const x = Math.min(Math.max(0, Math.round(box.x)), naturalWidth - 1);
  const y = Math.min(Math.max(0, Math.round(box.y)), naturalHeight - 1);
  const width = Math.max(1, Math.min(Math.round(box.width), naturalWidth - x));
  const height = Math.max(1, Math.min(Math.round(box.height), naturalHeight - y));
  return { x, y, width, height };
}
