import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { COURSE_QUIZ_DEMOS } from "@/db/seed/course-quiz";
import type { Draft } from "@/db/seed/question-bank";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { artifacts, baseUrl, DESKTOP, fitsWidth, PHONE, useBrowser } from "./support/browser";
import { signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** A learner no other journey signs in (not among the seeded numbers: signing in makes the account). */
const LEARNER = "13900000181";
/** The demo course with a 结业测验 of three attempts and a 结业证书 (db/seed/course-quiz.ts). */
const DEMO = COURSE_QUIZ_DEMOS.find((d) => d.course === "demo-course-21")!;
const FINAL = DEMO.quizzes.find((q) => q.chapter === null)!;

const shot = (page: Page, name: string) => page.screenshot({ path: join(artifacts, `course-quiz-${name}.png`), fullPage: true });

/** The option texts a question's right answer is (its options come shuffled, so they are found by text). */
function rightTexts(d: Draft): string[] {
  if ("judge" in d) return [d.judge ? "正确" : "错误"];
  if ("options" in d) return [...d.right].map((letter) => d.options[letter.charCodeAt(0) - 65]!);
  return [];
}

/** A wrong choice: the first option that is not right (a true/false question's other answer). */
function wrongText(d: Draft): string {
  if ("judge" in d) return d.judge ? "错误" : "正确";
  if ("options" in d) return d.options.find((o) => !rightTexts(d).includes(o))!;
  return "";
}

/** The paper's questions, each with the bank's draft it was drawn from (found by its stem). */
async function paperQuestions(page: Page): Promise<{ item: Locator; draft: Draft }[]> {
  const items = page.locator(".cq-paper__item");
  await items.first().waitFor();
  const found = [];
  for (const item of await items.all()) {
    const stem = (await item.locator(".oe-q__stem").textContent())!.trim();
    const draft = DEMO.bank.find((d) => d.stem === stem);
    if (!draft) throw new Error(`题目不在演示题库中：${stem}`);
    found.push({ item, draft });
  }
  return found;
}

const choose = (item: Locator, text: string) =>
  item
    .locator(".oe-opt")
    .filter({ has: item.page().getByText(text, { exact: true }) })
    .click();

describe("course quiz", () => {
  journey(
    "a visitor opens the course's 结业测验, signs in, fails it with the review shown, keeps answers over a reload, retries and passes",
    async (newPage) => {
      const page = await newPage(DESKTOP);
      // The outline lists the final quiz after the chapters; a visitor is sent to sign in and comes back to it.
      await page.goto(`${baseUrl}/MoocTraining/Detail/${DEMO.course}`);
      await page.getByText("完成课程可获得结业证书").waitFor();
      const entry = page.getByRole("link", { name: new RegExp(FINAL.title) });
      await entry.getByText(`及格${FINAL.passScore}分`).waitFor();
      const quizPath = (await entry.getAttribute("href"))!;
      expect(quizPath).toMatch(new RegExp(`^/MoocTraining/Quiz/${DEMO.course}/\\d+$`));
      await entry.click();
      await page.waitForURL(/\/user\/login\?gotoUrl=/);
      await signInWithForm(page, LEARNER);
      // A new account is first asked its interests; this person goes straight on to the quiz.
      await page.waitForURL(/\/user\/interest\?|\/MoocTraining\/Quiz\//);
      if (page.url().includes("/user/interest")) await page.goto(`${baseUrl}${quizPath}`);

      // The start screen: the course it belongs to, its figures, the attempts.
      const start = page.getByRole("region", { name: FINAL.title });
      await start.getByRole("link", { name: /数据分析入门/ }).waitFor();
      const fact = (label: string) => start.locator(".cq-facts__item").filter({ hasText: label }).locator("dd");
      expect(await fact("及格分").textContent()).toBe(`${FINAL.passScore} 分`);
      expect(await fact("可用次数").textContent()).toBe(`${FINAL.maxAttempts} 次`);
      expect(await fact("已用次数").textContent()).toBe("0 次");
      expect(await fact("最高分").textContent()).toBe("暂无");
      await shot(page, "start-1280");
      await start.getByRole("button", { name: "开始测验" }).click();

      // Wrong answers everywhere, the fill-in left blank: 交卷 asks first.
      const first = await paperQuestions(page);
      for (const { item, draft } of first) if (draft.type !== "fill") await choose(item, wrongText(draft));
      await page
        .getByRole("status")
        .filter({ hasText: `已答 ${first.length - 1} / ${first.length} 题` })
        .waitFor();
      await shot(page, "paper-1280");
      await expectNoSeriousA11yViolations(page, "课程测验答题页");
      await page.getByRole("button", { name: "交卷" }).first().click();
      const confirm = page.getByRole("dialog");
      await confirm.getByText("还有 1 题未作答，确定交卷吗？").waitFor();
      await confirm.getByRole("button", { name: "确定交卷" }).click();

      // 未通过, with each answer reviewed: the right one and 解析.
      const card = page.locator(".oe-result__card");
      await card.getByText("未通过", { exact: true }).waitFor();
      expect(await card.locator(".oe-result__score strong").textContent()).toBe("0");
      await card.getByText(`还可作答 ${FINAL.maxAttempts - 1} 次`).waitFor();
      const review = page.getByRole("region", { name: /答题详情/ });
      expect(await review.locator(".oe-rv--right").count()).toBe(0);
      await review.getByText("正确答案", { exact: true }).first().waitFor();
      await review.getByText(first[0]!.draft.analysis).waitFor();
      await shot(page, "failed-1280");
      await expectNoSeriousA11yViolations(page, "课程测验结果");

      // 再测一次: a reload in the middle keeps what was chosen (继续作答 resumes the attempt).
      await card.getByRole("button", { name: "再测一次" }).click();
      const second = await paperQuestions(page);
      const choice = second.find((q) => q.draft.type === "single")!;
      await choose(choice.item, rightTexts(choice.draft)[0]!);
      await page.setViewportSize(PHONE);
      await page.reload();
      await start.getByRole("button", { name: "继续作答" }).click();
      const again = await paperQuestions(page);
      await page
        .getByRole("status")
        .filter({ hasText: `已答 1 / ${again.length} 题` })
        .waitFor();
      await fitsWidth(page);
      await shot(page, "paper-375");
      await page.setViewportSize(DESKTOP);

      // The right answers this time: 通过.
      for (const { item, draft } of again) {
        if ("blanks" in draft) await item.getByLabel("第 1 空").fill(draft.blanks[0]![0]!);
        else
          for (const text of rightTexts(draft))
            if (!(await item.locator(".oe-opt--chosen").getByText(text, { exact: true }).count())) await choose(item, text);
      }
      await page
        .getByRole("status")
        .filter({ hasText: `已答 ${again.length} / ${again.length} 题` })
        .waitFor();
      await page.getByRole("button", { name: "交卷" }).first().click();
      await card.getByText("通过", { exact: true }).waitFor();
      expect(await card.locator(".oe-result__score strong").textContent()).toBe("100");
      await card.getByText(`还可作答 ${FINAL.maxAttempts - 2} 次`).waitFor();
      expect(await review.locator(".oe-rv--wrong").count()).toBe(0);
      await shot(page, "passed-1280");

      // On a phone: the result and the start screen fit, the latter with 已通过 and the best score.
      await page.setViewportSize(PHONE);
      await fitsWidth(page);
      await shot(page, "passed-375");
      await page.goto(`${baseUrl}${quizPath}`);
      await start.getByText("已通过").waitFor();
      expect(await fact("最高分").textContent()).toBe("100 分");
      expect(await fact("已用次数").textContent()).toBe("2 次");
      await fitsWidth(page);
      await shot(page, "start-375");

      // The course's outline shows the quiz passed.
      await page.goto(`${baseUrl}/MoocTraining/Detail/${DEMO.course}`);
      await page
        .getByRole("link", { name: new RegExp(FINAL.title) })
        .getByText("已通过")
        .waitFor();
      await fitsWidth(page);
      await shot(page, "detail-375");
    },
  );
});
