import { describe, expect } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page, Response } from "playwright-core";
import {
  ATTEMPT_END_LABELS,
  JUDGE_OPTIONS,
  ONLINE_MSG,
  type OnlineResultData,
  type OnlineStarted,
  type QuestionOption,
  type QuestionType,
} from "@/api/contract/online-exam";
import type { MarkAnswered } from "@/api/contract/online-exam-admin";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { signInToAdmin } from "./support/admin";
import { baseUrl, DESKTOP, fitsWidth, PHONE, PHONE_BROWSER, useBrowser } from "./support/browser";
import { OPERATOR } from "./support/people";
import { resumeSession, signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** Booked on an open in-house sitting of exam 3 内容营销基础认证 (db/seed/online-exams.ts). */
const LEARNER = "13900000018";
/** Booked on a proctored in-house sitting of exam 1 巨量引擎营销认证（初级）, leave limit 3 (db/seed/online-exams.ts). */
const PROCTORED = "13900000019";
const CONTENT_EXAM = "内容营销基础认证";
const VIDEO_EXAM = "巨量引擎营销认证（初级）";

/** Where the looks of the page are kept for a person to see. */
const SHOTS = "/tmp/online-shots";
mkdirSync(SHOTS, { recursive: true });

/** A question of the bank as the back office's REST resource `exam-questions` answers it. */
type BankRow = {
  id: number;
  type: QuestionType;
  stem: string;
  options: QuestionOption[];
  correctOptions: string[];
  blankAnswers: string[][];
};

/** The question bank with its answers, read by the demo operator through the back office's REST API. */
async function answerKey(newPage: () => Promise<Page>) {
  const admin = await newPage();
  await signInToAdmin(admin, OPERATOR);
  const res = await admin.request.get(`${baseUrl}/admin/api/exam-questions?range=${encodeURIComponent("[0,999]")}`);
  expect(res.status()).toBe(200);
  const rows = (await res.json()) as BankRow[];
  await admin.close();
  return new Map(rows.map((r) => [r.stem.trim(), r]));
}

/** A portal call's answer as the page received it. */
async function answerOf<T>(res: Promise<Response>) {
  const env = (await (await res).json()) as { code: number; data: T };
  expect(env.code).toBe(0);
  return env.data;
}
const isCall = (path: string) => (res: Response) => new URL(res.url()).pathname === `/api/${path}`;

/**
 * 阅卷 through the back office's marking API, as the demo operator: full points to each short answer of this one
 * attempt (by its id, not whichever answer waits first in the queue). Answers what the last mark said.
 */
async function markInFull(newPage: () => Promise<Page>, attemptId: number, shorts: { id: number; points: number }[]) {
  const admin = await newPage();
  await signInToAdmin(admin, OPERATOR);
  let last: MarkAnswered | null = null;
  for (const q of shorts) {
    const res = await admin.request.post(`${baseUrl}/admin/api/exam-markings/mark`, {
      data: { attemptId, questionId: q.id, score: q.points, comment: "要点完整，表述清楚" },
    });
    expect(res.status()).toBe(200);
    last = (await res.json()) as MarkAnswered;
  }
  await admin.close();
  return last;
}

/** Signs in from /my/examinfo (or carries on in the session of an earlier journey) and follows the exam record's 进入考试 to the exam page. */
async function enterExam(page: Page, mobile: string, examName: string) {
  // Another journey of this person (certification-register, certification-booking) may have signed in a moment ago.
  if (!(await resumeSession(page, mobile, "/my/examinfo"))) {
    await page.waitForURL(/\/user\/login\?gotoUrl=/);
    await signInWithForm(page, mobile);
    await page.waitForURL(/\/my\/examinfo$/);
  }
  const record = page.locator(".exam-record").filter({ hasText: examName });
  await record.getByRole("link", { name: "进入考试" }).click();
  await page.waitForURL(/\/certification\/online\/\d+$/);
  await page.getByRole("heading", { level: 1, name: examName }).waitFor();
}

const exam = (page: Page) => page.locator(".oe");
/** pearson/OnlineSave, which a journey cuts off to play a lost network. */
const saveCalls = (url: URL) => url.pathname === "/api/pearson/OnlineSave";
const saveStatus = (page: Page) => page.locator(".oe-bar__save");
const questionTitle = (page: Page) => exam(page).getByRole("heading", { level: 2, name: /^第 \d+ 题/ });
const stemOf = async (page: Page) => ((await exam(page).locator(".oe-q__stem").textContent()) ?? "").trim();
const cell = (page: Page, n: number) =>
  exam(page)
    .getByRole("navigation", { name: "答题卡" })
    .getByRole("button", { name: new RegExp(`^第 ${n} 题，`) });

/** Goes to question n (1-based) through the answer sheet and answers its stem. */
async function goTo(page: Page, n: number) {
  await cell(page, n).click();
  await exam(page)
    .getByRole("heading", { level: 2, name: new RegExp(`^第 ${n} 题`) })
    .waitFor();
  return stemOf(page);
}

/** The options' texts that are right for a bank row (true/false questions carry the two fixed options). */
function rightTexts(row: BankRow) {
  const options = row.options.length ? row.options : JUDGE_OPTIONS;
  return options.filter((o) => row.correctOptions.includes(o.id)).map((o) => o.text);
}

/** Answers the question on screen right, as the bank says, by clicking (or with the keyboard, `byKey`); waits for `status`. */
async function answerRight(page: Page, row: BankRow, byKey = false, status = "已保存") {
  const q = exam(page).locator(".oe-q");
  if (row.type === "fill") {
    for (const [i, accepted] of row.blankAnswers.entries()) await q.getByLabel(`第 ${i + 1} 空`).fill(accepted[0] ?? "");
  } else if (row.type === "short") {
    await q.getByLabel("作答区").fill("内容营销以用户为中心，先明确目标人群，再持续产出有价值的内容并复盘数据。");
  } else {
    const shown = await q.locator(".oe-opt__text").allTextContents();
    for (const text of rightTexts(row)) {
      const index = shown.findIndex((s) => s.trim() === text.trim());
      expect(index).toBeGreaterThanOrEqual(0);
      if (byKey) await page.keyboard.press(String(index + 1));
      else await q.locator(".oe-opt").nth(index).click();
      await expect(q.locator(".oe-opt").nth(index).locator("input").isChecked()).resolves.toBe(true);
    }
  }
  await saveStatus(page).filter({ hasText: status }).waitFor();
}

/** What the candidate's answer to the question on screen looks like, to compare after a reload. */
async function shownAnswer(q: Locator) {
  const checked = await q.locator(".oe-opt--chosen .oe-opt__text").allTextContents();
  const blanks = await q.locator(".oe-blank__input").evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  const short = await q.locator("textarea").evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));
  return { checked, blanks, short };
}

