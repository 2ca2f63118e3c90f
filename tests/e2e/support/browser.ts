import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Locator, type Page } from "playwright-core";

export const baseUrl = process.env.E2E_BASE_URL ?? "";
if (!baseUrl) throw new Error("E2E_BASE_URL 未设置：请用 bun run test:e2e 运行浏览器测试");
export const artifacts = join(import.meta.dir, "../../../test-artifacts");
mkdirSync(artifacts, { recursive: true });

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };
/** A real phone's browser: its User-Agent says so, and it widens the page to whatever overflows it. */
export const PHONE_BROWSER = {
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
};
/** What a journey may set of a person's browser beyond its viewport. */
type Browsing = Pick<BrowserContextOptions, "isMobile" | "hasTouch" | "userAgent" | "javaScriptEnabled">;

let people = 0;
/** A documentation address (RFC 5737) per browser context; the worker's number (scripts/e2e.ts) keeps processes apart. */
const worker = Number(process.env.E2E_WORKER ?? 0);
const nextAddress = () => `198.51.${worker}.${++people % 256}`;

/** One headless Chromium per test file; each journey gets fresh contexts and leaves screenshots when it fails. */
export function useBrowser() {
  const state = { browser: null as Browser | null, pages: [] as Page[], violations: [] as string[] };
  const newPage = async (viewport = DESKTOP, browsing: Browsing = {}): Promise<Page> => {
    // Each page is a different person on a different address (the test server trusts loopback as its proxy), so
    // the per-address SMS limit counts people, not the whole suite.
    const context: BrowserContext = await state.browser!.newContext({
      viewport,
      locale: "zh-CN",
      timezoneId: "Asia/Shanghai",
      extraHTTPHeaders: { "X-Forwarded-For": nextAddress() },
      ...browsing,
    });
    // The pages (and any tab they open) must work under the server's Content-Security-Policy: Chromium reports each
    // refusal on the console.
    context.on("console", (msg) => {
      if (/Content Security Policy/i.test(msg.text())) state.violations.push(`${msg.page()?.url()}: ${msg.text()}`);
    });
    const page = await context.newPage();
    state.pages.push(page);
    return page;
  };
  beforeAll(async () => {
    state.browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
      ],
    });
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  /** A person's journey: on failure every page it opened is saved as test-artifacts/failed-<name>-<n>.png. */
  function journey(name: string, fn: (newPage: (viewport?: typeof DESKTOP, browsing?: Browsing) => Promise<Page>) => Promise<void>) {
    test(name, async () => {
      try {
        await fn(newPage);
        if (state.violations.length) throw new Error(`违反内容安全策略 (CSP):\n${state.violations.join("\n")}`);
      } catch (e) {
        const slug = name.replace(/[^\p{L}\p{N}]+/gu, "-");
        await Promise.all(
          state.pages.map((p, i) => p.screenshot({ path: join(artifacts, `failed-${slug}-${i}.png`), fullPage: true }).catch(() => {})),
        );
        throw e;
      } finally {
        await Promise.all(
          state.pages.map((p) =>
            p
              .context()
              .close()
              .catch(() => {}),
          ),
        );
        state.pages = [];
        state.violations = [];
      }
    });
  }
  return { journey };
}

/**
 * The newest code texted to a number (dev route of PROTOCOL.md). On a connection of its own: Bun may reset a pooled
 * keep-alive connection it reuses for a POST (oven-sh/bun#42212), which a busy machine's run met as ECONNRESET.
 */
export async function smsCode(mobile: string, areaCode = "+86") {
  const res = await fetch(`${baseUrl}/api/dev/smsoutbox`, {
    keepalive: false,
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ mobile, areaCode }),
  });
  const body = (await res.json()) as { data: { code: string }[] };
  return body.data[0]?.code ?? "";
}

/**
 * Waits until the page has drawn two more frames: what it decided on the answers it holds (a pop-up, a layout shift)
 * is on screen and reported by then. For a check that something does not show.
 */
export async function framesDrawn(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Waits until the page fits `width` without sideways scrolling, as after a resize the layout (a list turning into
 * cards, a pop-up re-centring) settles; fails with the width it kept if it never fits.
 */
export async function fitsWidth(page: Page, width = PHONE.width) {
  const fits = await page
    .waitForFunction((w) => document.documentElement.scrollWidth <= w, width, { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!fits) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The protocol's own retries (a fresh key, a clock correction), after which the client sends the call again. */
const RETRIED = new Set([-1, 901, 501]);

/**
 * Presses 获取验证码 and waits for the countdown, as a person would. A number is texted one code a minute (the
 * product's rule); no two journeys running at once share a person and none asks twice within a minute, so a refusal
 * fails the journey with the server's message instead of being waited out.
 */
export async function askForCode(scope: Page | Locator) {
  const page = "page" in scope ? scope.page() : scope;
  // The portal's common/code (an envelope, after any protocol retry) or the back office's auth/code (HTTP status).
  const answered = page.waitForResponse(async (res) => {
    if (!/\/code$/i.test(new URL(res.url()).pathname) || res.request().method() !== "POST") return false;
    const body = (await res.json().catch(() => ({}))) as { code?: number };
    return !RETRIED.has(body.code ?? 0);
  });
  await scope.getByRole("button", { name: "获取验证码" }).click();
  const res = await answered;
  const body = (await res.json().catch(() => ({}))) as { code?: number; msg?: string; message?: string };
  if (!res.ok() || (body.code ?? 0) !== 0) throw new Error(`获取验证码被拒绝：${body.msg ?? body.message ?? res.status()}`);
  await scope.getByRole("button", { name: /\d+秒后重新获取/ }).waitFor();
}
