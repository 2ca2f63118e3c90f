import { describe, expect } from "bun:test";
import { baseUrl, PHONE, PHONE_BROWSER, useBrowser } from "./support/browser";

const { journey } = useBrowser();

describe("A visitor's page arrives drawn, before its script", () => {
  journey(
    "with the script held back, a phone shows the home page, a session, the exam list and the training list, none wider than the phone",
    async (newPage) => {
      const page = await newPage(PHONE, { ...PHONE_BROWSER, javaScriptEnabled: false });
      await page.goto(`${baseUrl}/`);
      await expect(page.getByText("学好课程，考取认证，成就职业未来").isVisible()).resolves.toBe(true);
      // The live list fills its place in the same frame, cover and all.
      await expect(page.locator(".home .training-card").first().isVisible()).resolves.toBe(true);
      expect(await page.title()).toBe("首页 - 学习认证中心");
      // A phone widens the page to whatever sticks out (the banner strip's hidden notes once did).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      await page.goto(`${baseUrl}/Training/Detail/demo-upcoming`);
      await expect(page.locator("h1", { hasText: "新品功能解读：明晚开播" }).isVisible()).resolves.toBe(true);
      await page.goto(`${baseUrl}/certification/exam`);
      await expect(page.getByText("巨量引擎营销认证（初级）").first().isVisible()).resolves.toBe(true);
      await page.goto(`${baseUrl}/Training/List`);
      await expect(page.locator("h1", { hasText: "全部课程" }).isVisible()).resolves.toBe(true);
      await expect(page.getByText("新品功能解读：明晚开播").first().isVisible()).resolves.toBe(true);
    },
  );

  journey("the script then takes the page over in place: the drawn frame gives way to the same page, live", async (newPage) => {
    const page = await newPage(PHONE, PHONE_BROWSER);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // Whether the document was ever without a title once it had one (the drawn frame's, then the live page's).
    await page.addInitScript(() => {
      const seen = window as unknown as { untitled: boolean };
      let titled = false;
      seen.untitled = false;
      new MutationObserver(() => {
        if (document.querySelector("head > title")) titled = true;
        else if (titled) seen.untitled = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${baseUrl}/Training/Detail/demo-upcoming`);
    await page.locator(".first-frame").waitFor({ state: "detached" });
    await expect(page.locator("h1", { hasText: "新品功能解读：明晚开播" }).isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => (window as unknown as { untitled: boolean }).untitled)).toBe(false);
    expect(await page.locator("head > title").count()).toBe(1);
    await page.getByRole("button", { name: "立即报名" }).click();
    await page.waitForURL(/\/user\/login\?gotoUrl=%2FTraining%2FDetail%2Fdemo-upcoming/);
    expect(errors).toEqual([]);
  });
});