describe("the in-house online exam", () => {
  journey(
    "a learner starts exam 3 from 我的考试, reloads halfway and finds the same paper and answers, hands in, and passes once the short answer is marked",
    async (newPage) => {
      const key = await answerKey(newPage);
      const page = await newPage(DESKTOP);
      await enterExam(page, LEARNER, CONTENT_EXAM);

      // The start screen: the exam's numbers and its discipline, which must be agreed to.
      await page.getByText("考试时长").waitFor();
      await page.getByRole("heading", { name: "考试纪律" }).waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: join(SHOTS, "start-1280.png"), fullPage: true });
      await page.getByRole("button", { name: "开始考试" }).click();
      await page.getByRole("alert").filter({ hasText: "请勾选已阅读并同意考试纪律" }).waitFor();
      await page.getByRole("checkbox", { name: "我已阅读并同意考试纪律" }).check();
      const started = answerOf<OnlineStarted>(page.waitForResponse(isCall("pearson/OnlineStart")));
      await page.getByRole("button", { name: "开始考试" }).click();
      const { attemptId } = await started;

      // The exam: the top bar with the countdown, one question at a time, the answer sheet.
      await questionTitle(page).filter({ hasText: "第 1 题" }).waitFor();
      const clock = exam(page).getByRole("timer");
      expect(await clock.textContent()).toMatch(/^\d{2}:\d{2}(:\d{2})?$/);
      const cells = exam(page).getByRole("navigation", { name: "答题卡" }).getByRole("button");
      const total = await cells.count();
      expect(total).toBeGreaterThan(5);
      await expectNoSeriousA11yViolations(page);

      // The first half, in order: the first question by keyboard (its number key), the rest by clicking.
      const order: string[] = [];
      const half = Math.ceil(total / 2);
      for (let n = 1; n < half; n++) {
        const stem = await goTo(page, n);
        order.push(stem);
        const row = key.get(stem);
        if (!row) throw new Error(`题库中找不到题目：${stem}`);
        await answerRight(page, row, n === 1 && row.type !== "fill" && row.type !== "short");
      }
      await page.keyboard.press("ArrowLeft");
      await questionTitle(page)
        .filter({ hasText: `第 ${half - 2} 题` })
        .waitFor();
      await page.keyboard.press("ArrowRight");
      await questionTitle(page)
        .filter({ hasText: `第 ${half - 1} 题` })
        .waitFor();

      // The network goes: the last answer of the half and its flag stay in the browser, and 交卷 waits for them.
      const stem = await goTo(page, half);
      order.push(stem);
      await page.route(saveCalls, (route) => route.abort());
      await answerRight(page, key.get(stem)!, false, "网络异常，答案已暂存本机");
      await exam(page).getByRole("button", { name: "标记", exact: true }).click();
      await exam(page).getByRole("button", { name: "取消标记" }).waitFor();
      await exam(page)
        .getByRole("button", { name: `第 ${half} 题，已答，已标记` })
        .waitFor();
      const before = await shownAnswer(exam(page).locator(".oe-q"));
      await exam(page).locator(".oe-bar").getByRole("button", { name: "交卷" }).click();
      await page.getByText("网络异常，答案尚未全部保存，请恢复网络后再交卷").waitFor();
      expect(await page.getByRole("dialog", { name: "交卷" }).count()).toBe(0);

      // A reload resumes at once: the same questions in the same order, the answers and the flag still there (the
      // unsent one from the browser's own copy), and once the network is back it is saved.
      await page.reload();
      await questionTitle(page).first().waitFor();
      await saveStatus(page).filter({ hasText: "网络异常，答案已暂存本机" }).waitFor();
      expect(await cells.count()).toBe(total);
      expect(
        await exam(page)
          .getByRole("button", { name: /^第 \d+ 题，已答/ })
          .count(),
      ).toBe(half);
      for (let n = 1; n <= half; n++) expect(await goTo(page, n)).toBe(order[n - 1]!);
      expect(await shownAnswer(exam(page).locator(".oe-q"))).toEqual(before);
      await exam(page).getByRole("button", { name: "取消标记" }).waitFor();
      await page.unroute(saveCalls);
      await saveStatus(page).filter({ hasText: "已保存" }).waitFor();
      await page.screenshot({ path: join(SHOTS, "exam-1280.png") });

      // 交卷 early says how many are left, and 继续答题 goes back.
      await exam(page).locator(".oe-bar").getByRole("button", { name: "交卷" }).click();
      const early = page.getByRole("dialog", { name: "交卷" });
      await early.getByText(`还有 ${total - half} 题未作答，确定交卷吗？`).waitFor();
      await early.getByRole("button", { name: "继续答题" }).click();
      await early.waitFor({ state: "detached" });

      // At 1024 px the screen still fits: nothing runs off to the side.
      await page.setViewportSize({ width: 1024, height: 768 });
      expect(await exam(page).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await page.screenshot({ path: join(SHOTS, "exam-1024.png") });
      await page.setViewportSize(DESKTOP);

      // The rest, right; the short answers (if the paper has any) go to a marker.
      for (let n = half + 1; n <= total; n++) {
        const stem = await goTo(page, n);
        order.push(stem);
        const row = key.get(stem);
        if (!row) throw new Error(`题库中找不到题目：${stem}`);
        await answerRight(page, row);
      }
      const shorts = order.filter((stem) => key.get(stem)?.type === "short").length;
      expect(
        await exam(page)
          .getByRole("button", { name: /^第 \d+ 题，已答/ })
          .count(),
      ).toBe(total);

      await exam(page).locator(".oe-bar").getByRole("button", { name: "交卷" }).click();
      const confirm = page.getByRole("dialog", { name: "交卷" });
      await confirm.getByText("已全部作答，确定交卷吗？交卷后不能再修改答案。").waitFor();
      await confirm.getByRole("button", { name: "确定交卷" }).click();

      // The result: passed with a certificate, or (a paper with short answers) waiting for the marker.
      await page.getByText(ATTEMPT_END_LABELS.submitted).waitFor();
      if (shorts > 0) {
        await page.getByText(`有 ${shorts} 道主观题待阅卷，阅卷完成后将通过站内信通知您`).waitFor();
      } else {
        await page.locator(".oe-result__verdict").getByText("通过", { exact: true }).waitFor();
        await page.getByText(/证书编号：\s*\S+/).waitFor();
        expect(await page.getByRole("link", { name: "查询证书" }).getAttribute("href")).toBe("/certification/certificate");
      }
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: join(SHOTS, "result-1280.png"), fullPage: true });

      // 查看答卷: each question with the answer given, the right one, and its mark.
      await page.getByRole("button", { name: "查看答卷" }).click();
      await page.getByRole("heading", { level: 1, name: `答卷：${CONTENT_EXAM}` }).waitFor();
      expect(await page.locator(".oe-rv").count()).toBe(total);
      expect(await page.locator(".oe-rv__verdict--right").count()).toBe(total - shorts);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: join(SHOTS, "review-1280.png"), fullPage: true });

      // Opened again after the end, the page shows the result, not the paper.
      const ended = answerOf<OnlineResultData>(page.waitForResponse(isCall("pearson/OnlineResult")));
      await page.reload();
      await page.getByText(ATTEMPT_END_LABELS.submitted).waitFor();
      expect(await exam(page).count()).toBe(0);
      const { items, zongFen } = await ended;

      // 阅卷: the operator gives this attempt's short answers full points, which scores it and issues the certificate.
      const toMark = items.filter((q) => q.type === "short").map((q) => ({ id: q.id, points: q.points }));
      expect(toMark.length).toBe(shorts);
      if (shorts > 0) {
        const marked = await markInFull(newPage, attemptId, toMark);
        expect(marked).toMatchObject({ finished: true, score: zongFen });
        expect(marked?.certificateNumber).toBeTruthy();
      }

      // Opened again, the page shows the pass: the full score, 通过 and the certificate with its query.
      await page.reload();
      await page.locator(".oe-result__verdict").getByText("通过", { exact: true }).waitFor();
      expect(((await page.locator(".oe-result__score").textContent()) ?? "").replace(/\s+/g, " ")).toBe(`${zongFen} / ${zongFen} 分`);
      const number = ((await page.locator(".oe-result__cert strong").textContent()) ?? "").trim();
      expect(number.length).toBeGreaterThan(0);
      expect(await page.getByRole("link", { name: "查询证书" }).getAttribute("href")).toBe("/certification/certificate");
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: join(SHOTS, "result-passed-1280.png"), fullPage: true });

      // 我的考试 lists the attempt under 已通过, with its score and certificate.
      await page.getByRole("link", { name: "返回我的考试" }).click();
      await page.waitForURL(/\/my\/examinfo$/);
      await page.getByRole("navigation", { name: "考试记录分类" }).getByRole("link", { name: "已通过" }).click();
      await page.waitForURL(/\/my\/examinfo\?type=success$/);
      const record = page.locator(".exam-record").filter({ hasText: CONTENT_EXAM }).filter({ hasText: number });
      await record.waitFor();
      expect(await record.locator(".exam-record__score").textContent()).toBe(String(zongFen));
    },
  );

  journey(
    "a proctored candidate is watched by the camera, leaves the page past the limit and the exam hands itself in",
    async (newPage) => {
      const page = await newPage(DESKTOP);
      await enterExam(page, PROCTORED, VIDEO_EXAM);

      // The proctoring notice and the camera before the start.
      await page.getByRole("heading", { name: "监考说明" }).waitFor();
      await page.getByText("离开考试页面或退出全屏超过 3 次将自动交卷").waitFor();
      await page.getByText("摄像头正常").waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: join(SHOTS, "start-proctored-1280.png"), fullPage: true });
      await page.getByRole("checkbox", { name: "我已阅读并同意考试纪律" }).check();
      const snapshot = page.waitForRequest(
        (req) => req.url().includes("/api/pearson/OnlineEvent") && (req.postData() ?? "").includes('"snapshot"'),
      );
      await page.getByRole("button", { name: "开始考试" }).click();
      await questionTitle(page).first().waitFor();
      await exam(page).getByLabel("监考摄像头画面").waitFor();
      await snapshot;

      /** One leave of the page: hidden and unfocused together, then back; the banner shows the server's count. */
      const leave = async (count: number, hidden: boolean) => {
        await page.evaluate((hide) => {
          if (hide) {
            Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
            document.dispatchEvent(new Event("visibilitychange"));
          }
          window.dispatchEvent(new Event("blur"));
          if (hide) {
            delete (document as { visibilityState?: string }).visibilityState;
            document.dispatchEvent(new Event("visibilitychange"));
          }
          window.dispatchEvent(new Event("focus"));
        }, hidden);
        if (count <= 3)
          await page
            .getByRole("alert")
            .filter({ hasText: `您已离开考试页面 ${count} 次，超过 3 次将自动交卷` })
            .waitFor();
      };
      await leave(1, true);
      await leave(2, false);
      await leave(3, true);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: join(SHOTS, "proctored-1280.png") });

      // A reload is not a leave: the attempt goes on with the count it had.
      await page.reload();
      await questionTitle(page).first().waitFor();
      await page.getByRole("alert").filter({ hasText: "您已离开考试页面 3 次，超过 3 次将自动交卷" }).waitFor();

      // One more ends the attempt.
      await leave(4, false);
      await page.getByText(ATTEMPT_END_LABELS.violations).waitFor();
      expect(await exam(page).count()).toBe(0);
      await expectNoSeriousA11yViolations(page);
    },
  );

  journey("a phone's browser is refused before anything else", async (newPage) => {
    const phone = await newPage(PHONE, PHONE_BROWSER);
    await phone.goto(`${baseUrl}/certification/online/1`);
    await phone.getByText(ONLINE_MSG.mobile).waitFor();
    await phone.getByRole("heading", { level: 1, name: "请在电脑上参加考试" }).waitFor();
    await fitsWidth(phone);
    await expectNoSeriousA11yViolations(phone);
    await phone.screenshot({ path: join(SHOTS, "phone-375.png"), fullPage: true });
  });
});
