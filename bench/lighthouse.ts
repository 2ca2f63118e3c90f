import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export type LighthouseFigures = { score: number; lcpMs: number; cls: number; tbtMs: number };

/**
 * One Lighthouse performance run on Debian's Chromium: the default config, which is the mobile preset (Moto G Power
 * screen) with simulated throttling (150 ms RTT, 1.6 Mbps, 4x CPU). Runs under Bun as it does under Node.
 */
export async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox"] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr?.runtimeError?.message ?? "没有结果"}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit("largest-contentful-paint"),
      cls: audit("cumulative-layout-shift"),
      tbtMs: audit("total-blocking-time"),
    };
  } finally {
    chrome.kill();
  }
}
