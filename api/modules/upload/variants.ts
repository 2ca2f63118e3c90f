import sharp from "sharp";
import { PICTURE_WIDTHS, type PictureWidth } from "../../contract/picture-widths";
import type { StorageDriver } from "../../providers/storage";
import { MAX_PIXELS } from "./image";

/**
 * Stills only: an animated GIF keeps its frames as uploaded, a PDF or a video has no smaller picture (an animated WebP's
 * variant is its first frame).
 */
const STILL = /\.(?:jpg|png|webp)$/;
const WEBP = { quality: 70, effort: 4 } as const;

/** The width `?w=` asks for, when it is one the server makes. */
export function variantWidth(text: string | undefined): PictureWidth | null {
  const n = Number(text);
  return (PICTURE_WIDTHS as readonly number[]).includes(n) ? (n as PictureWidth) : null;
}

/** Where the variant of a public still is kept beside it (`admin/2026-11/<id>_w320.webp`); null for anything else. */
export function variantKey(key: string, width: PictureWidth) {
  return STILL.test(key) ? key.replace(STILL, `_w${width}.webp`) : null;
}

type StoredFile = NonNullable<Awaited<ReturnType<StorageDriver["get"]>>>;

/** Variants being made now, so a page's ten requests for one new cover make it once. */
const making = new Map<string, Promise<boolean>>();

/**
 * The variant, made from the original on its first request (never enlarged) and stored under `variantKey`, so later
 * requests, other processes and the bucket's CDN find it; answered as read from storage, so the route serves it
 * without reading it again. Null when there is no original or it does not decode (it was checked when stored, so only
 * a file put there by hand).
 */
export async function variantFile(storage: StorageDriver, key: string, width: PictureWidth, target: string): Promise<StoredFile | null> {
  const kept = await storage.get(target);
  if (kept) return kept;
  let made = making.get(target);
  if (!made) {
    made = makeVariant(storage, key, width, target).finally(() => making.delete(target));
    making.set(target, made);
  }
  return (await made) ? storage.get(target) : null;
}

async function makeVariant(storage: StorageDriver, key: string, width: PictureWidth, target: string) {
  const original = await storage.get(key);
  if (!original) return false;
  const bytes = await sharp(await original.body.arrayBuffer(), { autoOrient: true, limitInputPixels: MAX_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp(WEBP)
    .toBuffer()
    .catch(() => null);
  if (!bytes) return false;
  await storage.put(target, bytes);
  return true;
}
