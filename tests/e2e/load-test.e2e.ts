import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { openAdminMenu, signInToAdmin } from "./support/admin";
import { artifacts, baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";
import { signInAsNewcomer } from "./support/interest";
import { OPERATOR } from "./support/people";

/** A number with no account: this file's learner, made by signing in. */
const NEWCOMER = "13735350016";

const { journey } = useBrowser();

/** The browser tab names the page, then the site. */
const titled = (page: Page, title: RegExp) => page.waitForFunction((source) => new RegExp(source).test(document.title), title.source);
/** A figure of the result: the value beside its label. */
const figure = (page: Page, label: string) =>
  page
    .locator(".help-yace__figure")
    .filter({ has: page.getByRole("term").getByText(label, { exact: true }) })
    .getByRole("definition");

describe("the portal's load-test page /Help/yace", () => {
  journey(
    "an operator opens it from the back office's 压测 and from the help center's foot, sends Help/yace 1000 times and reads the figures",
    async (newPage) => {
      const admin = await newPage(DESKTOP);
      await signInToAdmin(admin, OPERATOR);
      await openAdminMenu(admin, "系统", "压测");
      await titled(admin, /^压测 - 管理后台$/);
      await admin.screenshot({ path: join(artifacts, "admin-load-test-portal-link.png") });
      // 在门户中打开: the same run on the portal's page, in a tab of its own, signed in on the same session.
      const [page] = await Promise.all([admin.context().waitForEvent("page"), admin.getByRole("link", { name: "在门户中打开" }).click()]);
      await page.waitForURL(/\/Help\/yace$/);
      await page.getByRole("heading", { name: "压测", level: 1 }).waitFor();

      // The help center shows an operator the page at its foot.
      await page.goto(`${baseUrl}/Help/Center`);
      const foot = page.locator(".help-ops").getByRole("link", { name: "压测" });
      await foot.waitFor();
      await page.screenshot({ path: join(artifacts, "help-center-operator-1280.png"), fullPage: true });
      await foot.click();
      await page.waitForURL(/\/Help\/yace$/);
      await titled(page, /^压测 - 学习认证中心$/);
      await page.getByText("每位运营人员每 10 分钟最多 2 轮（2000 次）").waitFor();

      await page.getByRole("button", { name: "开始压测" }).click();
      // The bar moves while the answers come in, then stands at 1000 / 1000.
      const progress = page.getByRole("progressbar", { name: "压测进度" });
      await progress.waitFor();
      await page.waitForFunction(
        () => {
          const now = Number(document.querySelector('[role="progressbar"]')?.getAttribute("aria-valuenow"));
          return now > 0 && now < 1000;
        },
        undefined,
        { polling: "raf" },
      );
      await page.getByRole("button", { name: "再测一次" }).waitFor({ timeout: 120_000 });
      expect(await progress.getAttribute("aria-valuenow")).toBe("1000");
      await page.getByText("已完成 1000 / 1000").waitFor();

      expect(await figure(page, "失败").textContent()).toBe("0 / 1000");
      expect(await figure(page, "吞吐量").textContent()).toMatch(/^\d+ 次\/秒$/);
      expect(await figure(page, "总耗时").textContent()).toMatch(/^\d+ ms$/);
      const spread = await Promise.all(["中位数 P50", "P95", "最长"].map(async (label) => (await figure(page, label).textContent()) ?? ""));
      for (const text of spread) expect(text).toMatch(/^\d+ ms$/);
      const [p50, p95, max] = spread.map((text) => Number.parseInt(text, 10));
      expect(p50).toBeLessThanOrEqual(p95!);
      expect(p95).toBeLessThanOrEqual(max!);
      expect(await page.getByRole("alert").count()).toBe(0);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: join(artifacts, "help-yace-1280.png"), fullPage: true });

      // The same figures on a phone's width.
      await page.setViewportSize(PHONE);
      await figure(page, "失败").waitFor();
      await page.screenshot({ path: join(artifacts, "help-yace-375.png"), fullPage: true });

      // A second full run is allowed in the window (2000 calls in 10 minutes); the next is refused after at most the
      // six calls in flight, and the page says why.
      await page.getByRole("button", { name: "再测一次" }).click();
      await page.getByRole("button", { name: "压测中…" }).waitFor();
      await page.getByRole("button", { name: "再测一次" }).waitFor({ timeout: 120_000 });
      expect(await figure(page, "失败").textContent()).toBe("0 / 1000");
      await page.getByRole("button", { name: "再测一次" }).click();
      await page
        .getByRole("alert")
        .getByText("压测已停止：压测过于频繁：每位运营人员每 10 分钟最多发送 2000 次（2 轮），请稍后再试")
        .waitFor();
      const [failed, sent] = ((await figure(page, "失败").textContent()) ?? "").split(" / ").map(Number);
      expect(failed).toBe(sent!);
      expect(sent).toBeLessThanOrEqual(6);
      await page.screenshot({ path: join(artifacts, "help-yace-refused-375.png"), fullPage: true });
    },
  );

  journey("a visitor is asked to sign in; signed in as a learner, they are told the page is for operators", async (newPage) => {
    const page = await newPage(PHONE);
    await page.goto(`${baseUrl}/Help/yace`);
    await page.waitForURL(/\/user\/login\?gotoUrl=%2FHelp%2Fyace$/);
    await signInAsNewcomer(page, NEWCOMER, "林小测");
    await page.waitForURL(/\/Help\/yace$/);
    await page.getByRole("alert").getByText("仅运营人员可以使用压测").waitFor();
    expect(await page.getByRole("button", { name: "开始压测" }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(artifacts, "help-yace-learner-375.png"), fullPage: true });

    await page.getByRole("link", { name: "返回帮助中心" }).click();
    await page.waitForURL(/\/Help\/Center$/);
    await titled(page, /^帮助中心 - 学习认证中心$/);
    expect(await page.locator(".help-ops").count()).toBe(0);
  });
});
