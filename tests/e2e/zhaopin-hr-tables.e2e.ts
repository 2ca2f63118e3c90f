import { describe, expect } from "bun:test";
import type { Page } from "playwright-core";
import { signInToAdmin } from "./support/admin";
import { baseUrl, DESKTOP, fitsWidth, PHONE, useBrowser } from "./support/browser";

const { journey } = useBrowser();

/** The demo HR of 雨欣水产 (db/seed/users.ts), whose company has applications and certified candidates. */
const HR = "13900000001";

/** The headers that take more than one line: each should read on one (编号, not 编/号). */
async function brokenHeaders(page: Page) {
  return page.locator("thead th").evaluateAll((cells) =>
    cells
      .map((th) => {
        const text = th.textContent?.trim() ?? "";
        const line = Number.parseFloat(getComputedStyle(th).lineHeight) || 24;
        const label = th.querySelector("span, button") ?? th;
        return { text, lines: Math.round(label.getBoundingClientRect().height / line) };
      })
      .filter((h) => h.text && h.lines > 1)
      .map((h) => h.text),
  );
}

describe("HR's tables", () => {
  journey("投递管理 and 人才库 read at 1280 px with every header on one line, and as a list on a phone", async (newPage) => {
    const page = await newPage(DESKTOP);
    await signInToAdmin(page, HR);
    for (const path of ["applications", "talent-pool"]) {
      await page.goto(`${baseUrl}/admin/${path}`);
      await page.locator("tbody tr").first().waitFor();
      expect({ path, broken: await brokenHeaders(page) }).toEqual({ path, broken: [] });
      await fitsWidth(page, DESKTOP.width);
    }
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}/admin/applications`);
    await page.getByRole("link").filter({ hasText: "·" }).first().waitFor();
    expect(await page.locator("table").count()).toBe(0);
    await fitsWidth(page);
  });
});
