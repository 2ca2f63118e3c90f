import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BuildMetafile } from "bun";
import { ROUTE_PRELOADS_FILE } from "@/api/static";

const root = join(import.meta.dir, "..");

/** Which module holds each page's lazy part, and which its loader imports when it runs (scripts/portal-lazy-pages.ts). */
async function lazyPages(): Promise<Record<string, { lazy: string; loads: string[] }>> {
  const run = Bun.spawn([process.execPath, join(import.meta.dir, "portal-lazy-pages.ts")], { cwd: root, stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(run.stdout).text(), new Response(run.stderr).text(), run.exited]);
  if (code !== 0) throw new Error(`读取门户路由失败:\n${err}`);
  return JSON.parse(out);
}

/**
 * For every portal page, the chunks its lazy part and its loader's own imports need beyond the entry: their chunks and
 * every chunk those import statically, transitively. The server names them in the page as <link rel="modulepreload">, so a first visit
 * fetches them alongside the entry instead of after running it (docs/decisions/0022-route-preloads.md).
 */
export async function writeRoutePreloads(outdir: string, publicPath: string, metafile: BuildMetafile) {
  // A lazy module's styles are an output with the same entry point (removed by the build): only scripts count.
  const scripts = Object.entries(metafile.outputs).filter(([out]) => out.endsWith(".js"));
  const chunkOf = (module: string) => scripts.find(([, o]) => o.entryPoint === module)?.[0];
  const entry = scripts.find(([, o]) => o.entryPoint?.endsWith("index.html"))?.[0];
  const url = (out: string) => publicPath + out.replace(/^\.\//, "");
  const preloads: Record<string, string[]> = {};
  for (const [path, { lazy, loads }] of Object.entries(await lazyPages())) {
    const needed = new Set<string>();
    const visit = (out: string) => {
      if (out === entry || needed.has(out)) return;
      needed.add(out);
      for (const i of metafile.outputs[out]?.imports ?? []) if (i.kind === "import-statement") visit(i.path);
    };
    for (const module of [lazy, ...loads]) {
      const first = chunkOf(module);
      if (!first) throw new Error(`${path}: 构建结果中没有 ${module} 的代码块`);
      visit(first);
    }
    preloads[path] = [...needed].map(url);
  }
  writeFileSync(join(outdir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
}
