import { describe, expect } from "bun:test";
import { baseUrl, DESKTOP, useBrowser } from "./support/browser";

const { journey } = useBrowser();

describe("Special columns: a visitor browses a special column's tabs and opens a course", () => {
  journey("from the course center to a special column, a tab, its live sessions and courses, and a course", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/Learning/List`);
    await page.getByRole("link", { name: "专栏", exact: true }).click();
    await page.getByRole("heading", { name: "专栏", exact: true }).waitFor();
    expect(await page.title()).toContain("专栏");

    await page.getByRole("link", { name: /直播电商专栏/ }).click();
    await page.getByRole("heading", { name: "直播电商专栏" }).waitFor();
    const tabs = page.getByRole("navigation", { name: "专栏栏目" });
    expect(await tabs.getByRole("link", { name: "直播间运营" }).getAttribute("aria-current")).toBe("page");
    // The first tab opens on its live sessions.
    await page
      .getByRole("list", { name: "直播列表" })
      .getByRole("link", { name: /广告投放实战：正在直播/ })
      .waitFor();

    await tabs.getByRole("link", { name: "大促备战" }).click();
    await page
      .getByRole("list", { name: "直播列表" })
      .getByRole("link", { name: /数据分析入门（回放整理中）/ })
      .waitFor();
    expect(page.url()).toContain("tabsId=");

    await page.getByRole("navigation", { name: "内容类型" }).getByRole("link", { name: "课程" }).click();
    const courses = page.getByRole("list", { name: "课程列表" });
    await courses.getByRole("link", { name: /双十一大促投放节奏/ }).waitFor();
    expect(await courses.getByRole("listitem").count()).toBe(3);

    await courses.getByRole("link", { name: /双十一大促投放节奏/ }).click();
    await page.getByRole("heading", { name: "双十一大促投放节奏" }).waitFor();
    expect(page.url()).toContain("/MoocTraining/Detail/demo-course-16");
  });
});
