import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { openAdminMenu, signInToAdmin } from "./support/admin";
import { artifacts, baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";
import { REVIEWER } from "./support/people";
import { signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** The seeded inbox (db/seed/letters.ts): a read welcome, then 报名审核通过 and 候补成功 unread. */
const letterRow = (page: Page, title: string) =>
  page.getByRole("list", { name: "站内信列表" }).getByRole("button", { name: new RegExp(title) });

/** Signs in on the login page a visitor to /my/letter is sent to, and lands back in the inbox. */
async function signInToInbox(page: Page, mobile: string) {
  await page.goto(`${baseUrl}/my/letter`);
  await page.waitForURL(/\/user\/login\?gotoUrl=/);
  expect(decodeURIComponent(page.url())).toContain("gotoUrl=/my/letter");
  await signInWithForm(page, mobile);
  await page.waitForURL(/\/my\/letter$/);
  await page.getByRole("heading", { name: /站内信/ }).waitFor();
}

describe("the letters inbox in the portal", () => {
  journey("a learner sees the unread badge, opens a letter, switches tab and marks all read", async (newPage) => {
    const page = await newPage(DESKTOP);
    await signInToInbox(page, "13900000004");
    const header = page.locator(".site-header");
    await header.getByLabel("2 封未读站内信").waitFor();

    // From the header's menu, as a person would come back to it.
    await page.goto(`${baseUrl}/my/index`);
    await page.getByRole("link", { name: /站内信/ }).waitFor();
    await header.getByRole("button", { name: /2 封未读站内信/ }).click();
    await header.getByRole("menuitem", { name: "站内信 2" }).click();
    await page.waitForURL(/\/my\/letter$/);
    await page.getByText("2 封未读", { exact: true }).waitFor();
    expect(await page.getByRole("list", { name: "站内信列表" }).getByRole("button").count()).toBe(3);
    await page.getByText("选择一封站内信，在这里查看全文").waitFor();

    // Opening a letter: its dot goes at once, the pane shows it with 查看详情, the badge counts one fewer.
    const promoted = letterRow(page, "候补成功");
    expect(await promoted.getByText("未读").count()).toBe(1);
    await promoted.click();
    const pane = page.getByRole("region", { name: "站内信详情" });
    await pane.getByRole("heading", { name: "候补成功" }).waitFor();
    await pane.getByText("已自动为您报名成功").waitFor();
    expect(await pane.getByRole("link", { name: "查看详情" }).getAttribute("href")).toBe("/Training/Detail/demo-upcoming");
    expect(await promoted.getByText("未读").count()).toBe(0);
    await header.getByLabel("1 封未读站内信").waitFor();
    await page.getByText("1 封未读", { exact: true }).waitFor();
    await page.screenshot({ path: join(artifacts, "letters-1280.png"), fullPage: true });

    // 未读: the pane resets, and the server holds the opened letter as read.
    await page.getByRole("navigation", { name: "站内信分类" }).getByRole("link", { name: "未读" }).click();
    await page.waitForURL(/\/my\/letter\?tab=1$/);
    await page.getByText("选择一封站内信，在这里查看全文").waitFor();
    await letterRow(page, "报名审核通过").waitFor();
    // The 全部 list (which has this letter too) stays until the unread one replaces it.
    await page.getByRole("list", { name: "站内信列表" }).getByRole("button").nth(1).waitFor({ state: "detached" });
    expect(await page.getByRole("list", { name: "站内信列表" }).getByRole("button").count()).toBe(1);

    // 全部已读: the badge goes, and the unread tab is empty.
    await page.getByRole("button", { name: "全部已读" }).click();
    await page.getByText("已全部标记为已读").waitFor();
    await page.getByText("没有未读的站内信").waitFor();
    await header.getByLabel(/封未读站内信/).waitFor({ state: "detached" });
    expect(await page.getByRole("button", { name: "全部已读" }).isDisabled()).toBe(true);
    await page.screenshot({ path: join(artifacts, "letters-empty-1280.png"), fullPage: true });

    await page.getByRole("navigation", { name: "站内信分类" }).getByRole("link", { name: "已读" }).click();
    await page.waitForURL(/\/my\/letter\?tab=2$/);
    await letterRow(page, "欢迎来到学习认证门户").waitFor();
    expect(await page.getByRole("list", { name: "站内信列表" }).getByRole("button").count()).toBe(3);
    await page.reload();
    await letterRow(page, "报名审核通过").waitFor();
    await header.getByRole("button", { name: /封未读站内信/ }).waitFor({ state: "detached" });
  });

  journey("on a phone: the list, a letter the whole width, and 返回 to the list", async (newPage) => {
    const page = await newPage(PHONE);
    await signInToInbox(page, "13900000003");
    const approved = letterRow(page, "报名审核通过");
    expect(await approved.getByText("未读").count()).toBe(1);
    await page.screenshot({ path: join(artifacts, "letters-375.png"), fullPage: true });

    await approved.click();
    const letter = page.getByRole("article", { name: "报名审核通过" });
    await letter.getByText("已通过审核").waitFor();
    await letter.getByRole("link", { name: "查看详情" }).waitFor();
    expect(await page.getByRole("navigation", { name: "站内信分类" }).isVisible()).toBe(false);
    await page.screenshot({ path: join(artifacts, "letters-detail-375.png"), fullPage: true });

    await letter.getByRole("button", { name: "返回" }).click();
    await letter.waitFor({ state: "detached" });
    await page.getByRole("navigation", { name: "站内信分类" }).waitFor();
    expect(await approved.getByText("未读").count()).toBe(0);
    await page.getByText("1 封未读", { exact: true }).waitFor();

    // 查看详情 leads to the session the letter is about.
    await approved.click();
    await page.getByRole("article", { name: "报名审核通过" }).getByRole("link", { name: "查看详情" }).click();
    await page.waitForURL(/\/Training\/Detail\/demo-approval$/);
    await page.getByRole("heading", { name: "代理商认证辅导（需审核）" }).waitFor();
  });

  journey("an operator sends a letter to one learner from the back office; it lands in that learner's inbox", async (newPage) => {
    const office = await newPage(DESKTOP);
    await signInToAdmin(office, REVIEWER);
    await openAdminMenu(office, "内容与帮助", "站内信");
    await office.getByRole("link", { name: "新建" }).click();
    await office.getByRole("radio", { name: "指定用户" }).check();
    await office.getByLabel("收件人").fill("13900000027");
    await office.getByRole("option", { name: /13900000027/ }).click();
    await office.getByLabel("标题").fill("课程资料已上传");
    await office.getByRole("textbox", { name: "内容", exact: true }).fill("《广告投放实战》的课件已上传，请到课程页面下载。");
    await office.getByLabel("链接").fill("/Training/Detail/demo-live-now");
    await office.getByRole("button", { name: "保存" }).click();
    await office.getByText("收件人数").waitFor();

    const page = await newPage(PHONE);
    await signInToInbox(page, "13900000027");
    await letterRow(page, "课程资料已上传").click();
    const letter = page.getByRole("article", { name: "课程资料已上传" });
    await letter.getByText("课件已上传").waitFor();
    await letter.getByRole("link", { name: "查看详情" }).click();
    await page.waitForURL(/\/Training\/Detail\/demo-live-now$/);
  });
});
