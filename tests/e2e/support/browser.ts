import { afterAll, beforeAll, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

export const baseUrl = process.env.E2E_BASE_URL ?? "";
if (!baseUrl) throw new Error("E2E_BASE_URL 未设置：请用 bun run test:e2e 运行浏览器测试");
export const artifacts = join(import.meta.dir, "../../../test-artifacts");
mkdirSync(artifacts, { recursive: true });

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

/** One headless Chromium per test file; each journey gets fresh contexts and leaves screenshots when it fails. */
export function useBrowser() {
  const state = { browser: null as Browser | null, pages: [] as Page[] };
  const newPage = async (viewport = DESKTOP): Promise<Page> => {
    const context: BrowserContext = await state.browser!.newContext({ viewport, locale: "zh-CN", timezoneId: "Asia/Shanghai" });
    const page = await context.newPage();
    state.pages.push(page);
    return page;
  };
  beforeAll(async () => {
    state.browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  /** A person's journey: on failure every page it opened is saved as test-artifacts/failed-<name>-<n>.png. */
  function journey(name: string, fn: (newPage: (viewport?: typeof DESKTOP) => Promise<Page>) => Promise<void>) {
    test(name, async () => {
      try {
        await fn(newPage);
      } catch (e) {
        const slug = name.replace(/[^\p{L}\p{N}]+/gu, "-");
        await Promise.all(
          state.pages.map((p, i) => p.screenshot({ path: join(artifacts, `failed-${slug}-${i}.png`), fullPage: true }).catch(() => {})),
        );
        throw e;
      } finally {
        await Promise.all(state.pages.map((p) => p.context().close().catch(() => {})));
        state.pages = [];
      }
    });
  }
  return { journey };
}

/** The newest code texted to a number (dev route of PROTOCOL.md). */
export async function smsCode(mobile: string, areaCode = "+86") {
  const res = await fetch(`${baseUrl}/api/dev/smsoutbox`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ mobile, areaCode }),
  });
  const body = (await res.json()) as { data: { code: string }[] };
  return body.data[0]?.code ?? "";
}
