import { storeBackOfficeBytes } from "@/api/modules/upload/admin-file";
import type { StorageDriver } from "@/api/providers/storage";

/**
 * The demo lessons' media, bundled in art/: a 24 s test-pattern clip (480x270, H.264 baseline + AAC, faststart), the
 * same as HLS in fMP4 segments (segments named .ts would pass for TypeScript in this repository), and a one-page PDF.
 */
export const SAMPLE_CLIP_SECONDS = 24;
const HLS_FILES = ["sample-lesson-init.mp4", "sample-lesson-0.m4s", "sample-lesson-1.m4s", "sample-lesson-2.m4s"];
const NOBODY = 0;

const bytesOf = async (name: string) => new Uint8Array(await Bun.file(new URL(`./art/${name}`, import.meta.url)).arrayBuffer());
const store = async (storage: StorageDriver, name: string) =>
  storeBackOfficeBytes(storage, NOBODY, await bytesOf(name), name.split(".").pop()!);

/** Stores the clip, the HLS playlist (its entries rewritten to where its parts were stored) and the PDF; answers their URL paths. */
export async function storeLessonMedia(storage: StorageDriver) {
  const [mp4, pdf, ...parts] = await Promise.all(["sample-lesson.mp4", "sample-handout.pdf", ...HLS_FILES].map((n) => store(storage, n)));
  let playlist = await Bun.file(new URL("./art/sample-lesson.m3u8", import.meta.url)).text();
  for (const [i, name] of HLS_FILES.entries()) playlist = playlist.replace(name, parts[i]!);
  const hls = await storeBackOfficeBytes(storage, NOBODY, new TextEncoder().encode(playlist), "m3u8");
  return { mp4: mp4!, hls, pdf: pdf! };
}
