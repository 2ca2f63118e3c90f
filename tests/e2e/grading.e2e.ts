import { describe, expect } from "bun:test";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { signInToAdmin } from "./support/admin";
import { baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";
import { OPERATOR } from "./support/people";
import { signInWithForm } from "./support/portal";

/** The demo learner who signed up for the demo replay and watched it without grading it (db/seed/grading.ts). */
const WATCHER = "13900000023";
/** The demo replay session: four questions, six gradings seeded. */
const SESSION = "demo-replay";
const SESSION_TITLE = "电商行业增长案例：回放";

const { journey } = useBrowser();

describe("training-event grading", () => {
  journey(
    "a learner on a phone leaves one item unrated (请填写完整信息, nothing sent), completes it and lands on GradeSuccess; an operator sees the averages chart",
    async (newPage) => {
      const page = await newPage(PHONE);
      await page.goto(`${baseUrl}/user/login?gotoUrl=${encodeURIComponent(`/Training/Detail/${SESSION}`)}`);
      await signInWithForm(page, WATCHER);
      await page.waitForURL(new RegExp(`/Training/Detail/${SESSION}$`));

      // The session is over and the learner held a place: 课程评分 leads to the grading page.
      await page.getByRole("link", { name: "课程评分" }).click();
      await page.waitForURL(new RegExp(`/TrainingEvent/Grade/${SESSION}$`));
      await page.getByRole("heading", { name: "课程评分" }).waitFor();
      const questions = page.locator(".grade-question[data-question]");
      expect(await questions.count()).toBe(4);
      await expectNoSeriousA11yViolations(page);

      // Every item of every question rated, except the last item of the second question.
      const rate = async (question: number, item: number, label: string) =>
        questions.nth(question).locator(".grade-item").nth(item).getByRole("radio", { name: label, exact: true }).check();
      for (let q = 0; q < 4; q++) {
        for (let i = 0; i < 4; i++) if (!(q === 1 && i === 3)) await rate(q, i, q === 2 ? "满意" : "非常满意");
      }
      await page.getByLabel("意见与建议（选填）").fill("希望增加课后练习");
      await page.getByRole("button", { name: "提交评分" }).click();
      await questions.nth(1).getByText("请填写完整信息").waitFor();
      await page.locator(".grade-form__error").getByText("请填写完整信息").waitFor();
      expect(await questions.nth(0).getByText("请填写完整信息").count()).toBe(0);
      expect(page.url()).toMatch(new RegExp(`/TrainingEvent/Grade/${SESSION}$`));
      // Nothing was sent: the page still offers the form, the choices kept.
      expect(await questions.nth(0).locator(".grade-item").nth(0).getByRole("radio", { name: "非常满意", exact: true }).isChecked()).toBe(
        true,
      );

      await rate(1, 3, "一般");
      await page.getByRole("button", { name: "提交评分" }).click();
      await page.waitForURL(/\/TrainingEvent\/GradeSuccess/);
      await page.getByRole("heading", { name: "评分提交成功" }).waitFor();
      await expectNoSeriousA11yViolations(page);

      // Back on the grading page, it says the grading was made: one grading per person.
      await page.goto(`${baseUrl}/TrainingEvent/Grade?eventId=${SESSION}`);
      await page.getByText("您已提交过本课程的评分，感谢您的反馈").waitFor();

      // The operator reads the averages: the session now with seven gradings, drawn as a chart; the lecturers too.
      const admin = await newPage(DESKTOP);
      await signInToAdmin(admin, OPERATOR);
      await admin.goto(`${baseUrl}/admin/grade-results`);
      await admin.getByRole("img", { name: "各课程平均分柱状图" }).waitFor();
      await admin.getByRole("img", { name: "各讲师平均分柱状图" }).waitFor();
      const row = admin.getByRole("row").filter({ hasText: SESSION_TITLE });
      await row.getByRole("cell", { name: "7", exact: true }).waitFor();
      await admin.getByRole("row").filter({ hasText: "林雅婷" }).waitFor();
      expect(await admin.locator("canvas").count()).toBeGreaterThanOrEqual(2);

      // A session's detail: per item averages and the learner's suggestion.
      await row.getByRole("button", { name: SESSION_TITLE }).click();
      const detail = admin.getByRole("dialog", { name: SESSION_TITLE });
      await detail.getByText("希望增加课后练习").waitFor();
      await expectNoSeriousA11yViolations(admin);
    },
  );
});
