import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { artifacts, baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";
import { signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** Demo learners (db/seed/users.ts) no other journey signs in as: profile complete, no growth plan yet. */
const DESKTOP_LEARNER = "13900000039";
const PHONE_LEARNER = "13900000040";

/** A visitor to /growplan/start is sent to sign in, and comes back to the form. */
async function signInToStart(page: Page, mobile: string) {
  await page.goto(`${baseUrl}/growplan/start`);
  await page.waitForURL(/\/user\/login\?gotoUrl=/);
  await signInWithForm(page, mobile);
  await page.waitForURL(/\/growplan\/start$/);
  await page.getByRole("heading", { name: "定制我的成长计划" }).waitFor();
}

const group = (page: Page, legend: string) => page.getByRole("group", { name: legend });

describe("the growth plan in the portal", () => {
  journey(
    "a learner misses the industry, is told so with their choices kept, starts a plan, opens a task and reads the learn record",
    async (newPage) => {
      const page = await newPage(DESKTOP);
      await signInToStart(page, DESKTOP_LEARNER);
      expect(await page.title()).toBe("定制成长计划 - 学习认证中心");

      await group(page, "*您的岗位").getByLabel("广告优化师").check();
      await group(page, "*成长阶段").getByLabel("入门新手（1年以内）").check();
      await page.getByRole("button", { name: "生成我的成长计划" }).click();
      await group(page, "*所在行业").getByText("请选中行业").waitFor();
      expect(await group(page, "*您的岗位").getByLabel("广告优化师").isChecked()).toBe(true);
      expect(await group(page, "*成长阶段").getByLabel("入门新手（1年以内）").isChecked()).toBe(true);
      expect(page.url()).toMatch(/\/growplan\/start$/);
      await expectNoSeriousA11yViolations(page, "成长计划选择（缺行业）");
      await page.screenshot({ path: join(artifacts, "growplan-start-1280.png"), fullPage: true });

      await group(page, "*所在行业").getByLabel("电商零售").check();
      await page.getByText("请选中行业").waitFor({ state: "detached" });
      await page.getByRole("button", { name: "生成我的成长计划" }).click();
      await page.waitForURL(/\/growplan\/planlist$/);
      await page.getByRole("heading", { name: "广告优化师与新媒体运营成长计划" }).waitFor();
      expect(await page.title()).toBe("我的成长计划 - 学习认证中心");
      const stages = page.locator(".grow-step__title");
      expect(await stages.allTextContents()).toEqual(["第一阶段：打好基础", "第二阶段：进阶实战", "第三阶段：专业认证"]);
      const live = page.getByRole("button", { name: /观看直播：广告投放实战/ });
      expect(await live.textContent()).toContain("直播");
      expect(await live.textContent()).toContain("未报名");
      await page
        .getByRole("button", { name: /通过认证：巨量引擎营销认证（初级）/ })
        .getByText("考试", { exact: true })
        .waitFor();
      await expectNoSeriousA11yViolations(page, "我的成长计划");
      await page.screenshot({ path: join(artifacts, "growplan-planlist-1280.png"), fullPage: true });

      // The 考试 tab keeps the exams: the live session goes, the stages stay (those without one say so).
      const kinds = page.getByRole("group", { name: "任务类型" });
      await kinds.getByRole("button", { name: "考试" }).click();
      await live.waitFor({ state: "detached" });
      await page.getByRole("button", { name: /通过认证：巨量引擎营销认证（初级）/ }).waitFor();
      expect(await stages.count()).toBe(3);
      await page.getByText("本阶段暂无考试任务").first().waitFor();
      await kinds.getByRole("button", { name: "全部" }).click();

      // A task opens where it is done: this one the live session's page.
      await live.click();
      await page.waitForURL(/\/Training\/Detail\/demo-live-now$/);

      // From the my area to the learn record; September 2021, before any course was studied here, is empty.
      await page.goto(`${baseUrl}/my/index`);
      await page.getByRole("link", { name: /学习记录/ }).click();
      await page.waitForURL(/\/growplan\/learnrecord$/);
      await page.getByRole("heading", { name: "学习记录" }).waitFor();
      expect(await page.title()).toBe("学习记录 - 学习认证中心");
      await page.getByText(/^累计学习/).waitFor();
      await page.getByLabel("月份").selectOption("2021-09");
      await page.waitForURL(/\/growplan\/learnrecord\?month=2021-09$/);
      await page.getByText("2021年9月暂无学习记录").waitFor();
      await expectNoSeriousA11yViolations(page, "学习记录");
      await page.screenshot({ path: join(artifacts, "growplan-learnrecord-1280.png"), fullPage: true });
      // Back to the plan, as the page offers.
      await page.getByRole("link", { name: "去成长计划学习" }).click();
      await page.getByRole("heading", { name: "广告优化师与新媒体运营成长计划" }).waitFor();
    },
  );

  journey("on a phone: a custom post needs its text, then the general plan, the learn record and a special plan", async (newPage) => {
    const page = await newPage(PHONE);
    // Without a plan, the plan page sends a signed-in person to the form.
    await signInToStart(page, PHONE_LEARNER);
    await page.goto(`${baseUrl}/growplan/planlist`);
    await page.waitForURL(/\/growplan\/start$/);

    await group(page, "*您的岗位").getByLabel("自定义").check();
    await group(page, "*成长阶段").getByLabel("中级（3-5年）").check();
    await group(page, "*所在行业").getByLabel("游戏").check();
    await page.getByRole("button", { name: "生成我的成长计划" }).click();
    await page.getByText("请填写岗位").waitFor();
    await expectNoSeriousA11yViolations(page, "成长计划选择（自定义岗位） @375px");
    await page.screenshot({ path: join(artifacts, "growplan-start-375.png"), fullPage: true });
    await page.getByLabel("自定义岗位").fill("投放主管");
    await page.getByRole("button", { name: "生成我的成长计划" }).click();
    await page.waitForURL(/\/growplan\/planlist$/);
    await page.getByRole("heading", { name: "数字营销通用成长计划" }).waitFor();
    await page.getByText("投放主管").waitFor();
    await expectNoSeriousA11yViolations(page, "我的成长计划 @375px");
    await page.screenshot({ path: join(artifacts, "growplan-planlist-375.png"), fullPage: true });

    await page.getByRole("link", { name: "学习记录" }).click();
    await page.waitForURL(/\/growplan\/learnrecord$/);
    await page.getByText(/^累计学习/).waitFor();
    await page.screenshot({ path: join(artifacts, "growplan-learnrecord-375.png"), fullPage: true });

    // The seeded special plan (the third plan of a fresh database) opens by its link, beside the learner's own.
    await page.goto(`${baseUrl}/growplan/special?id=3`);
    await page.getByRole("heading", { name: "巨量引擎认证备考专项计划" }).waitFor();
    await page.getByText("专项成长计划", { exact: true }).waitFor();
    expect(await page.getByRole("link", { name: "重新选择" }).count()).toBe(0);
    await page.getByRole("button", { name: /通过认证：巨量引擎营销认证（中级）/ }).waitFor();
  });
});
