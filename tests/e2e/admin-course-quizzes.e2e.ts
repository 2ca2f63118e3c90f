import { describe, expect } from "bun:test";
import { openAdminMenu, signInToAdmin } from "./support/admin";
import { baseUrl, useBrowser } from "./support/browser";
import { OPERATOR } from "./support/people";

const { journey } = useBrowser();

/** 人群定向与出价策略 (demo-course-23): its first chapter has no quiz yet, its questions include true/false ones. */
const COURSE = { strId: "demo-course-23", title: "人群定向与出价策略" };
const TITLE = "第一章小测：人群定向（后台新建）";

describe("course quizzes in the back office", () => {
  journey(
    "an operator adds a chapter quiz to a course, the bank's shortfall is refused in words, and the course page lists the quiz",
    async (newPage) => {
      const page = await newPage();
      await signInToAdmin(page, OPERATOR);
      await openAdminMenu(page, "课程与学习", "课程测验");
      await page.getByRole("link", { name: "新建" }).click();
      await page.getByRole("button", { name: "保存" }).waitFor();

      await page.getByRole("combobox", { name: "课程" }).fill(COURSE.title);
      await page.getByRole("option", { name: COURSE.title }).click();
      await page.getByRole("combobox", { name: "所属章节" }).click();
      await page.getByRole("option").nth(1).click();
      await page.getByRole("textbox", { name: "测验名称" }).fill(TITLE);
      await page.getByRole("button", { name: "添加" }).first().click();
      await page.getByRole("combobox", { name: "题型" }).click();
      await page.getByRole("option", { name: "判断题" }).click();
      // More true/false questions than the course has: the server names the section it cannot fill.
      await page.getByRole("spinbutton", { name: "数量" }).fill("50");
      await page.getByRole("spinbutton", { name: "每题分值" }).fill("2");
      await page.getByText("共 50 题，总分 100 分").waitFor();
      await page.getByRole("button", { name: "保存" }).click();
      await page
        .getByText(/本课程题库只有\d+道符合条件的题目，少于所需的50道/)
        .first()
        .waitFor();

      await page.getByRole("spinbutton", { name: "数量" }).fill("2");
      await page.getByRole("spinbutton", { name: "每题分值" }).fill("50");
      await page.getByText("共 2 题，总分 100 分").waitFor();
      await page.getByRole("button", { name: "保存" }).click();
      await page.getByText("已新建").waitFor();

      // The course's outline lists it in its chapter for anyone.
      await page.goto(`${baseUrl}/MoocTraining/Detail/${COURSE.strId}`);
      const row = page.getByRole("link", { name: new RegExp(TITLE) });
      await row.getByText("2题 · 及格60分").waitFor();
      expect(await row.getAttribute("href")).toMatch(new RegExp(`^/MoocTraining/Quiz/${COURSE.strId}/\\d+$`));
    },
  );
});
