import { describe, expect } from "bun:test";
import { join } from "node:path";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { artifacts, baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";
import { signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** A learner no other journey signs in as, with no sign-up in the demo data. */
const LEARNER = "13900000013";

describe("my courses and the sessions I signed up for", () => {
  journey("a learner signs up for a session and finds it under 参加的培训; 我的课程 keeps its tab in the address", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/my/trainingattend`);
    await page.waitForURL(/\/user\/login\?gotoUrl=/);
    await signInWithForm(page, LEARNER);
    await page.waitForURL(/\/my\/trainingattend$/);
    await page.waitForFunction(() => document.title.startsWith("参加的培训"));
    await page.getByText("还没有报名过直播课，去看看近期的直播吧").waitFor();

    await page.goto(`${baseUrl}/Training/Detail/demo-upcoming`);
    await page.getByRole("button", { name: "立即报名" }).click();
    await page.getByRole("dialog", { name: "报名成功" }).getByRole("button", { name: "知道了" }).click();

    // From 个人中心, as a person comes to it.
    await page.goto(`${baseUrl}/my/index`);
    await page.getByRole("link", { name: /参加的培训/ }).click();
    await page.waitForURL(/\/my\/trainingattend$/);
    const row = page.getByRole("article").filter({ hasText: "新品功能解读：明晚开播" });
    await row.getByText("已报名", { exact: true }).waitFor();
    await row.getByText("未开始", { exact: true }).waitFor();
    expect(await row.getByRole("link", { name: "查看详情" }).getAttribute("href")).toBe("/Training/Detail/demo-upcoming");
    await expectNoSeriousA11yViolations(page, "参加的培训 @1280px");
    await page.screenshot({ path: join(artifacts, "my-trainingattend-1280.png"), fullPage: true });

    await page.getByRole("navigation", { name: "个人中心" }).getByRole("link", { name: "我的课程" }).click();
    await page.waitForURL(/\/my\/mycourse$/);
    await page.waitForFunction(() => document.title.startsWith("我的课程"));
    const tabs = page.getByRole("navigation", { name: "课程分类" });
    const current = (label: string) => tabs.locator('a[aria-current="page"]', { hasText: label }).waitFor();
    await current("学习中");
    await tabs.getByRole("link", { name: "已收藏" }).click();
    await page.waitForURL(/\/my\/mycourse\?type=3$/);
    await current("已收藏");
    // The demo data may give this learner courses some day: the list or its empty state, whichever it is.
    await page.locator(".my-list__grid, .my-list__empty").first().waitFor();
    await expectNoSeriousA11yViolations(page, "我的课程 @1280px");

    // On a phone the list grows by scrolling instead of pages: its end says so.
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}/my/trainingattend`);
    await page.getByRole("article").filter({ hasText: "新品功能解读：明晚开播" }).waitFor();
    await page.getByText("没有更多了").waitFor();
    await expectNoSeriousA11yViolations(page, "参加的培训 @375px");
    await page.screenshot({ path: join(artifacts, "my-trainingattend-375.png"), fullPage: true });
  });
});
