import { describe, expect } from "bun:test";
import type { Page } from "playwright-core";
import { signInToAdmin } from "./support/admin";
import { baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";
import { OPERATOR } from "./support/people";

const { journey } = useBrowser();

/** A page without the home pop-ups, whose header carries the search. */
const START = `${baseUrl}/Learning/List?isLive=1`;

const searchInput = (page: Page) => page.getByRole("searchbox", { name: "搜索关键词" }).first();
const overlay = (page: Page) => page.getByRole("region", { name: "搜索建议" });

describe("site search in the portal", () => {
  journey("a visitor sees hot terms, types, gets suggestions, opens the results and switches tabs", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(START);
    await searchInput(page).click();
    // The demo week of searches (db/seed/search.ts): 投放 is the most searched.
    await overlay(page).getByRole("heading", { name: "热门搜索" }).waitFor();
    const hot = overlay(page).getByRole("list", { name: "热门搜索词" }).getByRole("button");
    await hot.first().waitFor();
    expect(await hot.first().textContent()).toBe("1投放");

    await searchInput(page).pressSequentially("代理商", { delay: 40 });
    const suggestion = overlay(page)
      .getByRole("list", { name: "相关内容" })
      .getByRole("link", { name: /代理商认证辅导/ });
    // The answer for the whole word: the one for 代理, typed on the way, may show first.
    await suggestion.locator("em").getByText("代理商", { exact: true }).first().waitFor();
    expect(await suggestion.getByText("直播", { exact: true }).count()).toBe(1);
    expect(await overlay(page).getByRole("list", { name: "相关内容" }).getByRole("link").count()).toBeLessThanOrEqual(4);

    await searchInput(page).press("Enter");
    await page.waitForURL(/\/Faq\/Search\?key=%E4%BB%A3%E7%90%86%E5%95%86&name=header$/);
    await page.getByRole("heading", { name: /找到 \d+ 条与“代理商”相关的结果/ }).waitFor();
    const results = page.locator(".search-results__list");
    await results.getByRole("link", { name: /代理商认证辅导/ }).waitFor();
    // Few results: no 加载更多 on the only page.
    await page.getByText("没有更多了").waitFor();
    expect(await page.getByRole("button", { name: "加载更多" }).count()).toBe(0);

    const tabs = page.getByRole("navigation", { name: "结果类型" });
    await tabs.getByRole("link", { name: /^文章/ }).click();
    await page.waitForURL(/&t=3$/);
    await tabs.locator('[aria-current="page"]', { hasText: "文章" }).waitFor();
    expect(new Set(await results.locator(".search-type").allTextContents())).toEqual(new Set(["文章"]));

    // The search joined this browser's history.
    await searchInput(page).fill("");
    await searchInput(page).click();
    await overlay(page).getByRole("heading", { name: "搜索历史" }).waitFor();
    expect(await overlay(page).getByRole("list", { name: "最近搜索" }).getByRole("button").allTextContents()).toEqual(["代理商"]);
    await overlay(page).getByRole("button", { name: "清空" }).click();
    await overlay(page).getByRole("heading", { name: "搜索历史" }).waitFor({ state: "detached" });

    // A suggestion goes straight to its page.
    await searchInput(page).pressSequentially("代理商认证", { delay: 40 });
    await overlay(page)
      .getByRole("link", { name: /代理商认证辅导/ })
      .click();
    await page.waitForURL(/\/Training\/Detail\/demo-approval$/);
  });

  journey("on a phone: suggestions in the menu, every result, and the page for a search that finds nothing", async (newPage) => {
    const page = await newPage(PHONE);
    await page.goto(START);
    await page.getByRole("button", { name: "打开菜单" }).click();
    await searchInput(page).pressSequentially("回放", { delay: 40 });
    await overlay(page)
      .getByRole("link", { name: /错过了直播还能看回放吗/ })
      .waitFor();
    await overlay(page).getByRole("link", { name: "查看“回放”的全部结果" }).click();
    await page.waitForURL(/\/Faq\/Search\?key=%E5%9B%9E%E6%94%BE&name=header$/);
    await page
      .locator(".search-results__list")
      .getByRole("link", { name: /错过了直播还能看回放吗/ })
      .waitFor();

    const input = page.locator(".search-results__form").getByRole("searchbox");
    await input.fill("量子力学");
    await input.press("Enter");
    await page.getByRole("heading", { name: "没有找到与“量子力学”相关的内容" }).waitFor();
    await page.getByRole("link", { name: "投放", exact: true }).click();
    await page.getByRole("heading", { name: /找到 \d+ 条与“投放”相关的结果/ }).waitFor();

    await page.goto(`${baseUrl}/Faq/Search?key=&name=header`);
    await page.getByRole("heading", { name: "请输入关键词搜索" }).waitFor();
  });

  journey("an operator's new sessions are found at once, page after page, and 加载更多 goes on the last page", async (newPage) => {
    const admin = await newPage(DESKTOP);
    await signInToAdmin(admin, OPERATOR);
    await admin.getByRole("menuitem", { name: "直播与活动", exact: true }).click();
    await admin
      .getByRole("menuitem", { name: /直播课程|直播管理/ })
      .first()
      .waitFor();
    const made: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const res = await admin.request.post(`${baseUrl}/admin/api/trainings`, {
        data: {
          title: `搜索分页演示第${i}期`,
          categoryId: null,
          startAt: "2026-12-10T11:00:00.000Z",
          endAt: "2026-12-10T12:00:00.000Z",
          descripts: "演示",
          lecturers: [],
          published: true,
        },
      });
      expect(res.status()).toBe(201);
      made.push((await res.json()).id);
    }

    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/Faq/Search?key=${encodeURIComponent("分页演示")}&name=header`);
    const items = page.locator(".search-results__list > li");
    await page.getByRole("heading", { name: "找到 12 条与“分页演示”相关的结果" }).waitFor();
    // The whole site's search belongs to no section: the header marks none (帮助中心 neither).
    expect(await page.locator('.site-nav__link[aria-current="page"]').count()).toBe(0);
    expect(await items.count()).toBe(10);
    await page.getByRole("button", { name: "加载更多" }).click();
    await page.getByText("没有更多了").waitFor();
    expect(await items.count()).toBe(12);
    expect(await page.getByRole("button", { name: "加载更多" }).count()).toBe(0);

    // Deleted sessions leave the index at once (and leave the demo catalogue as other files expect it).
    for (const id of made) expect((await admin.request.delete(`${baseUrl}/admin/api/trainings/${id}`, { data: {} })).status()).toBe(200);
    await page.reload();
    await page.locator(".search-results").waitFor();
    await page.waitForFunction(
      // innerText on purpose: the demo title must be gone from what is shown, not merely hidden.
      // biome-ignore lint/performance/useDomNodeTextContent: see above
      () => document.querySelector(".search-results h1, .search-results h2") !== null && !document.body.innerText.includes("搜索分页演示"),
    );
  });
});
