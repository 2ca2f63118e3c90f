import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { globSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { PORTAL_PATHS } from "@/api/contract/portal-paths";
import { ROUTE_PRELOADS_FILE } from "@/api/static";
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

/** The modules a built file was made from, read from its source map: repo-relative paths. */
function sourcesOf(spa: string, map: string) {
  const { sources } = JSON.parse(readFileSync(join(dist, spa, map), "utf8")) as { sources: string[] };
  return sources.map((source) => relative(root, resolve(dist, spa, source)));
}

/** Every module a bundle was made from. */
const bundledSources = (spa: string) => [
  ...new Set(
    files(spa)
      .filter((n) => n.endsWith(".map"))
      .flatMap((n) => sourcesOf(spa, n)),
  ),
];

/** The file index.html links with `tag` (the first page load's script or stylesheet), as a name in the bundle's folder. */
function linkedFile(spa: string, tag: RegExp) {
  const html = readFileSync(join(dist, spa, "index.html"), "utf8");
  const href = html.match(tag)?.[1] ?? "";
  return href.slice(href.lastIndexOf("/") + 1);
}
const entryScript = (spa: string) => linkedFile(spa, /<script type="module"[^>]* src="([^"]+)"/);
/** The modules the script index.html loads is made from: what every first visit downloads before it shows anything. */
const entrySources = (spa: string) => sourcesOf(spa, `${entryScript(spa)}.map`);

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

