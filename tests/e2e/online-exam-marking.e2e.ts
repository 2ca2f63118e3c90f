import { describe, expect } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { openAdminMenu, signInToAdmin } from "./support/admin";
import { baseUrl, DESKTOP, useBrowser } from "./support/browser";
import { OPERATOR } from "./support/people";

const { journey } = useBrowser();

/** The demo's in-house attempts (db/seed/online-exams.ts): one waiting for 阅卷, one proctored with snapshots and two leaves. */
const MARKED_LEARNER = "13900000020";
const MARKED_EXAM = "内容营销基础认证";
const WATCHED_LEARNER = "13900000021";
const WATCHED_EXAM = "巨量引擎营销认证（初级）";
/** The seeded short answer's text, as the candidate wrote it. */
const ANSWER = "我的理解：";

/** Where the review screenshots go when asked for (REVIEW_SHOTS=/tmp/review-shots). */
async function shot(page: Page, name: string, fullPage = true) {
  const dir = process.env.REVIEW_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
}

const openMenu = (page: Page, entry: string) => openAdminMenu(page, "认证考试", entry, { exact: true });

describe("阅卷 and 监考记录 of in-house exams", () => {
  journey("an operator marks the waiting short answer blind; the attempt is scored and the certificate issued", async (newPage) => {
    const page = await newPage(DESKTOP);
    await signInToAdmin(page, OPERATOR);
    await openMenu(page, "阅卷");

    await page.getByText(/^待阅卷 [1-9]\d*$/).waitFor();
    await page.getByText(ANSWER, { exact: false }).waitFor();
    await expect(page.getByText(MARKED_EXAM, { exact: true }).count()).resolves.toBeGreaterThan(0);
    // Blind: nothing of the candidate but their answer.
    const body = await page.locator("main").innerText();
    expect(body).not.toContain(MARKED_LEARNER);
    await shot(page, "marking");

    // Full points: the score field names its range.
    const score = page.getByLabel(/^得分（0-\d+）/);
    const points = Number(await score.getAttribute("max"));
    expect(points).toBeGreaterThan(0);
    await score.fill(String(points + 1));
    await page.getByRole("button", { name: "提交", exact: true }).click();
    await page.getByText(`分数须为0到${points}之间的整数`).waitFor();
    await score.fill(String(points));
    await page.getByLabel("评语（可选）").fill("要点完整，表述清楚");
    await page.getByRole("button", { name: "提交", exact: true }).click();
    const done = await page.getByText(/该考生的简答题已全部阅完，成绩 \d+ 分/).innerText();
    const total = Number(/成绩 (\d+) 分/.exec(done)![1]);
    await page.getByText("暂无待阅卷的答案").waitFor();

    // 监考记录: the attempt is scored with that total; its show page names the candidate.
    await openMenu(page, "监考记录");
    const row = page.getByRole("row").filter({ hasText: MARKED_EXAM }).filter({ hasText: "已出分" });
    await row.first().waitFor();
    await expect(row.first().innerText()).resolves.toContain(`${total} / 100`);
    await row.first().click();
    await page.getByText("已出分", { exact: true }).first().waitFor();
    const name = (await page.locator(".ra-field-chineseName").innerText()).replace("考生", "").trim();
    expect(name.length).toBeGreaterThan(0);

    // The pass went on the registration through the results path: a certificate with that score.
    await openMenu(page, "证书");
    const cert = page.getByRole("row").filter({ hasText: name }).filter({ hasText: MARKED_EXAM });
    await cert.first().waitFor();
    await expect(cert.first().innerText()).resolves.toContain(String(total));
  });

  journey("监考记录 shows the proctored attempt's timeline: three snapshots and two leaves", async (newPage) => {
    const page = await newPage(DESKTOP);
    await signInToAdmin(page, OPERATOR);
    await openMenu(page, "监考记录");
    const row = page.getByRole("row").filter({ hasText: WATCHED_EXAM }).filter({ hasText: "2 / " });
    await row.first().waitFor();
    await shot(page, "attempts-list");
    await row.first().click();

    await page.getByText("按用户协议，摄像头抓拍照片仅保存7天，拍摄7天后自动删除；时间均为北京时间。").waitFor();
    await page.waitForFunction(() => {
      const imgs = [...document.querySelectorAll<HTMLImageElement>("img[alt$='的抓拍照片']")];
      return imgs.length === 3 && imgs.every((i) => i.complete && i.naturalWidth > 0);
    });
    const timeline = page.locator("table").filter({ hasText: "摄像头抓拍" });
    await expect(timeline.getByRole("row").filter({ hasText: "摄像头抓拍" }).count()).resolves.toBe(3);
    await expect(timeline.getByRole("row").filter({ hasText: "离开考试页面" }).count()).resolves.toBe(1);
    await expect(timeline.getByRole("row").filter({ hasText: "退出全屏" }).count()).resolves.toBe(1);
    await expect(timeline.getByRole("row").filter({ hasText: "考试结束" }).count()).resolves.toBe(1);
    expect(await page.locator("main").innerText()).not.toContain(WATCHED_LEARNER);
    await shot(page, "attempt-show");

    // 组卷规则 of the proctored exam, for the review screenshots.
    if (process.env.REVIEW_SHOTS) {
      await page.goto(`${baseUrl}/admin/exams/1`);
      const heading = page.getByRole("heading", { name: "组卷规则" });
      await heading.waitFor();
      await heading.evaluate((el) => {
        el.scrollIntoView({ block: "start" });
        window.scrollBy(0, -180);
      });
      await shot(page, "paper-rules", false);
    }
  });
});
