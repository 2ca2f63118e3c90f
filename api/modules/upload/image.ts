import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { type Crop, UPLOAD_MSG } from "../../contract/upload";
import { fail } from "../../protocol/errors";

/** Accepted image types (by content) and the extension each is stored with. */
const EXTENSIONS = { "image/jpeg": "jpg", "image/png": "png", "image/gif": "gif", "image/webp": "webp" } as const;
type ImageType = keyof typeof EXTENSIONS;

/** A 40 MB photo stays well inside this; a small file that decodes to gigabytes (a pixel bomb) does not. */
export const MAX_PIXELS = 100_000_000;
const JPEG = { quality: 90, mozjpeg: true } as const;

/** A content-sniffed type (file-type's mime) as one of the accepted image types, or the invalid-type refusal. */
export function asImageType(mime: string | undefined, field: string): ImageType {
  if (!mime || !(mime in EXTENSIONS)) fail(UPLOAD_MSG.badType, field);
  return mime as ImageType;
}

/** The image type of these bytes, read from their content (never the name or the declared type). */
export async function detectImage(bytes: Uint8Array, field: string): Promise<ImageType> {
  return asImageType((await fileTypeFromBuffer(bytes))?.mime, field);
}

/** Sharp refuses what it cannot decode: the person sees why, in Chinese. */
function decodeFailure(field: string) {
  return (e: unknown): never => {
    const pixels = e instanceof Error && /pixel limit/i.test(e.message);
    fail(pixels ? UPLOAD_MSG.tooManyPixels : UPLOAD_MSG.badType, field);
  };
}

/**
 * Decodes and encodes the image again in its own format, upright: whatever rode along (a script after the image
 * data, EXIF with GPS, comments) is gone. Animated GIF and WebP keep their frames.
 */
export async function reencode(bytes: Uint8Array, type: ImageType, field: string) {
  const img = sharp(bytes, { autoOrient: true, animated: type === "image/gif" || type === "image/webp", limitInputPixels: MAX_PIXELS });
  if (type === "image/jpeg") img.jpeg(JPEG);
  else if (type === "image/png") img.png();
  else if (type === "image/gif") img.gif();
  else img.webp({ quality: 90 });
  const out = await img.toBuffer().catch(decodeFailure(field));
  return { bytes: out, ext: EXTENSIONS[type] };
}

export type Region = { left: number; top: number; width: number; height: number };

/** The crop rounded to whole pixels and clamped to the image; null when nothing of it lies inside. */
function clampCrop(crop: Crop, imageWidth: number, imageHeight: number): Region | null {
  const left = Math.max(0, Math.round(crop.x));
  const top = Math.max(0, Math.round(crop.y));
  const right = Math.min(imageWidth, Math.round(crop.x + crop.width));
  const bottom = Math.min(imageHeight, Math.round(crop.y + crop.height));
  if (right - left < 1 || bottom - top < 1) return null;
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * Cuts the crop out of the upright image (the cropper's natural pixels are those the browser shows, EXIF
 * orientation applied), shrinks it to fit `box` and answers a JPEG; transparency becomes white.
 */
export async function cropToJpeg(bytes: Uint8Array, crop: Crop, box: { width: number; height: number }, field: string) {
  const img = sharp(bytes, { autoOrient: true, limitInputPixels: MAX_PIXELS });
  const meta = await img.metadata().catch(decodeFailure(field));
  const region = clampCrop(crop, meta.autoOrient.width, meta.autoOrient.height) ?? fail(UPLOAD_MSG.badCrop, "data");
  return img
    .extract(region)
    .resize({ ...box, fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg(JPEG)
    .toBuffer()
    .catch(decodeFailure(field));
}
