import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { artifacts, baseUrl, DESKTOP, fitsWidth, PHONE, useBrowser } from "./support/browser";
import { signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** The second demo exam (db/seed/certification.ts seeds them in order on the runner's fresh database). */
const EXAM_2 = 2;
const REQUIRED = "请完善页面信息再进行下一步操作";

/** A visitor opening a booking page is sent to the login page and comes back to it signed in. */
async function signInTo(page: Page, path: string, mobile: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(/\/user\/login\?gotoUrl=/);
  await signInWithForm(page, mobile);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

const dates = (page: Page) => page.getByRole("group", { name: "考试日期" }).getByRole("button");
const sittings = (page: Page) => page.getByRole("group", { name: "考试场次" }).getByRole("button");

describe("booking an exam sitting", () => {
  journey("an approved candidate picks a date and a sitting, books and gets the exam link; at 375 px too", async (newPage) => {
    const page = await newPage(DESKTOP);
    const path = `/certification/time?examid=${EXAM_2}`;
    await signInTo(page, path, "13900000012");
    await page.getByRole("heading", { name: "选择考试时间" }).waitFor();
    await page.getByText("巨量引擎营销认证（中级）").first().waitFor();

    // Neither picked, then only the date: the spec's message each time, and nothing booked.
    await page.getByRole("button", { name: "确认预约" }).click();
    await page.getByRole("alert").filter({ hasText: REQUIRED }).waitFor();
    await dates(page).first().click();
    expect(await dates(page).first().getAttribute("aria-pressed")).toBe("true");
    await sittings(page).first().waitFor();
    await page.getByRole("button", { name: "确认预约" }).click();
    await page.getByRole("alert").filter({ hasText: REQUIRED }).waitFor();

    // The seeded sittings are 10:00 上午场 and 15:00 下午场 (Beijing time), 30 seats each.
    expect(await sittings(page).allInnerTexts()).toEqual([expect.stringContaining("10:00"), expect.stringContaining("15:00")]);
    await sittings(page).filter({ hasText: "15:00" }).click();
    await page.getByRole("button", { name: "确认预约" }).click();
    await page.getByRole("heading", { name: "考试预约成功" }).waitFor();
    const enter = page.getByRole("link", { name: "进入考试" });
    expect(await enter.getAttribute("href")).toMatch(/^https:\/\/exam\.example\.com\/\d+\/\d{4}-\d{2}-\d{2}-15$/);
    await page.getByText(/\d{4}-\d{2}-\d{2} 15:00（北京时间）/).waitFor();

    // The status page says the same, and counts the attempt.
    await page.goto(`${baseUrl}/certification/waitaudit?examid=${EXAM_2}`);
    await page.getByRole("heading", { name: "已预约考试" }).waitFor();
    await page.getByRole("link", { name: "进入考试" }).waitFor();
    await page.getByText("本考试共可参加 3 次，您已参加 1 次").waitFor();

    // On a phone the picker is a list that fits the screen: the candidate moves to the morning sitting.
    await page.setViewportSize(PHONE);
    await page.getByRole("link", { name: "更换场次" }).click();
    await page.waitForURL(/\/certification\/time\?examid=/);
    await page.getByRole("button", { name: "更换场次" }).click();
    await dates(page).first().click();
    await sittings(page).filter({ hasText: "10:00" }).click();
    const box = await dates(page).first().boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    await fitsWidth(page);
    await page.screenshot({ path: join(artifacts, "certification-time-375.png"), fullPage: true });
    await page.getByRole("button", { name: "确认更换" }).click();
    await page.getByRole("heading", { name: "考试预约成功" }).waitFor();
    expect(await page.getByRole("link", { name: "进入考试" }).getAttribute("href")).toMatch(/-10$/);

    // The exam records list the booked attempt under 待考试, with its sitting and the way in.
    await page.setViewportSize(DESKTOP);
    await page.goto(`${baseUrl}/my/examinfo`);
    await page.getByRole("navigation", { name: "考试记录分类" }).locator('[aria-current="page"]', { hasText: "待考试" }).waitFor();
    const record = page.locator(".exam-record").filter({ hasText: "巨量引擎营销认证（中级）" });
    await record.getByText(/\d{4}-\d{2}-\d{2} 10:00/).waitFor();
    expect(await record.getByRole("link", { name: "进入考试" }).getAttribute("href")).toMatch(/-10$/);
  });

  journey("a candidate without an approved registration is shown where they stand, not the picker", async (newPage) => {
    const page = await newPage(PHONE);
    await signInTo(page, `/certification/time?examid=${EXAM_2}`, "13900000019");
    await page.getByText("报名审核通过后才能预约考试场次。").waitFor();
    expect(await dates(page).count()).toBe(0);
    await page.getByRole("link", { name: "查看报名状态" }).click();
    await page.waitForURL(/\/certification\/waitaudit\?examid=2$/);
    await page.getByRole("heading", { name: "未报名" }).waitFor();
    expect(await page.getByRole("link", { name: "去报名" }).getAttribute("href")).toBe(`/certification/add/${EXAM_2}`);
    await page.screenshot({ path: join(artifacts, "certification-waitaudit-375.png"), fullPage: true });
  });
});
