import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { ENCODED_SUFFIX } from "@/api/content-encoding";

/** Text a browser loads. Images and fonts are compressed already; source maps are not served in production. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a brotli (highest quality) and a gzip (level 9) twin beside every text file of a built SPA, once at build time,
 * so api/static.ts sends the smallest encoding without compressing on each request. The two run on libuv's thread pool.
 */
export async function compressAssets(dir: string) {
  const names = (await readdir(dir, { recursive: true })).filter((name) => COMPRESSIBLE.test(name));
  await Promise.all(
    names.map(async (name) => {
      const file = join(dir, name);
      const bytes = await readFile(file);
      const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
      const [br, gz] = await Promise.all([brotli(bytes, { params: quality }), gzipped(bytes, { level: 9 })]);
      await Promise.all([writeFile(file + ENCODED_SUFFIX.br, br), writeFile(file + ENCODED_SUFFIX.gzip, gz)]);
    }),
  );
}
