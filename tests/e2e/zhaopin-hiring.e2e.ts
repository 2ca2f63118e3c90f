import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beijingDate } from "@/api/contract/beijing-time";
import { signIn, testClient } from "@/tests/support/client";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { adminApi, rememberSession, signInToAdmin } from "./support/admin";
import { artifacts, baseUrl, DESKTOP, fitsWidth, PHONE, useBrowser } from "./support/browser";
import { signInAsNewcomer } from "./support/interest";
import { OPERATOR } from "./support/people";
import { writeCompleteCv } from "./support/zhaopin";

const { journey } = useBrowser();

/** The demo HR of 雨欣水产 (db/seed/users.ts); new numbers no other journey knows. */
const HR = "13900000001";
const CANDIDATE = "13900000081";
const OTHER_HR = "13900000082";
const POSITION = "浏览器测试·新媒体运营";
const OTHER_COMPANY = "浏览器测试他司";

/** A 1x1 PNG, the logo the HR uploads (the server re-encodes it). */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/**
 * The candidate, signed in on `page`, builds a complete CV through the portal's own calls in that session (ZhaoPin/*;
 * its pages are zhaopin-cv.e2e.ts's).
 */
async function candidateBuildsCv(page: Page) {
  const client = testClient(baseUrl, { ip: "10.81.0.1" });
  for (const c of await page.context().cookies()) client.cookies.set(c.name, c.value);
  await writeCompleteCv(client, {
    base: { chineseName: "浏览器候选", sex: 1, age: 26, workYears: "1-3年" },
    work: { startTime: "2020/07", companyName: "某某传媒", position: "运营专员" },
    education: { startTime: "2016/09", endTime: "2020/06", university: "深圳大学", major: "市场营销" },
  });
}

/**
 * On a phone, the candidate finds the position by its filters and signs in from its page; with the CV written
 * meanwhile (candidateBuildsCv) and the page opened again, sends it.
 */
async function candidateSends(page: Page) {
  await page.goto(`${baseUrl}/ZhaoPin/`);
  await page.getByRole("button", { name: "筛选" }).click();
  const sheet = page.getByRole("dialog", { name: "筛选职位" });
  await sheet.getByLabel("职位类型").selectOption("运营");
  await sheet.getByRole("combobox", { name: "省份" }).selectOption("广东省");
  await sheet.getByRole("combobox", { name: "城市" }).selectOption("深圳市");
  await sheet.getByRole("button", { name: "确定" }).click();
  await page.waitForURL(/positionType=/);
  await page.getByRole("list", { name: "职位列表" }).getByRole("link", { name: POSITION }).click();
  await page.waitForURL(/\/ZhaoPin\/Detail\/\d+\?from=list$/);
  const detailUrl = page.url();
  await page.getByRole("button", { name: "投递简历" }).click();
  await page.waitForURL(/\/user\/login/);
  await signInAsNewcomer(page, CANDIDATE, "浏览器候选");
  await page.waitForURL(detailUrl);
  await candidateBuildsCv(page);
  await page.reload();
  await page.getByRole("button", { name: "投递简历" }).click();
  const confirm = page.getByRole("dialog", { name: "投递简历" });
  await confirm.getByRole("button", { name: "确认投递" }).click();
  await confirm.waitFor({ state: "detached" });
  await page.getByRole("button", { name: "已投递" }).waitFor();
}

let positionId = 0;

