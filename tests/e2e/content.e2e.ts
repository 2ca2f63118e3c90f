import { describe, expect } from "bun:test";
import { baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";
import { signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** The seeded libraries (db/seed/content.ts). */
const SOLUTION = "电商大促全链路增长解决方案";
const IDEA = "开箱视频前三秒的五种钩子";
/** A demo learner whom no other journey signs in (db/seed/certification-requests.ts's requester). */
const COLLECTOR = "13900000015";

describe("the content libraries", () => {
  journey("a visitor collects a solution, signs in through the pop-up and finds it collected", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/Solution/List`);
    await page.getByRole("link", { name: new RegExp(SOLUTION) }).click();
    await page.waitForURL(/\/Solution\/Detail\/\d+$/);
    const detailUrl = page.url();
    await page.getByRole("heading", { name: SOLUTION }).waitFor();
    // The articles by type: 实施步骤 shows its own.
    await page.getByRole("tab", { name: "实施步骤" }).click();
    await page.getByRole("link", { name: /大促前两周准备清单/ }).waitFor();

    await page.getByRole("button", { name: "收藏" }).click();
    const dialog = page.getByRole("dialog", { name: "手机号登录" });
    await dialog.waitFor();
    await signInWithForm(dialog, COLLECTOR);
    // After the pop-up login the page loads afresh and applies the remembered collect.
    await page.getByRole("button", { name: "已收藏" }).waitFor();
    expect(page.url()).toBe(detailUrl);

    await page.reload();
    await page.getByRole("button", { name: "已收藏" }).waitFor();
    await page.getByRole("button", { name: "已收藏" }).click();
    await page.getByRole("button", { name: "收藏", exact: true }).waitFor();
  });

  journey("on a phone, collecting an idea goes to the login page and comes back collected", async (newPage) => {
    const page = await newPage(PHONE);
    await page.goto(`${baseUrl}/Idea/Index`);
    await page.getByRole("link", { name: new RegExp(IDEA) }).click();
    await page.getByRole("heading", { name: IDEA }).waitFor();
    const path = new URL(page.url()).pathname;
    await page.getByRole("button", { name: "收藏" }).click();
    await page.waitForURL(/\/user\/login\?gotoUrl=/);
    expect(decodeURIComponent(page.url())).toContain(`gotoUrl=${path}`);
    await signInWithForm(page, "13900000024");
    await page.waitForURL((u) => u.pathname === path);
    await page.getByRole("button", { name: "已收藏" }).waitFor();
  });

  journey("share copies the solution's link", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    await page.goto(`${baseUrl}/Solution/List`);
    await page.getByRole("link", { name: new RegExp(SOLUTION) }).click();
    await page.getByRole("heading", { name: SOLUTION }).waitFor();
    await page.getByRole("button", { name: "分享" }).click();
    await page.getByText("已复制").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  journey("the case library filters by category in the address", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/CaseBase/Index`);
    await page.getByRole("link", { name: "汽车", exact: true }).click();
    await page.waitForURL(/\/CaseBase\/Index\?cateId=\d+$/);
    await page.getByRole("link", { name: /新能源车型试驾预约量增长3倍/ }).waitFor();
    // The unfiltered list (which has this case too) stays on screen until the filtered one replaces it.
    await page.locator(".content-card").nth(1).waitFor({ state: "detached" });
    expect(await page.locator(".content-card").count()).toBe(1);
    await page.locator(".content-card").click();
    await page.getByRole("heading", { name: "新能源车型试驾预约量增长3倍" }).waitFor();
    await page.getByRole("list", { name: "标签" }).getByText("到店", { exact: true }).waitFor();
  });
});