describe("the portal bundle", () => {
  test("holds no react-admin, ra-* or MUI code (the back office's libraries)", () => {
    const backOffice = bundledSources("portal").filter((s) => /node_modules\/(react-admin|ra-[^/]+|@mui\/[^/]+)\//.test(s));
    expect(backOffice).toEqual([]);
  });

  test("starts with the route definitions and no page: each page loads with its route", () => {
    const entry = entrySources("portal");
    expect(entry).toContain("portal/routes/tree.ts");
    expect(entry.filter((s) => /^portal\/.*-page\.tsx$/.test(s))).toEqual([]);
  });

  test("starts without the area codes' numbering plans: they load with the forms that check a number", () => {
    const plans = (s: string) => s.includes("node_modules/libphonenumber-js/") || s === "api/contract/mobile-plan.ts";
    expect(entrySources("portal").filter(plans)).toEqual([]);
    expect(bundledSources("portal")).toContain("api/contract/mobile-plan.ts");
  });

  test("starts without what opens only on demand: the legal texts and the search overlay", () => {
    const onDemand = [
      "portal/components/legal/terms-of-service.tsx",
      "portal/components/legal/privacy-policy.tsx",
      "portal/features/search/components/search-panel.tsx",
    ];
    expect(entrySources("portal").filter((s) => onDemand.includes(s))).toEqual([]);
    expect(bundledSources("portal")).toEqual(expect.arrayContaining(onDemand));
  });

  test("starts without jose: the credential check loads with the verify page, and no download button brings it", () => {
    const jose = (sources: string[]) => sources.filter((s) => s.includes("node_modules/jose/"));
    const preloads: Record<string, string[]> = JSON.parse(readFileSync(join(dist, "portal", ROUTE_PRELOADS_FILE), "utf8"));
    const chunksOf = (path: string) =>
      preloads[path]!.flatMap((href) => sourcesOf("portal", `${href.slice(href.lastIndexOf("/") + 1)}.map`));
    expect(jose(entrySources("portal"))).toEqual([]);
    expect(jose(chunksOf("/my/examinfo"))).toEqual([]);
    expect(chunksOf("/certificate/verify")).toContain("api/contract/credential-verify.ts");
  });

  test("loads hls.js only for a lesson that needs it: neither the entry nor the study page's preloads hold it", () => {
    const hls = (sources: string[]) => sources.filter((s) => s.includes("node_modules/hls.js/"));
    const preloads: Record<string, string[]> = JSON.parse(readFileSync(join(dist, "portal", ROUTE_PRELOADS_FILE), "utf8"));
    const study = preloads["/mooctraining/StudyNew/$id"]!.map((href) => `${href.slice(href.lastIndexOf("/") + 1)}.map`);
    expect(hls(entrySources("portal"))).toEqual([]);
    expect(hls(study.flatMap((map) => sourcesOf("portal", map)))).toEqual([]);
    expect(hls(bundledSources("portal")).length).toBeGreaterThan(0);
  });

  test("names for every page the chunk of its lazy part and every chunk that one imports, so the server can preload them", () => {
    const preloads: Record<string, string[]> = JSON.parse(readFileSync(join(dist, "portal", ROUTE_PRELOADS_FILE), "utf8"));
    expect(Object.keys(preloads).sort()).toEqual([...PORTAL_PATHS].sort());
    const chunk = (href: string) => href.slice(href.lastIndexOf("/") + 1);
    const staticImports = (file: string) =>
      Array.from(readFileSync(join(dist, "portal", file), "utf8").matchAll(/\bimport\s*(?:[\w$\s,{}*]+from\s*)?"([^"]+\.js)"/g), (m) =>
        chunk(m[1]!),
      );
    let importsSeen = 0;
    for (const [page, hrefs] of Object.entries(preloads)) {
      const files = hrefs.map(chunk);
      expect(files).not.toContain(entryScript("portal"));
      // The page's own part (routes/<page>.lazy.tsx) is in the first chunk named, and nothing the named chunks import is missing.
      expect(sourcesOf("portal", `${files[0]}.map`).some((s) => /^portal\/routes\/[\w-]+\.lazy\.tsx$/.test(s))).toBe(true);
      const imported = files.flatMap(staticImports).filter((f) => f !== entryScript("portal"));
      importsSeen += imported.length;
      expect({ page, missing: imported.filter((f) => !files.includes(f)) }).toEqual({ page, missing: [] });
    }
    expect(importsSeen).toBeGreaterThan(0);
    expect(preloads["/certification/exam"]!.map(chunk).flatMap((f) => sourcesOf("portal", `${f}.map`))).toContain(
      "portal/routes/certification-exam.lazy.tsx",
    );
  });

  test("also names what a page's loader imports when it runs, so its calls start without another round trip", () => {
    const preloads: Record<string, string[]> = JSON.parse(readFileSync(join(dist, "portal", ROUTE_PRELOADS_FILE), "utf8"));
    // The shop's loader imports its product list (portal/routes/jshop.tsx); the page's own part imports it too, but the
    // loader's import is a module of its own that the entry asks for by name.
    const entry = readFileSync(join(dist, "portal", entryScript("portal")), "utf8");
    const asked = Array.from(entry.matchAll(/import\("([^"]+\.js)"\)/g), (m) => m[1]!.slice(m[1]!.lastIndexOf("/") + 1));
    const loaderModule = asked.find((file) => /\bas getProductListQueryOptions\b/.test(readFileSync(join(dist, "portal", file), "utf8")));
    expect(loaderModule).toBeDefined();
    expect(preloads["/jshop"]!.map((href) => href.slice(href.lastIndexOf("/") + 1))).toContain(loaderModule!);
  });

  test("starts without the back office's form schemas that share a contract file with the portal's calls", () => {
    // api/contract/content.ts holds the portal's library calls and the back office's article form (its messages).
    const entry = readFileSync(join(dist, "portal", entryScript("portal")), "utf8");
    expect(entrySources("portal")).toContain("api/contract/content.ts");
    expect(entry).not.toContain("分类名称不能超过20个字");
    const admin = files("admin").filter((n) => n.endsWith(".js"));
    expect(admin.some((n) => readFileSync(join(dist, "admin", n), "utf8").includes("分类名称不能超过20个字"))).toBe(true);
  });

  test("ships one stylesheet, linked from index.html, with the styles of every page, lazily loaded pages too", () => {
    const stylesheet = linkedFile("portal", /<link rel="stylesheet"[^>]* href="([^"]+)"/);
    expect(files("portal").filter((n) => n.endsWith(".css"))).toEqual([stylesheet]);
    const linked = readFileSync(join(dist, "portal", stylesheet), "utf8");
    const missing = globSync("portal/**/*.css", { cwd: root }).flatMap((file) => {
      const css = readFileSync(join(root, file), "utf8").replace(/\/\*[\s\S]*?\*\/|url\([^)]*\)|"[^"]*"/g, "");
      const classes = new Set(Array.from(css.matchAll(/\.(-?[a-zA-Z_][\w-]*)/g), (m) => m[1]));
      return [...classes].filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(linked)).map((name) => `${file}: .${name}`);
    });
    expect(missing).toEqual([]);
  });
});

describe("the back office bundle", () => {
  test("starts with the login and the dashboard; a resource's screens load when one opens", () => {
    const entry = entrySources("admin");
    expect(entry).toEqual(expect.arrayContaining(["admin/login/login-page.tsx", "admin/dashboard/dashboard.tsx"]));
    expect(entry.filter((s) => s.startsWith("admin/resources/") && !s.endsWith("/index.ts"))).toEqual([]);
  });
});
