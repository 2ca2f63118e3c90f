import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { buildSpas, SOURCES } from "@/scripts/build";

/**
 * The layers of DESIGN.md as the browser receives them: the portal and the back office are built with the project's
 * own build, and neither bundle may hold drizzle or server code; every file of ours they hold lies in a folder
 * scripts/build.ts watches (SOURCES), so a stale bundle is always rebuilt.
 */
const root = resolve(import.meta.dir, "..");
const SPAS = ["portal", "admin"];
/** Strings that appear when the schema (drizzle-orm) or the database client (PGlite, postgres.js) is bundled. */
const SERVER_MARKERS = ["drizzle", "PGlite", "postgres.js"];
/** Server-side packages no SPA needs. */
const SERVER_PACKAGES = ["drizzle-orm", "postgres", "@electric-sql/pglite", "hono", "@node-rs/jieba"];

let dist = "";
const files = (spa: string) => readdirSync(join(dist, spa)).filter((name) => name !== ".built");

/** Every module a bundle was made from, read from its source maps: repo-relative paths. */
function bundledSources(spa: string) {
  const sources = new Set<string>();
  for (const name of files(spa).filter((n) => n.endsWith(".map"))) {
    const map = JSON.parse(readFileSync(join(dist, spa, name), "utf8")) as { sources: string[] };
    for (const source of map.sources) sources.add(relative(root, resolve(dist, spa, source)));
  }
  return [...sources];
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "xuexi-bundles-"));
  await buildSpas(dist, () => {});
}, 120_000);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe.each(SPAS)("the %s bundle", (spa) => {
  test("holds no drizzle and no database client", () => {
    const code = files(spa).filter((n) => /\.(js|css|html)$/.test(n));
    expect(code.some((n) => n.endsWith(".js"))).toBe(true);
    const found = code.flatMap((name) => {
      const text = readFileSync(join(dist, spa, name), "utf8");
      return SERVER_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${name}: ${marker}`);
    });
    expect(found).toEqual([]);
  });

  test("is made only of the SPAs, the contract and browser libraries", () => {
    const sources = bundledSources(spa);
    expect(sources.some((s) => s.startsWith(`${spa}/`))).toBe(true);
    // Libraries, and the bundler's browser stand-ins for Node built-ins (`node:buffer`) that some of them require.
    const ours = sources.filter((s) => !s.includes("node_modules/") && !/(^|\/)node:/.test(s));
    expect(ours.filter((s) => !SOURCES.some((folder) => s === folder || s.startsWith(`${folder}/`)))).toEqual([]);
    const packages = sources.filter((s) => SERVER_PACKAGES.some((p) => s.includes(`node_modules/${p}/`)));
    expect(packages).toEqual([]);
  });
});
