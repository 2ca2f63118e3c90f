import sharp from "sharp";
import { storeBackOfficeBytes } from "@/api/modules/upload/admin-file";
import type { StorageDriver } from "@/api/providers/storage";
import { avatarSvg } from "./avatar-svg";
import { bannerSvg } from "./banner-svg";
import { coverSvg } from "./cover-svg";

/** Seeded pictures belong to no operator: 0 files them where operators' covers go, under the month. */
const NOBODY = 0;
/**
 * Low effort: a demo cover is drawn at every seed (each test database too), and effort past 2 saves little here. Quality
 * 60 looks the same as 82 on these flat colours and large letters and is a quarter lighter (13.9 → 10.1 KB a cover), which
 * a phone's first load of the home page (five covers) feels (docs/performance.md).
 */
const WEBP = { quality: 60, effort: 2 } as const;

async function storeSvg(storage: StorageDriver, svg: string) {
  const bytes = await sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
  return storeBackOfficeBytes(storage, NOBODY, bytes, "webp");
}

/** Covers for many items at once (sharp draws them on its own threads); answers their URL paths in order. */
export function storeCovers(storage: StorageDriver, items: { title: string; kind: string }[]) {
  return Promise.all(items.map((item) => storeSvg(storage, coverSvg(item.title, item.kind))));
}

/** Banners (1200 x 400) for many slides at once; answers their URL paths in order. */
export function storeBanners(storage: StorageDriver, items: { title: string; line: string }[]) {
  return Promise.all(items.map((item) => storeSvg(storage, bannerSvg(item.title, item.line))));
}

/** The lecturers' portraits, by name. */
export async function storeAvatars(storage: StorageDriver, names: string[]) {
  const urls = await Promise.all(names.map((name) => storeSvg(storage, avatarSvg(name))));
  return new Map(names.map((name, i) => [name, urls[i]!]));
}