describe("the hiring back office", () => {
  journey(
    "the demo HR edits the profile, posts a position, opens the application and invites the candidate to an interview",
    async (newPage) => {
      const page = await newPage(DESKTOP);
      await signInToAdmin(page, HR);
      const me = (await adminApi<{ companyId: number }>(page, "GET", "/auth/me")).json;

      // 公司主页: HR lands on its own company's page and edits the profile (the name stays read-only).
      await page.getByRole("menuitem", { name: "公司主页" }).click();
      await page.waitForURL(new RegExp(`/admin/company-profiles/${me.companyId}/show$`));
      await page.getByRole("link", { name: "编辑" }).click();
      expect(await page.getByLabel("公司名称").isEditable()).toBe(false);
      await page.locator('input[type="file"]').setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
      await page.getByText("已上传 logo.png，保存后生效").waitFor();
      await page.getByLabel("公司介绍").fill("雨欣水产专注于海产品养殖与冷链配送。");
      await page.getByRole("combobox", { name: "公司规模" }).click();
      await page.getByRole("option", { name: "100-499人" }).click();
      await page.getByRole("combobox", { name: "省份" }).click();
      await page.getByRole("option", { name: "福建省" }).click();
      await page.getByRole("combobox", { name: "城市" }).fill("厦门");
      await page.getByRole("option", { name: "厦门市" }).click();
      await page.getByRole("button", { name: "保存" }).click();
      await page.waitForURL(/\/show$/);
      await page.getByText("雨欣水产专注于海产品养殖与冷链配送。").waitFor();
      await page.getByText("100-499人").waitFor();
      await page.screenshot({ path: join(artifacts, "zhaopin-profile-1280.png"), fullPage: true });

      // 职位: a wrong salary range first (the schema's message), then a draft, published.
      await page.goto(`${baseUrl}/admin/positions/create`);
      await page.getByLabel("职位名称").fill(POSITION);
      await page.getByRole("combobox", { name: "职位类型" }).click();
      await page.getByRole("option", { name: "运营", exact: true }).click();
      await page.getByLabel("最低月薪（元）").fill("12000");
      await page.getByLabel("最高月薪（元）").fill("8000");
      await page.getByRole("combobox", { name: "省份" }).click();
      await page.getByRole("option", { name: "广东省" }).click();
      await page.getByRole("combobox", { name: "城市" }).fill("深圳");
      await page.getByRole("option", { name: "深圳市" }).click();
      await page.getByLabel("职位描述").fill("负责公众号与短视频的内容运营。");
      await page.getByRole("button", { name: "保存" }).click();
      await page.getByText("最高月薪不能低于最低月薪").waitFor();
      await page.getByLabel("最高月薪（元）").fill("15000");
      await page.getByRole("button", { name: "保存" }).click();
      await page.waitForURL(/\/admin\/positions\/\d+\/show$/);
      positionId = Number(page.url().match(/positions\/(\d+)\/show/)![1]);
      await page.getByText("草稿", { exact: true }).waitFor();
      await page.getByRole("button", { name: "发布" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "确认" }).click();
      await page.getByText("职位已发布").waitFor();
      await page.getByText("招聘中", { exact: true }).waitFor();
      await page.screenshot({ path: join(artifacts, "zhaopin-position-1280.png"), fullPage: true });

      // A candidate on a phone finds it and sends a CV; HR finds it in the position's inbox, at 投递成功.
      const candidate = await newPage(PHONE);
      await candidateSends(candidate);
      await page.reload();
      const row = page.getByRole("row").filter({ hasText: "浏览器候选" });
      await row.getByText("投递成功").waitFor();
      await row.click();

      // Opening it moves it to 被查看; the CV sent shares its contact, so HR reads the whole mobile; HR invites to an interview and notes it.
      await page.waitForURL(/\/admin\/applications\/\d+\/show$/);
      await page.getByText("状态：被查看").waitFor();
      await page.getByText("深圳大学 · 市场营销 · 本科").waitFor();
      await page.getByText(CANDIDATE).first().waitFor();
      // 邀请面试 on the application is the invitation's form (zhaopin-interviews.e2e.ts): a time, a place, a phone.
      await page.getByRole("button", { name: "邀请面试" }).click();
      const invite = page.getByRole("dialog", { name: "邀请面试" });
      await invite.getByLabel("面试时间（北京时间）").fill(`${beijingDate(Date.now() + 86_400_000)}T15:00`);
      await invite.getByLabel("面试地点").fill("深圳市南山区科技园");
      await invite.getByLabel("联系电话").fill("0755-12345678");
      await invite.getByRole("button", { name: "发送邀请" }).click();
      await page.getByText("面试邀请已发送，已通知候选人").waitFor();
      await page.getByText("状态：邀请面试").waitFor();
      await page.getByLabel("备注").fill("周三下午面试");
      await page.getByRole("button", { name: "添加备注" }).click();
      await page.getByText("周三下午面试", { exact: true }).waitFor();
      await page.screenshot({ path: join(artifacts, "zhaopin-application-1280.png"), fullPage: true });
      await expectNoSeriousA11yViolations(page);

      // The candidate sees the new stage on 我的投递, and the letter that told them.
      await candidate.goto(`${baseUrl}/ZhaoPin/Applied`);
      await candidate.locator(".zp-applied", { hasText: POSITION }).getByText("邀请面试").waitFor();
      await candidate.screenshot({ path: join(artifacts, "zhaopin-applied-interview-375.png"), fullPage: true });
      await candidate.goto(`${baseUrl}/my/letter`);
      await candidate.getByText("投递状态更新：邀请面试").first().waitFor();

      // On a phone, the inbox lists it at its new stage.
      const phone = await newPage(PHONE);
      await signInToAdmin(phone, HR);
      await phone.goto(`${baseUrl}/admin/applications`);
      await phone.getByText("浏览器候选 · 邀请面试").waitFor();
      await phone.screenshot({ path: join(artifacts, "zhaopin-applications-375.png"), fullPage: true });
      await fitsWidth(phone);
    },
  );

  journey("an HR of another company sees none of it, in the screens or by calling the api with its ids", async (newPage) => {
    expect(positionId).toBeGreaterThan(0);
    // The operator makes another company and gives a new account its HR role.
    const op = await newPage(DESKTOP);
    await signInToAdmin(op, OPERATOR);
    const company = await adminApi<{ id: number }>(op, "POST", "/companies", { companyName: OTHER_COMPANY });
    expect(company.status).toBe(201);
    const client = testClient(baseUrl, { ip: "10.81.0.2" });
    expect((await signIn(client, baseUrl, OTHER_HR)).code).toBe(0);
    rememberSession(OTHER_HR, client.cookies);
    const found = await adminApi<{ id: number }[]>(op, "GET", `/users?filter=${encodeURIComponent(JSON.stringify({ q: OTHER_HR }))}`);
    const made = await adminApi(op, "PUT", `/users/${found.json[0]!.id}`, {
      chineseName: "他司人事",
      companyName: OTHER_COMPANY,
      roles: ["person", "enterprise"],
      companyId: company.json.id,
      disabled: false,
    });
    expect(made.status).toBe(200);

    const page = await newPage(DESKTOP);
    await signInToAdmin(page, OTHER_HR);
    await page.getByRole("menuitem", { name: "职位" }).click();
    await page
      .getByText(/暂无|没有/)
      .first()
      .waitFor();
    expect(await page.getByText(POSITION).count()).toBe(0);
    await page.getByRole("menuitem", { name: "投递管理" }).click();
    await page
      .getByText(/暂无|没有/)
      .first()
      .waitFor();
    expect(await page.getByText("浏览器候选").count()).toBe(0);
    await page.screenshot({ path: join(artifacts, "zhaopin-other-hr-1280.png"), fullPage: true });
    // Straight at the api, with the other company's ids.
    expect((await adminApi(page, "GET", `/positions/${positionId}`)).status).toBe(404);
    expect((await adminApi(page, "POST", `/positions/${positionId}/close`, {})).status).toBe(404);
    const apps = await adminApi<{ id: number }[]>(
      page,
      "GET",
      `/applications?filter=${encodeURIComponent(JSON.stringify({ positionId }))}`,
    );
    expect(apps.json).toEqual([]);
  });
});
