import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { artifacts, baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";

const { journey } = useBrowser();

/** The demo sessions (db/seed/training.ts): seven, one live now and tagged 搜索推广, two ended. */
const ALL = 7;
const PAGE = 6;
const LIVE = "广告投放实战：正在直播";
const ENDED = ["电商行业增长案例：回放", "数据分析入门（回放整理中）"];

const cards = (page: Page) => page.getByRole("list", { name: "课程列表" }).getByRole("listitem");
const titles = async (page: Page) => (await cards(page).locator(".training-card__title").allTextContents()).sort();
const filterButton = (page: Page) => page.getByRole("button", { name: /^筛选/ });

/** Waits until the list shows `n` sessions. */
async function showing(page: Page, n: number) {
  await page.waitForFunction((n) => document.querySelectorAll('[aria-label="课程列表"] > li').length === n, n);
}

async function chooseInPanel(page: Page, group: string, chip: string) {
  const panel = page.getByRole("dialog", { name: "筛选" });
  await panel.getByRole("tab", { name: new RegExp(`^${group}`) }).click();
  await panel.getByRole("tabpanel").getByRole("button", { name: chip, exact: true }).click();
  return panel;
}

describe("The training list and its filter panel", () => {
  journey("the panel narrows the list by product, the address keeps it, and 重置 clears it", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/Training/List`);
    await page.getByRole("heading", { name: "全部课程" }).waitFor();
    await showing(page, PAGE);
    await page.getByRole("navigation", { name: "分页" }).getByRole("button", { name: "第 2 页" }).waitFor();
    await page.screenshot({ path: join(artifacts, "training-list-1280.png"), fullPage: true });

    await filterButton(page).click();
    const panel = await chooseInPanel(page, "产品", "搜索推广");
    expect(await panel.getByRole("tab", { name: /^产品/ }).textContent()).toBe("产品1");
    await page.screenshot({ path: join(artifacts, "training-list-panel-1280.png") });
    await panel.getByRole("button", { name: /^确定/ }).click();
    await panel.waitFor({ state: "detached" });

    await page.waitForURL(/\/Training\/List\?product=\d+$/);
    await showing(page, 1);
    expect(await titles(page)).toEqual([LIVE]);
    expect(await filterButton(page).textContent()).toBe("筛选1");
    expect(await page.getByRole("list", { name: "已选条件" }).textContent()).toContain("搜索推广");

    // A reload (or the link itself) shows the same filtered list.
    await page.reload();
    await showing(page, 1);
    expect(await titles(page)).toEqual([LIVE]);
    expect(await filterButton(page).textContent()).toBe("筛选1");

    await filterButton(page).click();
    const again = page.getByRole("dialog", { name: "筛选" });
    await again.getByRole("tab", { name: /^产品/ }).click();
    expect(await again.getByRole("button", { name: "搜索推广" }).getAttribute("aria-pressed")).toBe("true");
    await again.getByRole("button", { name: "重置" }).click();
    expect(await again.getByRole("button", { name: "搜索推广" }).getAttribute("aria-pressed")).toBe("false");
    await again.getByRole("button", { name: /^确定/ }).click();
    await page.waitForURL((url) => url.pathname === "/Training/List" && url.search === "");
    await showing(page, PAGE);
    expect(await filterButton(page).textContent()).toBe("筛选");
  });

  journey("status, 热门 and several chips combine; an empty result offers 清除筛选", async (newPage) => {
    const page = await newPage(DESKTOP);
    // Lower case, as other pages may link it.
    await page.goto(`${baseUrl}/training/list`);
    await showing(page, PAGE);

    const status = page.getByRole("group", { name: "直播状态" });
    await status.getByRole("button", { name: "已结束" }).click();
    await page.waitForURL(/status=2/);
    await showing(page, 2);
    expect(await titles(page)).toEqual([...ENDED].sort());

    // Live now: the seeded live session, and whatever session an operator made live in another file's journey.
    await status.getByRole("button", { name: "直播中" }).click();
    await page.waitForURL(/status=0/);
    await page.waitForFunction(() => {
      const items = [...document.querySelectorAll('[aria-label="课程列表"] > li')];
      return items.length > 0 && items.every((li) => li.textContent?.includes("直播中"));
    });
    expect(await titles(page)).toContain(LIVE);

    await status.getByRole("button", { name: "全部" }).click();
    await page.getByRole("button", { name: "热门", exact: true }).click();
    await page.waitForURL(/isHot=1/);
    await showing(page, 1);
    expect(await titles(page)).toEqual([LIVE]);
    await page.getByRole("button", { name: "热门", exact: true }).click();
    await showing(page, PAGE);

    // Two posts: any of them matches (优化师 or 管理者); with a product too, both kinds must match.
    await filterButton(page).click();
    await chooseInPanel(page, "岗位", "优化师");
    const panel = await chooseInPanel(page, "岗位", "管理者");
    await panel.getByRole("button", { name: /^确定/ }).click();
    await page.waitForURL((url) => (url.searchParams.get("gangwei") ?? "").split(",").length === 2);
    await showing(page, 3);
    expect(await titles(page)).toEqual([LIVE, ...ENDED].sort());
    expect(await filterButton(page).textContent()).toBe("筛选2");

    await status.getByRole("button", { name: "未开始" }).click();
    await page.waitForURL(/status=1/);
    await page.getByText("没有符合条件的课程，换个条件试试").waitFor();
    await page.getByRole("button", { name: "清除筛选" }).click();
    await page.waitForURL((url) => url.pathname === "/Training/List" && url.search === "");
    await showing(page, PAGE);
  });

  journey("on a phone the panel is a bottom sheet and the list loads more as it scrolls", async (newPage) => {
    const page = await newPage(PHONE);
    await page.goto(`${baseUrl}/Training/List`);
    await showing(page, PAGE);
    await page.screenshot({ path: join(artifacts, "training-list-375.png"), fullPage: true });

    await page.getByText("上滑加载更多").scrollIntoViewIfNeeded();
    await showing(page, ALL);
    await page.getByText("没有更多了").waitFor();

    await filterButton(page).click();
    const panel = await chooseInPanel(page, "产品", "搜索推广");
    // The sheet spans the width and sits on the bottom edge.
    await page.waitForFunction(() => {
      const box = document.querySelector("dialog[open]")!.getBoundingClientRect();
      return Math.round(box.bottom) === window.innerHeight && Math.round(box.width) === window.innerWidth;
    });
    await page.screenshot({ path: join(artifacts, "training-list-panel-375.png") });
    await panel.getByRole("button", { name: /^确定/ }).click();
    await showing(page, 1);
    expect(await titles(page)).toEqual([LIVE]);
    await page.getByText("没有更多了").waitFor();
  });

  journey("the category list has its tabs, and the live list leads to the full list", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/Training/CateList`);
    await page.getByRole("heading", { name: "课程分类" }).waitFor();
    const tabs = page.getByRole("navigation", { name: "课程分类" });
    await tabs.getByRole("link", { name: "代理商赋能" }).click();
    await page.waitForURL(/\/Training\/CateList\?cateId=\d+$/);
    await page.getByRole("link", { name: /代理商认证辅导/ }).waitFor();
    await page.getByRole("link", { name: /电商行业增长案例/ }).waitFor({ state: "detached" });

    // The category's 全部课程 opens the filtered list in that category.
    await page.getByRole("link", { name: "全部课程" }).click();
    await page.waitForURL(/\/Training\/List\?cateId=\d+$/);
    expect(
      await page.getByRole("navigation", { name: "课程分类" }).getByRole("link", { name: "代理商赋能" }).getAttribute("aria-current"),
    ).toBe("page");
    expect((await titles(page)).every((t) => !ENDED.includes(t))).toBe(true);

    await page.goto(`${baseUrl}/Learning/List?isLive=1`);
    await page.getByRole("link", { name: "全部课程" }).click();
    await page.waitForURL((url) => url.pathname === "/Training/List");
    await page.getByRole("heading", { name: "全部课程" }).waitFor();
  });

  journey("the live list narrows by learning column, live status and tags; an empty choice offers 清除筛选", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/Learning/List?isLive=1`);
    await page.getByRole("heading", { name: "直播课程" }).waitFor();
    await page.getByRole("navigation", { name: "课程栏目" }).getByRole("link", { name: "产品", exact: true }).click();
    await page.waitForURL(/\/Learning\/List\?isLive=1&columnType=1$/);
    await page.getByRole("link", { name: /新品功能解读/ }).waitFor();
    await page.getByRole("link", { name: /电商行业增长案例/ }).waitFor({ state: "detached" });

    await page.getByRole("group", { name: "直播状态" }).getByRole("button", { name: "直播中" }).click();
    await page.waitForURL(/columnType=1&status=0$/);
    await page.getByRole("link", { name: /新品功能解读/ }).waitFor({ state: "detached" });
    await page.getByRole("link", { name: new RegExp(LIVE) }).waitFor();
    await page.screenshot({ path: join(artifacts, "live-list-filters-1280.png"), fullPage: true });

    await page.getByRole("navigation", { name: "课程栏目" }).getByRole("link", { name: "行业", exact: true }).click();
    await page.waitForURL(/columnType=2&status=0$/);
    await page.getByText("暂无直播课程").waitFor();
    await page.getByRole("group", { name: "直播状态" }).getByRole("button", { name: "已结束" }).click();
    await page.getByRole("link", { name: /电商行业增长案例/ }).waitFor();
    await page.getByRole("navigation", { name: "课程栏目" }).getByRole("link", { name: "代理商", exact: true }).click();
    await page.getByRole("link", { name: "清除筛选" }).click();
    await page.waitForURL((url) => url.pathname === "/Learning/List" && url.search === "?isLive=1");
    await page.getByRole("link", { name: /电商行业增长案例/ }).waitFor();

    // The panel of industries and tags narrows the live list as it does the full list; a chip removes its choice.
    await filterButton(page).click();
    const panel = await chooseInPanel(page, "产品", "搜索推广");
    await panel.getByRole("button", { name: /^确定/ }).click();
    await page.waitForURL(/\/Learning\/List\?isLive=1&product=\d+$/);
    await page.getByRole("link", { name: /电商行业增长案例/ }).waitFor({ state: "detached" });
    await page.getByRole("link", { name: new RegExp(LIVE) }).waitFor();
    expect(await filterButton(page).textContent()).toBe("筛选1");
    await page.screenshot({ path: join(artifacts, "live-list-panel-1280.png"), fullPage: true });
    await page.getByRole("button", { name: "移除 搜索推广" }).click();
    await page.waitForURL((url) => url.pathname === "/Learning/List" && url.search === "?isLive=1");
    await page.getByRole("link", { name: /电商行业增长案例/ }).waitFor();

    // The course center and the live list lead to each other.
    await page.getByRole("link", { name: "点播课程" }).click();
    await page.waitForURL((url) => url.pathname === "/Learning/List" && url.search === "");
    await page.getByRole("navigation", { name: "课程目录" }).getByRole("link", { name: "直播课程" }).click();
    await page.waitForURL(/\/Learning\/List\?isLive=1$/);
  });
});
