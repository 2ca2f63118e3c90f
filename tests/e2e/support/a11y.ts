import { readFileSync } from "node:fs";
import type { AxeResults } from "axe-core";
import type { Page } from "playwright-core";

/**
 * axe-core's browser build. It goes in through page.evaluate (DevTools evaluation, which the page's
 * `script-src 'self'` does not govern), so the pages are audited under their real Content-Security-Policy.
 */
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

const SERIOUS = new Set(["serious", "critical"]);
/** Moderate in axe-core, yet Lighthouse scores it and a screen reader's heading list depends on it. */
const ALSO = new Set(["heading-order"]);

/** Runs axe-core on the page as it is now: one line per element of each serious, critical or heading-order violation. */
async function seriousA11yViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  // A pop-up still fading in would be judged on its half-transparent colours; endless ones (the notice ticker) never end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (o: object) => Promise<unknown> } }).axe.run({ resultTypes: ["violations"] }),
  )) as AxeResults;
  return results.violations
    .filter((v) => SERIOUS.has(v.impact ?? "") || ALSO.has(v.id))
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(" ")}: ${(n.failureSummary ?? v.help).replace(/\s+/g, " ").trim()}`),
    );
}

/** Fails with a readable list of the page's serious, critical and heading-order violations: rule, impact, element, what to fix. */
export async function expectNoSeriousA11yViolations(page: Page, where = page.url()) {
  const found = await seriousA11yViolations(page);
  if (found.length) throw new Error(`${where}: ${found.length} 处严重的无障碍问题 (axe-core)\n  ${found.join("\n  ")}`);
}
