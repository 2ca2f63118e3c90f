import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { artifacts, baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";
import { openLoginPopup, signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/**
 * The seeded special topic (db/seed/activity.ts): steps of 12, 5 and 4 tasks, the third all visit tasks (a page open
 * TASK_VISIT_SECONDS), and a sign-up form of one optional question; the first activity has the full form.
 */
const SPECIAL = "/activity/special?id=3";
const FORM_ACTIVITY = "/activity/detail?id=1";
const APPROVAL_ACTIVITY = "/activity/detail?id=2";

async function signInWithPopup(page: Page, mobile: string) {
  await signInWithForm(await openLoginPopup(page), mobile);
  // The pop-up reloads the page signed in.
  await page.locator(".site-header").getByRole("button", { name: "登录" }).waitFor({ state: "detached" });
}

describe("Activities in the portal", () => {
  journey("a learner finishes special-topic tasks, claims the points and the medal, and sees 已领取", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    await page.goto(`${baseUrl}${SPECIAL}`);
    await page.getByRole("heading", { name: "营销新手 21 天成长专题" }).waitFor();

    // 12 tasks: 10 show on a desktop, 更多 shows the rest.
    const first = page.getByRole("region", { name: "第一阶段：认识数字营销" });
    expect(await first.locator(".task-list__item").count()).toBe(10);
    await first.getByRole("button", { name: "更多（共 12 项）" }).click();
    expect(await first.locator(".task-list__item").count()).toBe(12);

    await signInWithPopup(page, "13900000020");
    // Tasks wait for the topic's sign-up: the notice leads to its form, and back.
    const notice = page.getByRole("status").filter({ hasText: "报名后即可完成任务、领取积分与勋章。" });
    await notice.getByRole("link", { name: "去报名" }).click();
    const form = page.locator("form.activity-form");
    await form.getByRole("checkbox", { name: "我已阅读并同意" }).check();
    await form.getByRole("button", { name: "立即报名" }).click();
    await page.getByRole("dialog", { name: "报名成功" }).getByRole("button", { name: "知道了" }).click();
    await page.goto(`${baseUrl}${SPECIAL}`);
    await page.getByRole("heading", { name: "营销新手 21 天成长专题" }).waitFor();
    expect(await notice.count()).toBe(0);

    const step = page.getByRole("region", { name: "第三阶段：数据复盘" });
    const medal = step.getByRole("complementary", { name: "勋章：第三阶段勋章" });

    // Nothing reached yet: the notice says so, then hides.
    await medal.getByRole("button", { name: "领取第三阶段勋章" }).click();
    const nothing = page.locator(".toast").filter({ hasText: "没有需要领取项" });
    await nothing.waitFor();
    await nothing.waitFor({ state: "detached" });

    // 去完成 opens the task's page in a new tab, which counts the seconds it is open and then reports the visit; the
    // topic's page offers the points. Two tasks reach level 1 (2 of 4).
    const tabs: Page[] = [];
    for (const n of [0, 1]) {
      const [tab] = await Promise.all([page.context().waitForEvent("page"), step.getByRole("button", { name: "去完成" }).nth(n).click()]);
      await tab.waitForURL(/\/Learning\/List\?isLive=1&task=3-\d&visitTask=/);
      await tab
        .getByRole("complementary", { name: "浏览任务" })
        .getByText(/浏览本页 \d+ 秒后完成任务/)
        .waitFor();
      tabs.push(tab);
    }
    expect(await step.getByRole("button", { name: /^领取积分/ }).count()).toBe(0);
    await tabs[0]!.screenshot({ path: join(artifacts, "activity-task-visit-1280.png") });
    for (const tab of tabs) {
      await tab.getByRole("status").filter({ hasText: "任务已完成，回到活动页即可领取积分" }).waitFor({ timeout: 20_000 });
      await tab.close();
    }
    await step
      .getByRole("button", { name: /^领取积分/ })
      .nth(1)
      .waitFor();

    await step.getByRole("button", { name: /^领取积分：第三阶段任务 1/ }).click();
    await page.locator(".toast").filter({ hasText: "领取成功" }).first().waitFor();
    const claimedTask = step.locator(".task-list__item").first().getByRole("button", { name: "已领取" });
    await claimedTask.waitFor();
    expect(await claimedTask.isDisabled()).toBe(true);

    await medal.getByRole("button", { name: "领取第三阶段勋章" }).click();
    const claimedMedal = medal.getByRole("button", { name: "第三阶段勋章已领取" });
    await claimedMedal.waitFor();
    expect(await claimedMedal.isDisabled()).toBe(true);
    expect(await medal.locator(".medal-level--held").count()).toBe(1);
    await medal.locator(".medal-level--held").getByText("已获得").waitFor();

    // The share poster carries the page's QR code; copying the link shows a notice that hides.
    await page.getByRole("button", { name: "分享海报" }).click();
    const poster = page.getByRole("dialog", { name: "分享海报" });
    const qr = poster.getByRole("img", { name: "专题页二维码" });
    await qr.waitFor();
    await page.waitForFunction((img) => (img as HTMLImageElement).naturalWidth > 0, await qr.elementHandle());
    await page.keyboard.press("Escape");
    await poster.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "复制链接" }).click();
    const copy = page.getByRole("dialog", { name: "复制链接" });
    expect(await copy.getByLabel("专题链接").inputValue()).toBe(`${baseUrl}${SPECIAL}`);
    await copy.getByRole("button", { name: "复制" }).click();
    const copied = page.locator(".toast").filter({ hasText: "链接已复制" });
    await copied.waitFor();
    await copied.waitFor({ state: "detached" });
    await page.screenshot({ path: join(artifacts, "activity-special-1280.png"), fullPage: true });

    // On a phone the lists fold after 4 tasks.
    const phone = await newPage(PHONE);
    await phone.goto(`${baseUrl}${SPECIAL}`);
    const phoneFirst = phone.getByRole("region", { name: "第一阶段：认识数字营销" });
    await phoneFirst.getByRole("button", { name: "更多（共 12 项）" }).waitFor();
    expect(await phoneFirst.locator(".task-list__item").count()).toBe(4);
    await phone.screenshot({ path: join(artifacts, "activity-special-375.png"), fullPage: true });
  });

  journey("a learner signs up for an activity: a wrong email first (error shown, input kept), then success", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}${FORM_ACTIVITY}`);
    await page.getByRole("button", { name: "登录报名" }).click();
    await signInWithForm(page.getByRole("dialog", { name: "手机号登录" }), "13900000021");
    const form = page.locator("form.activity-form");
    await form.waitFor();

    await form.getByLabel("邮箱").fill("li@example");
    await form.getByLabel("微信号").fill("wx_li2026");
    await form.getByLabel("公司主体").fill("网络科技");
    await form.getByRole("listbox", { name: "公司主体" }).getByRole("option").first().click();
    await form.getByLabel("行业").selectOption({ index: 1 });
    const sub = form.locator("[id$='-sub']");
    if (await sub.isVisible()) await sub.selectOption({ index: 1 });
    await form.getByRole("radio", { name: "10 万元以下" }).check();
    await form.getByRole("checkbox", { name: "我已阅读并同意" }).check();
    await form.getByRole("button", { name: "立即报名" }).click();

    await form.getByRole("alert").filter({ hasText: "请检查邮箱格式" }).waitFor();
    // The first message takes the focus and is scrolled to, far above the button that was pressed.
    await page.waitForFunction(() => {
      const email = document.activeElement;
      const box = email?.getBoundingClientRect();
      return email?.getAttribute("aria-invalid") === "true" && box && box.top >= 0 && box.bottom <= innerHeight;
    });
    expect(await form.getByLabel("邮箱").evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await form.getByLabel("邮箱").inputValue()).toBe("li@example");
    expect(await form.getByLabel("微信号").inputValue()).toBe("wx_li2026");
    await page.screenshot({ path: join(artifacts, "activity-detail-error-1280.png"), fullPage: true });

    await form.getByLabel("邮箱").fill("li@example.com");
    await form.getByRole("button", { name: "立即报名" }).click();
    const done = page.getByRole("dialog", { name: "报名成功" });
    await done.getByText("您已成功报名本次活动").waitFor();
    await done.getByRole("button", { name: "知道了" }).click();
    await page.getByRole("status").filter({ hasText: "已报名" }).waitFor();
  });

  journey("on a phone, a sign-up that needs approval shows the under-review pop-up and then 审核中", async (newPage) => {
    const page = await newPage(PHONE);
    await page.goto(`${baseUrl}${APPROVAL_ACTIVITY}`);
    // Phones sign in on the login page and come back.
    await page.getByRole("button", { name: "登录报名" }).click();
    await page.waitForURL(/\/user\/login\?gotoUrl=/);
    await signInWithForm(page, "13900000022");
    await page.waitForURL(/\/activity\/detail\?id=2$/);

    const form = page.locator("form.activity-form");
    await form.getByLabel("邮箱").fill("wang@example.com");
    await form.getByLabel("微信号").fill("wang_2026");
    await form.getByLabel("公司主体").fill("网络科技");
    await form.getByRole("listbox", { name: "公司主体" }).getByRole("option").first().click();
    // The agreement is a link that opens the activity's own text.
    await form.getByRole("button", { name: "《活动协议》" }).click();
    const agreement = page.getByRole("dialog", { name: "活动协议" });
    await agreement.getByText("报名即表示您同意主办方为活动组织与通知之目的使用您填写的信息").waitFor();
    await page.keyboard.press("Escape");
    await agreement.waitFor({ state: "detached" });
    // Unticked, the submit stops at the agreement: its box takes the focus.
    await form.getByRole("button", { name: "立即报名" }).click();
    await form.getByRole("alert").waitFor();
    const box = form.getByRole("checkbox", { name: "我已阅读并同意" });
    await page.waitForFunction(() => document.activeElement?.getAttribute("type") === "checkbox");
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.check();
    await page.screenshot({ path: join(artifacts, "activity-detail-375.png"), fullPage: true });
    await form.getByRole("button", { name: "立即报名" }).click();

    const review = page.getByRole("dialog", { name: "提交成功" });
    await review.getByText("报名信息已提交，正在审核中。审核结果将通过短信和站内信通知您，请留意查收。").waitFor();
    await review.getByRole("button", { name: "知道了" }).click();
    await page.getByRole("status").filter({ hasText: "审核中" }).waitFor();
  });
});
