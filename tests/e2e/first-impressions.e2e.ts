import { describe, expect } from "bun:test";
import { join } from "node:path";
import { FOOTER } from "@/tests/support/product-process";
import { artifacts, baseUrl, DESKTOP, framesDrawn, PHONE, useBrowser } from "./support/browser";
import { loadWithAnswer } from "./support/portal";

const { journey } = useBrowser();

describe("First impressions: titles, the 404 page, the footer and the ways to the schedule and certificates", () => {
  journey("each page names itself in the title, a detail page by its item, with its share meta", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/Help/Center`);
    await page.waitForFunction(() => document.title === "帮助中心 - 学习认证中心");
    await page.goto(`${baseUrl}/certification/exam`);
    await page.waitForFunction(() => document.title === "认证考试 - 学习认证中心");

    await page.goto(`${baseUrl}/Training/Detail/demo-upcoming`);
    await page.waitForFunction(() => document.title === "新品功能解读：明晚开播 - 学习认证中心");
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe("新品功能解读：明晚开播 - 学习认证中心");
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    await page.screenshot({ path: join(artifacts, "h14-detail-1280.png") });
  });

  journey("an unknown address answers HTTP 404 with the portal's own 404 page, on desktop and phone", async (newPage) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await newPage(viewport);
      const res = await page.goto(`${baseUrl}/no/such/page`);
      expect(res?.status()).toBe(404);
      await page.getByRole("heading", { name: "页面不存在" }).waitFor();
      await page.waitForFunction(() => document.title === "页面不存在 - 学习认证中心");
      await page.screenshot({ path: join(artifacts, `h14-404-${viewport.width}.png`) });
      // Known pages in any case answer 200.
      expect((await page.goto(`${baseUrl}/help/center`))?.status()).toBe(200);
    }
  });

  journey(
    "the footer shows the configured ICP filing number and customer service, and leads to the calendar and certificate lookup",
    async (newPage) => {
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await newPage(viewport);
        await page.goto(`${baseUrl}/Help/Center`);
        const footer = page.locator("footer.site-footer");
        await footer.getByRole("link", { name: FOOTER.ICP_FILING }).waitFor();
        expect(await footer.getByRole("link", { name: FOOTER.SUPPORT_CONTACT }).getAttribute("href")).toBe("tel:4000000000");
        await footer.scrollIntoViewIfNeeded();
        await footer.screenshot({ path: join(artifacts, `h14-footer-${viewport.width}.png`) });

        await footer.getByRole("link", { name: "证书查询" }).click();
        await page.getByRole("heading", { name: "证书查询" }).waitFor();
        await footer.getByRole("link", { name: "直播日历" }).click();
        await page.waitForURL((url) => url.pathname === "/Training/LivePreDetail");
      }
    },
  );

  journey("the live list leads to the schedule and calendar, the exam list to the certificate lookup", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/Learning/List?isLive=1`);
    await page.getByRole("navigation", { name: "直播安排" }).getByRole("link", { name: "直播排期" }).click();
    await page.getByRole("heading", { name: "直播排期" }).waitFor();
    await page.goBack();
    await page.getByRole("navigation", { name: "直播安排" }).getByRole("link", { name: "直播日历" }).click();
    await page.waitForURL((url) => url.pathname === "/Training/LivePreDetail");

    await page.goto(`${baseUrl}/certification/exam`);
    await page.getByRole("link", { name: "已获证书？查询证书" }).click();
    await page.getByRole("heading", { name: "证书查询" }).waitFor();
  });

  journey("the home page's 精彩活动 leads to an activity and to a special topic, each showing its own title", async (newPage) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await newPage(viewport);
      // This visit has had its one pop-up already (portal/lib/pop-round.ts), so none covers the rows.
      await page.addInitScript(() => sessionStorage.setItem("pop-shown", "1"));
      await page.goto(`${baseUrl}/`);
      const section = page.getByRole("region", { name: "精彩活动" });
      for (const [kind, path] of [
        ["专题活动", "/activity/special"],
        ["活动", "/activity/detail"],
      ] as const) {
        const row = section
          .getByRole("link")
          .filter({ has: page.getByText(kind, { exact: true }) })
          .first();
        const title = (await row.locator(".home-activity__title").textContent()) ?? "";
        expect(title.length).toBeGreaterThan(0);
        await row.click();
        await page.waitForURL((url) => url.pathname === path && url.searchParams.has("id"));
        await page.getByRole("heading", { level: 1, name: title }).waitFor();
        if (kind === "专题活动") await page.screenshot({ path: join(artifacts, `h14-home-activity-${viewport.width}.png`) });
        await page.goBack();
      }
    }
  });

  journey("a first visit gets one pop-up (the announcement), the next visit the choice card, which nothing covers", async (newPage) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await newPage(viewport);
      await loadWithAnswer(page, () => page.goto(`${baseUrl}/home/index`), "training/GetChoiceNessLive");
      const notice = page.getByRole("dialog", { name: "系统升级通知" });
      await notice.waitFor();
      await page.screenshot({ path: join(artifacts, `h14-home-first-visit-${viewport.width}.png`) });
      await notice.getByRole("button", { name: "关闭" }).click();
      await notice.waitFor({ state: "detached" });
      // Let the page read every answer and render what it decides: nothing more on this visit.
      await framesDrawn(page);
      expect(await page.locator("dialog[open]").count()).toBe(0);

      const next = await page.context().newPage();
      await next.goto(`${baseUrl}/home/index`);
      const card = next.getByRole("dialog", { name: "精选直播" });
      await card.waitFor();
      expect(await next.locator("dialog.modal[open]").count()).toBe(0);
      // Scrolled far enough for the back-to-top button, it stays away from the card's 立即报名.
      await next.mouse.wheel(0, 600);
      await next.waitForFunction(() => window.scrollY > 100);
      expect(await next.locator(".back-to-top").isVisible()).toBe(false);
      await next.screenshot({ path: join(artifacts, `h14-home-next-visit-${viewport.width}.png`) });
    }
  });
});
