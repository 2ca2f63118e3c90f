import { describe, expect } from "bun:test";
import type { Page } from "playwright-core";
import { baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";

const { journey } = useBrowser();

/**
 * The demo courses' tags (db/seed/course-catalogue.ts rotatedTagNames): among 代理商赋能's five (courses 11-15),
 * 新手入门 is on 12 and 15; 搜索推广 with 广告主 is on 04 and 16 alone. 24 demo courses, 12 to a page.
 */
const ALL = 24;

const courseList = (page: Page) => page.getByRole("list", { name: "课程列表" });
const titles = (page: Page) => courseList(page).locator(".course-card__title").allTextContents();
const showing = (page: Page, n: number) =>
  courseList(page)
    .locator(":scope > li")
    .nth(n - 1)
    .waitFor();
/** Waits until the list holds exactly `n` courses (a filtered list replaces a longer one). */
const showingExactly = (page: Page, n: number) =>
  page.waitForFunction((count) => document.querySelectorAll(".center-grid > li").length === count, n);

/** Chooses an option in a group of the two-level 筛选 pop-up (left unconfirmed). */
async function choose(page: Page, group: string, option: string) {
  const sheet = page.getByRole("dialog", { name: "筛选" });
  await sheet.getByRole("tab", { name: group }).click();
  await sheet.getByRole("button", { name: option }).click();
  return sheet;
}

describe("The course catalogues", () => {
  journey("a visitor on a phone opens 认证课程 from the course center, loads more, picks a category and filters", async (newPage) => {
    const page = await newPage(PHONE);
    await page.goto(`${baseUrl}/Learning/List`);
    await page.getByRole("link", { name: "认证课程" }).click();
    await page.getByRole("heading", { name: "认证课程" }).waitFor();
    expect(await page.title()).toContain("认证课程");

    // 12 at first; the rest join as the bottom comes near (other journeys may have added a course of their own).
    await showing(page, 12);
    const end = page.getByText("没有更多了");
    while (!(await end.isVisible())) {
      // A person's swipes: a little up, then down to the foot (a scroll that is already at the foot is no scroll).
      await page.mouse.wheel(0, -300);
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState("networkidle");
    }
    expect(await courseList(page).locator(":scope > li").count()).toBeGreaterThanOrEqual(ALL);

    await page.getByRole("navigation", { name: "课程分类" }).getByRole("link", { name: "代理商赋能" }).click();
    await page.waitForURL(/[?&]type=\d+/);
    await showingExactly(page, 5);
    expect((await titles(page)).every((t) => t.startsWith("代理商"))).toBe(true);

    await page.getByRole("button", { name: "筛选" }).click();
    const sheet = await choose(page, "成长阶段", "新手入门");
    await sheet.getByRole("button", { name: /确定（已选 1）/ }).click();
    await page.waitForURL(/[?&]growstep=\d+/);
    await showingExactly(page, 2);
    expect((await titles(page)).sort()).toEqual(["代理商合规投放要点", "代理商团队管理与协作"]);
    // The category stays chosen while filtering.
    expect(page.url()).toMatch(/[?&]type=\d+/);
  });

  journey("on a desktop a column's tab (columnType 3) names the page and lists that column's courses", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/Learning/List`);
    await showing(page, 12);
    await page.getByRole("navigation", { name: "课程栏目" }).getByRole("link", { name: "代理商", exact: true }).click();
    await page.waitForURL(/[?&]columnType=3/);
    await page.getByRole("heading", { name: "代理商课程" }).waitFor();
    await showingExactly(page, 5);
    expect((await titles(page)).every((t) => t.startsWith("代理商"))).toBe(true);
    expect(await page.title()).toContain("代理商课程");
  });

  journey("on a desktop 全部课程 filters by two groups in the pop-up, a chosen chip removes one, and 重置 clears them", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/Learning/List`);
    await page.getByRole("link", { name: "全部课程" }).click();
    await page.getByRole("heading", { name: "全部课程" }).waitFor();
    await showing(page, 12);
    await page.getByRole("navigation", { name: "分页" }).waitFor();

    await page.getByRole("button", { name: "筛选" }).click();
    await choose(page, "产品", "搜索推广");
    const sheet = await choose(page, "适用人群", "广告主");
    await sheet.getByRole("button", { name: /确定（已选 2）/ }).click();
    await page.waitForURL(/product=\d+.*usertar=\d+/);
    await showingExactly(page, 2);
    expect((await titles(page)).sort()).toEqual(["双十一大促投放节奏", "巨量星图达人营销"].sort());
    await page.getByRole("button", { name: /筛选\s*2/ }).waitFor();

    // What was chosen shows under the bar; a chip removes its own choice.
    await page.getByRole("list", { name: "已选条件" }).getByRole("button", { name: "移除 广告主" }).click();
    await page.waitForURL((u) => u.pathname === "/MoocTraining/Center3" && /product=\d+$/.test(u.search));
    await page.getByRole("button", { name: /筛选\s*1/ }).waitFor();

    await page.getByRole("button", { name: "重置" }).click();
    await page.waitForURL((u) => u.pathname === "/MoocTraining/Center3" && u.search === "");
    await showing(page, 12);
    expect(await page.getByRole("button", { name: "重置" }).isDisabled()).toBe(true);
  });
});
