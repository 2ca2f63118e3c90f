import { existsSync, mkdirSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { startProduct } from "@/tests/support/product-process";
import { type LighthouseFigures, lighthouseOnce } from "./lighthouse";
import { type LoadFigures, loadOnce, type Profile } from "./page-load";

/** The pages a visitor on a phone meets first, on the demo data `bun run start` seeds into a fresh database. */
export const BROWSER_PAGES = [
  { name: "home", label: "首页", path: "/" },
  { name: "live", label: "直播列表", path: "/Learning/List?isLive=1" },
  { name: "training", label: "直播详情", path: "/Training/Detail/demo-upcoming" },
  { name: "exams", label: "认证考试列表", path: "/certification/exam" },
] as const;

const PHONE = { width: 375, height: 740 };

const PROFILES: Profile[] = [
  {
    name: "phone-throttled",
    label: "手机 375 · 1.6 Mbps/750 kbps, 150 ms, CPU 4x",
    viewport: PHONE,
    mobile: true,
    throttle: { downKbps: 1600, upKbps: 750, rttMs: 150, cpuSlowdown: 4 },
  },
  { name: "phone-loopback", label: "手机 375 · 本机回环, 不限速", viewport: PHONE, mobile: true },
  { name: "desktop-loopback", label: "桌面 1280 · 本机回环, 不限速", viewport: { width: 1280, height: 800 }, mobile: false },
];

export type BrowserBenchOptions = {
  /** Cold loads per page and profile; the table shows their median. */
  loads: number;
  /** Lighthouse runs per page (0: none); the median score is kept. */
  lighthouseRuns: number;
  pages: string[];
  log: (line: string) => void;
};

type Measured = { page: string; profile: string; loads: LoadFigures[] };
type Scored = { page: string; runs: LighthouseFigures[] };

const GENERATED = join(import.meta.dir, "generated");
const BROWSER_REPORT = join(GENERATED, "browser.json");

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const labelOf = (page: string) => BROWSER_PAGES.find((p) => p.name === page)?.label ?? page;

function summary(m: Measured) {
  const of = (pick: (l: LoadFigures) => number) => median(m.loads.map(pick));
  return {
    lcpMs: Math.round(of((l) => l.lcpMs)),
    cls: of((l) => l.cls),
    worstCls: Math.max(...m.loads.map((l) => l.cls)),
    transferBytes: of((l) => l.transferBytes),
    jsBytes: of((l) => l.jsBytes),
    requests: of((l) => l.requests),
  };
}

function lighthouseSummary(s: Scored) {
  const middle = [...s.runs].sort((a, b) => a.score - b.score)[Math.floor(s.runs.length / 2)]!;
  return { ...middle, scores: s.runs.map((r) => r.score) };
}

const lighthouseOf = (s: Scored | undefined) => (s ? { median: lighthouseSummary(s), runs: s.runs } : null);

function loadsTable(measured: Measured[]) {
  const lines = [
    "| 页面 | 条件 | LCP ms (中位) | 各次 LCP ms | CLS (中位 / 最大) | 传输 KB | 其中 JS KB | 请求数 |",
    "|---|---|--:|---|--:|--:|--:|--:|",
  ];
  for (const m of measured) {
    const s = summary(m);
    lines.push(
      `| ${labelOf(m.page)} | ${PROFILES.find((p) => p.name === m.profile)?.label} | ${s.lcpMs} | ${m.loads.map((l) => Math.round(l.lcpMs)).join(" / ")} | ${s.cls.toFixed(3)} / ${s.worstCls.toFixed(3)} | ${kb(s.transferBytes)} | ${kb(s.jsBytes)} | ${s.requests} |`,
    );
  }
  return lines.join("\n");
}

function lighthouseTable(scored: Scored[]) {
  const lines = ["| 页面 | Lighthouse 性能分 (中位) | 各次 | LCP ms | CLS | TBT ms |", "|---|--:|---|--:|--:|--:|"];
  for (const s of scored) {
    const m = lighthouseSummary(s);
    lines.push(
      `| ${labelOf(s.page)} | ${m.score} | ${m.scores.join(" / ")} | ${Math.round(m.lcpMs)} | ${m.cls.toFixed(3)} | ${Math.round(m.tbtMs)} |`,
    );
  }
  return lines.join("\n");
}

/** What moved in the load with the largest CLS, for each page and profile whose worst CLS is over 0.01. */
function shiftReport(measured: Measured[]) {
  const lines: string[] = [];
  for (const m of measured) {
    const worst = m.loads.reduce((a, b) => (b.cls > a.cls ? b : a));
    if (worst.cls <= 0.01) continue;
    lines.push(`${labelOf(m.page)} · ${m.profile}: CLS ${worst.cls.toFixed(3)}`);
    for (const s of worst.shifts) lines.push(`  ${Math.round(s.atMs)} ms  ${s.value.toFixed(4)}  ${s.sources.join("; ")}`);
  }
  return lines.join("\n");
}

/**
 * `bun run bench browser`: starts the product on a fresh embedded database with its demo data, loads each page cold
 * in headless Chromium under each profile (median of `loads`), then scores it with Lighthouse's mobile preset.
 * Prints Markdown tables for docs/performance.md and writes every figure to bench/generated/browser.json.
 */
export async function benchBrowser(o: BrowserBenchOptions) {
  if (!existsSync("/usr/bin/chromium")) throw new Error("找不到 /usr/bin/chromium：请先安装 Debian 的 chromium 包");
  const names = BROWSER_PAGES.map((p) => p.name as string);
  for (const name of o.pages) if (!names.includes(name)) throw new Error(`未知的页面 ${name}，可选 ${names.join(", ")}`);
  const pages = BROWSER_PAGES.filter((p) => o.pages.includes(p.name));
  const loadStart = loadavg();
  o.log(`机器: ${cpus().length} 核, 开始时负载 ${loadStart.map((n) => n.toFixed(2)).join(" / ")}; 每页每种条件 ${o.loads} 次冷加载`);
  const product = await startProduct();
  const measured: Measured[] = [];
  const scored: Scored[] = [];
  let chromiumVersion = "";
  try {
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
    chromiumVersion = browser.version();
    try {
      for (const page of pages)
        for (const profile of PROFILES) {
          const loads: LoadFigures[] = [];
          for (let i = 1; i <= o.loads; i++) {
            const l = await loadOnce(browser, product.baseUrl + page.path, profile);
            o.log(
              `${page.label} · ${profile.label} · 第 ${i}/${o.loads} 次: LCP ${Math.round(l.lcpMs)} ms (${l.lcpElement}), CLS ${l.cls.toFixed(3)}, ${kb(l.transferBytes)} KB, ${l.requests} 个请求`,
            );
            loads.push(l);
          }
          measured.push({ page: page.name, profile: profile.name, loads });
        }
    } finally {
      await browser.close();
    }
    for (const page of pages) {
      const runs: LighthouseFigures[] = [];
      for (let i = 1; i <= o.lighthouseRuns; i++) {
        const r = await lighthouseOnce(product.baseUrl + page.path);
        o.log(
          `Lighthouse ${page.label} 第 ${i}/${o.lighthouseRuns} 次: ${r.score} 分, LCP ${Math.round(r.lcpMs)} ms, CLS ${r.cls.toFixed(3)}`,
        );
        runs.push(r);
      }
      if (runs.length) scored.push({ page: page.name, runs });
    }
  } finally {
    await product.stop();
  }
  const report = {
    measuredAt: new Date().toISOString(),
    machine: { cores: cpus().length, loadStart, loadEnd: loadavg(), chromium: chromiumVersion },
    loadsPerProfile: o.loads,
    profiles: PROFILES,
    pages: pages.map((p) => ({
      ...p,
      profiles: Object.fromEntries(
        measured.filter((m) => m.page === p.name).map((m) => [m.profile, { median: summary(m), loads: m.loads }]),
      ),
      lighthouse: lighthouseOf(scored.find((s) => s.page === p.name)),
    })),
  };
  mkdirSync(GENERATED, { recursive: true });
  await Bun.write(BROWSER_REPORT, `${JSON.stringify(report, null, 2)}\n`);
  const shifts = shiftReport(measured);
  console.log(`\n${loadsTable(measured)}\n`);
  if (scored.length) console.log(`${lighthouseTable(scored)}\n`);
  if (shifts) console.log(`布局偏移 (每页每种条件 CLS 最大的一次):\n${shifts}\n`);
  o.log(`全部数据: ${BROWSER_REPORT}`);
}
