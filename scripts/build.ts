import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { FIRST_FRAME_BUNDLE } from "@/api/first-frame";
import { compressAssets } from "./compress-assets";
import { pureContracts } from "./pure-contracts";
import { writeRoutePreloads } from "./route-preloads";

/** The two SPAs, bundled by Bun from their HTML entry points into DIST_DIR (./dist). */
const SPAS = [
  { name: "portal", entry: "portal/index.html", publicPath: "/", routePreloads: true },
  { name: "admin", entry: "admin/index.html", publicPath: "/admin/", routePreloads: false },
] as const;

const root = join(import.meta.dir, "..");
/**
 * What a bundle depends on: the two SPAs' folders, the contract they share with the server (the only server-side
 * folder they may import), and package.json for the libraries. tests/bundles.test.ts checks no bundle holds more.
 */
export const SOURCES = ["portal", "admin", "api/contract", "package.json"];

function newestMtime(path: string): number {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const st = statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function stampOf(outdir: string) {
  const file = join(outdir, ".built");
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

/** What else a build's result depends on: how it is built. */
const BUILD_SCRIPTS = [
  "scripts/build.ts",
  "scripts/compress-assets.ts",
  "scripts/route-preloads.ts",
  "scripts/portal-lazy-pages.ts",
  "scripts/pure-contracts.ts",
];

/** True when a bundle is missing or older than any source file or the build scripts. */
export function bundlesStale(distDir: string) {
  const newest = Math.max(...[...SOURCES, ...BUILD_SCRIPTS].map(newestMtime));
  return [...SPAS.map((spa) => spa.name), dirname(FIRST_FRAME_BUNDLE)].some((name) => stampOf(join(distDir, name)) < newest);
}

/**
 * Bun puts the styles of every module a page can reach, lazily loaded ones too, into the one stylesheet index.html
 * links, and also writes each lazy chunk's styles to a file of its own that nothing loads: those files go
 * (docs/decisions/0017-code-splitting.md).
 */
function removeUnlinkedStylesheets(outdir: string) {
  const html = readFileSync(join(outdir, "index.html"), "utf8");
  for (const name of readdirSync(outdir)) if (name.endsWith(".css") && !html.includes(name)) rmSync(join(outdir, name));
}

export async function buildSpas(distDir: string, log = console.log) {
  for (const spa of SPAS) {
    const started = performance.now();
    const outdir = join(distDir, spa.name);
    rmSync(outdir, { recursive: true, force: true });
    const result = await Bun.build({
      entrypoints: [join(root, spa.entry)],
      outdir,
      publicPath: spa.publicPath,
      minify: true,
      sourcemap: "linked",
      splitting: true,
      metafile: spa.routePreloads,
      target: "browser",
      plugins: [pureContracts],
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
    });
    if (!result.success) {
      for (const message of result.logs) console.error(message);
      throw new Error(`构建 ${spa.name} 失败`);
    }
    removeUnlinkedStylesheets(outdir);
    if (spa.routePreloads && result.metafile) await writeRoutePreloads(outdir, spa.publicPath, result.metafile);
    await compressAssets(outdir);
    writeFileSync(join(outdir, ".built"), new Date().toISOString());
    const size = result.outputs.filter((o) => existsSync(o.path)).reduce((n, o) => n + o.size, 0);
    log(`已构建 ${spa.name}: ${relative(root, outdir)} (${(size / 1024).toFixed(0)} KB, ${(performance.now() - started).toFixed(0)} ms)`);
  }
  await buildFirstFrameRenderer(distDir, log);
}

/**
 * The portal's pages as the server draws them for a visitor (api/first-frame.ts): the same sources, bundled for Bun
 * into one file beside the SPAs. Its styles are the portal's own stylesheet's, so the copy it writes goes.
 */
async function buildFirstFrameRenderer(distDir: string, log: (line: string) => void) {
  const started = performance.now();
  const outdir = join(distDir, dirname(FIRST_FRAME_BUNDLE));
  rmSync(outdir, { recursive: true, force: true });
  const result = await Bun.build({
    entrypoints: [join(root, "portal/first-frame.tsx")],
    outdir,
    target: "bun",
    minify: { syntax: true, whitespace: true },
    plugins: [pureContracts],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  });
  if (!result.success) {
    for (const message of result.logs) console.error(message);
    throw new Error("构建首屏渲染器失败");
  }
  for (const name of readdirSync(outdir)) if (name.endsWith(".css")) rmSync(join(outdir, name));
  writeFileSync(join(outdir, ".built"), new Date().toISOString());
  log(`已构建首屏渲染器: ${relative(root, outdir)} (${(performance.now() - started).toFixed(0)} ms)`);
}

if (import.meta.main) await buildSpas(resolve(root, process.env.DIST_DIR || "dist"));
