import { describe, expect } from "bun:test";
import { join } from "node:path";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { openAdminMenu, signInToAdmin } from "./support/admin";
import { artifacts, baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";
import { REVIEWER } from "./support/people";
import { signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** The credits learner of the demo data (db/seed/credits.ts), whom no other journey signs in as. */
const LEARNER = "13900000070";
const DAY = 86_400_000;
/** A day in UTC+8 'YYYY-MM-DD', `days` from today. */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY + 8 * 3600_000).toISOString().slice(0, 10);

describe("credits, medals and the skill radar", () => {
  journey("a learner sees an entry flip to expired on a later date, their medals and a drawn radar", async (newPage) => {
    const page = await newPage(DESKTOP);
    await page.goto(`${baseUrl}/my/cercontinue?type=0`);
    await page.waitForURL(/\/user\/login\?gotoUrl=/);
    await signInWithForm(page, LEARNER);
    await page.waitForURL(/\/my\/cercontinue/);
    await page.waitForFunction(() => document.title.startsWith("我的学分"));

    // Today: the award lapsing in 20 days is valid; the lapsed ones were booked off.
    const entry = page.getByRole("listitem").filter({ hasText: "课程学习奖励" });
    await entry.getByText("有效", { exact: true }).waitFor();
    await page.getByRole("listitem").filter({ hasText: "签到奖励" }).getByText("已过期", { exact: true }).waitFor();
    const before = Number(await page.getByTestId("vscore").textContent());
    expect(before).toBeGreaterThan(0);
    const picker = page.getByLabel("查询日期");
    expect(await picker.getAttribute("min")).toBe("2020-09-27");
    await expectNoSeriousA11yViolations(page, "我的学分 @1280px");
    await page.screenshot({ path: join(artifacts, "my-credits-1280.png"), fullPage: true });

    // A month on, it has lapsed: expired, and the valid total drops.
    await picker.fill(dayFromNow(30));
    await page.waitForURL(new RegExp(`date=${dayFromNow(30)}`));
    await entry.getByText("已过期", { exact: true }).waitFor();
    await page.waitForFunction((b) => Number(document.querySelector('[data-testid="vscore"]')?.textContent) < b, before);
    await page.getByRole("navigation", { name: "学分状态" }).getByRole("button", { name: "有效" }).click();
    await page.waitForURL(/type=1/);
    // Only what is still valid that day: the lapsed entry leaves the list, the later ones stay.
    await page.getByRole("listitem").filter({ hasText: "课程学习奖励" }).waitFor({ state: "detached" });
    await page.getByRole("listitem").filter({ hasText: "活动任务奖励" }).waitFor();
    expect(await page.getByRole("listitem").filter({ hasText: "已过期" }).count()).toBe(0);

    // Medals from 个人中心: earned levels may be shared, the others say 未获得.
    await page.goto(`${baseUrl}/my/index`);
    await page.getByRole("link", { name: /我的勋章/ }).click();
    await page.waitForURL(/\/my\/medal$/);
    await page.waitForFunction(() => document.title.startsWith("我的勋章"));
    const earned = page.locator(".medal__level--earned").first();
    await earned.getByText("已获得").waitFor();
    await earned.getByRole("button", { name: "分享" }).waitFor();
    const locked = page.locator(".medal__level:not(.medal__level--earned)").first();
    await locked.getByText("未获得").waitFor();
    expect(await locked.getByRole("button", { name: "分享" }).count()).toBe(0);
    await page.getByText("累计学习 10 小时").first().waitFor();
    await expectNoSeriousA11yViolations(page, "我的勋章 @1280px");
    await page.screenshot({ path: join(artifacts, "my-medal-1280.png"), fullPage: true });

    // The radar: Apache ECharts draws it on a canvas, 10 axes listed beside it.
    await page.goto(`${baseUrl}/my/index`);
    await page.getByRole("link", { name: /能力雷达/ }).click();
    await page.waitForURL(/\/my\/radar$/);
    await page.getByRole("img", { name: "能力雷达图" }).locator("canvas").waitFor();
    expect(await page.locator(".radar__values li").count()).toBe(10);
    await expectNoSeriousA11yViolations(page, "能力雷达 @1280px");
    await page.screenshot({ path: join(artifacts, "my-radar-1280.png"), fullPage: true });

    // On a phone.
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}/my/cercontinue`);
    await page.getByRole("listitem").filter({ hasText: "课程学习奖励" }).waitFor();
    await expectNoSeriousA11yViolations(page, "我的学分 @375px");
    await page.screenshot({ path: join(artifacts, "my-credits-375.png"), fullPage: true });
    await page.goto(`${baseUrl}/my/radar`);
    await page.getByRole("img", { name: "能力雷达图" }).locator("canvas").waitFor();
    await page.screenshot({ path: join(artifacts, "my-radar-375.png"), fullPage: true });
    await page.goto(`${baseUrl}/my/medal`);
    await page.locator(".medal__level--earned").first().waitFor();
    await expectNoSeriousA11yViolations(page, "我的勋章 @375px");
    await page.screenshot({ path: join(artifacts, "my-medal-375.png") });
    // Special exams are the exams of my growth plan (GrowPlan/SpecialExam3); the demo learner has chosen one.
    await page.goto(`${baseUrl}/my/specialexam`);
    await page.waitForFunction(() => document.title.startsWith("专项考试"));
    await page.locator(".special-exam").first().getByRole("link", { name: "去考试" }).waitFor();
    await expectNoSeriousA11yViolations(page, "专项考试 @375px");
    await page.screenshot({ path: join(artifacts, "my-specialexam-375.png"), fullPage: true });
  });

  journey("an operator sets how long points stay valid and reads the ledger", async (newPage) => {
    const office = await newPage(DESKTOP);
    await signInToAdmin(office, REVIEWER);
    await openAdminMenu(office, "积分与商城", "积分设置");
    await office.getByText("12 个月").click();
    const months = office.getByLabel("积分有效期（月）");
    await months.fill("121");
    await office.getByRole("button", { name: "保存" }).click();
    await office.getByText("积分有效期不能超过120个月").waitFor();
    await months.fill("18");
    await office.getByRole("button", { name: "保存" }).click();
    await office.getByText("18 个月").waitFor();

    await office.getByRole("menuitem", { name: "积分流水" }).click();
    await office
      .getByText(/积分过期/)
      .first()
      .waitFor();
    await office.getByText("积分兑换：学习笔记本").first().waitFor();
    await office.screenshot({ path: join(artifacts, "admin-points-ledger-1280.png"), fullPage: true });
    // Put the period back for the journeys after this one.
    await office.getByRole("menuitem", { name: "积分设置" }).click();
    await office.getByText("18 个月").click();
    await office.getByLabel("积分有效期（月）").fill("12");
    await office.getByRole("button", { name: "保存" }).click();
    await office.getByText("12 个月").waitFor();
  });
});
