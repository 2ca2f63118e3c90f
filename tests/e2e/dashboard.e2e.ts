import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { signInToAdmin } from "./support/admin";
import { artifacts, DESKTOP, fitsWidth, PHONE, useBrowser } from "./support/browser";
import { OPERATOR, REVIEWER } from "./support/people";

/** A heading of the back office's menu: the menu item that opens and closes its group (a list may share its name). */
const menuGroup = (page: Page, name: string) => page.getByRole("menuitem", { name, exact: true }).and(page.locator("[aria-expanded]"));

/** The demo HR of db/seed/users.ts. */
const HR = "13900000001";

const { journey } = useBrowser();

/** The number a dashboard card shows under its label, once loaded. */
async function cardCount(page: Page, label: string) {
  const card = page.getByRole("link").filter({ hasText: label });
  await card.getByText(/^[\d,]+$/).waitFor();
  return Number((await card.getByText(/^[\d,]+$/).textContent())?.replace(/,/g, ""));
}

/** The chart has drawn (ECharts paints a canvas inside its labelled box). */
const chartDrawn = (page: Page, series: string) =>
  page
    .getByRole("img", { name: new RegExp(series) })
    .locator("canvas")
    .first()
    .waitFor();

describe("the back office's dashboard", () => {
  journey("an operator sees what waits, opens the exam registrations waiting, and the list holds as many", async (newPage) => {
    const page = await newPage();
    await signInToAdmin(page, OPERATOR);
    await page.getByRole("heading", { name: "待处理" }).waitFor();
    await chartDrawn(page, "直播报名、考试报名、支付订单");
    await page.screenshot({ path: join(artifacts, "dashboard-operator-1280.png"), fullPage: true });

    const waiting = await cardCount(page, "考试报名待审核");
    expect(waiting).toBeGreaterThan(0);
    await page.getByRole("link").filter({ hasText: "考试报名待审核" }).click();
    await page.getByText(`第 1-${waiting} 条，共 ${waiting} 条`).waitFor();
    await expect(page.getByRole("row").filter({ hasText: "待审核" }).count()).resolves.toBe(waiting);

    // The menu is grouped, and a closed group folds its lists away.
    for (const group of ["用户与企业", "直播与活动", "课程与学习", "认证考试", "积分与商城", "招聘", "内容与帮助", "系统"]) {
      await menuGroup(page, group).waitFor();
    }
    await menuGroup(page, "内容与帮助").click();
    await page.getByRole("menuitem", { name: "公告" }).waitFor();
    await menuGroup(page, "内容与帮助").click();
    await page.getByRole("menuitem", { name: "公告" }).waitFor({ state: "detached" });
  });

  journey("on a phone an operator's dashboard and grouped menu fit the screen", async (newPage) => {
    const page = await newPage(PHONE);
    await signInToAdmin(page, REVIEWER);
    await page.getByRole("heading", { name: "待处理" }).waitFor();
    await chartDrawn(page, "直播报名");
    await page.screenshot({ path: join(artifacts, "dashboard-operator-375.png"), fullPage: true });
    await fitsWidth(page);
    await page.getByRole("button", { name: "打开菜单" }).click();
    await menuGroup(page, "认证考试").waitFor();
    await page.screenshot({ path: join(artifacts, "menu-operator-375.png") });
    // A window made wide and narrow again: the chart follows it back (it once kept the wide canvas's width).
    await page.setViewportSize(DESKTOP);
    await page.waitForFunction(() => (document.querySelector('[role="img"] canvas')?.clientWidth ?? 0) > 900);
    await page.setViewportSize(PHONE);
    await fitsWidth(page);
  });

  journey("an enterprise account sees its company's dashboard, and its exam filter loads", async (newPage) => {
    const page = await newPage();
    await signInToAdmin(page, HR);
    await page.getByRole("heading", { name: "本公司概况" }).waitFor();
    await chartDrawn(page, "考试报名");
    expect(await cardCount(page, "本公司员工")).toBeGreaterThan(0);
    // Operators' work is not shown, nor their menu.
    await expect(page.getByText("发票已逾期").count()).resolves.toBe(0);
    await expect(menuGroup(page, "系统").count()).resolves.toBe(0);
    await page.screenshot({ path: join(artifacts, "dashboard-hr-1280.png"), fullPage: true });

    await page.getByRole("menuitem", { name: "考试报名审核" }).click();
    await page.getByRole("combobox", { name: "考试" }).click();
    await page.getByRole("option").first().waitFor();
    await page.screenshot({ path: join(artifacts, "hr-exam-filter-1280.png") });

    await page.setViewportSize(PHONE);
    await page.goto(page.url().replace(/#.*|\/admin\/.*/, "/admin/"));
    await page.getByRole("heading", { name: "本公司概况" }).waitFor();
    await chartDrawn(page, "考试报名");
    await page.screenshot({ path: join(artifacts, "dashboard-hr-375.png"), fullPage: true });
    await fitsWidth(page);
  });
});
