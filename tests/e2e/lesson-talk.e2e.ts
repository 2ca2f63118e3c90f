import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { noteClock } from "@/api/contract/lesson-talk";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { signInToAdmin } from "./support/admin";
import { artifacts, baseUrl, fitsWidth, PHONE, useBrowser } from "./support/browser";
import { OPERATOR } from "./support/people";
import { resumeSession, signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** A learner no other journey signs in (not among the seeded numbers: signing in makes the account). */
const LEARNER = "13900000173";
/** A seeded course (db/seed/course-catalogue.ts) whose first lesson is the 24 s sample clip; its demo questions are others'. */
const COURSE_ID = "demo-course-06";
const QUESTION = "第一课时讲的投放节奏，新店也适用吗？";
const ANSWER = "适用。新店建议先用小预算跑三天，积累数据后再放量。";
const NOTE = "前三秒的钩子决定完播率";

const shot = (page: Page, name: string) => page.screenshot({ path: join(artifacts, `lesson-talk-${name}.png`), fullPage: true });

/** The player once its metadata is known and it is not seeking. */
async function playerReady(page: Page) {
  await page.locator("video").waitFor();
  await page.waitForFunction(() => {
    const v = document.querySelector("video");
    return !!v && v.readyState >= 1 && !v.seeking;
  });
}

const videoSecond = (page: Page) => page.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime);

describe("lesson questions and notes", () => {
  journey(
    "a learner asks under a lesson and pins a note to the video's second; an operator answers as the lecturer; the learner sees 讲师回答, jumps to the note, shares it and finds it on 我的课程",
    async (newPage) => {
      const page = await newPage();
      await page.goto(`${baseUrl}/mooctraining/StudyNew/${COURSE_ID}`);
      await page.waitForURL(/\/user\/login\?gotoUrl=/);
      await signInWithForm(page, LEARNER);
      // A new account is first asked its interests; this person goes straight on to the lesson.
      await page.waitForURL(/\/user\/interest\?|\/mooctraining\/StudyNew\//i);
      if (page.url().includes("/user/interest")) await page.goto(`${baseUrl}/mooctraining/StudyNew/${COURSE_ID}`);
      await playerReady(page);

      // 问答: the schema's message first (nothing typed is lost), then the question.
      const talk = page.getByRole("region", { name: "问答与笔记" });
      await talk.getByRole("tab", { name: "问答" }).click();
      const ask = talk.getByRole("form", { name: "提问" });
      await ask.getByRole("button", { name: "提交问题" }).click();
      await ask.getByText("请填写问题内容").waitFor();
      await ask.getByLabel("我的问题").fill(QUESTION);
      await ask.getByRole("button", { name: "提交问题" }).click();
      const mine = talk.locator(".talk-question").filter({ hasText: QUESTION });
      await mine.getByText("我的提问").waitFor();
      expect(await ask.getByLabel("我的问题").inputValue()).toBe("");

      // 笔记: play a few seconds, pause; the box pins the note to that second.
      const video = page.locator("video");
      await video.evaluate((v: HTMLVideoElement) => {
        v.muted = true;
        return v.play();
      });
      await page.waitForFunction(() => (document.querySelector("video")?.currentTime ?? 0) >= 4);
      const paused = Math.floor(
        await video.evaluate((v: HTMLVideoElement) => {
          v.pause();
          return v.currentTime;
        }),
      );
      const notes = page.getByRole("region", { name: "我的笔记" });
      const box = notes.getByLabel("笔记内容");
      await box.focus();
      await notes.getByText(`记在 ${noteClock(paused)}`).waitFor();
      await box.fill(NOTE);
      await notes.getByRole("button", { name: "保存笔记" }).click();
      const item = notes.locator(".note-item").filter({ hasText: NOTE });
      await item.getByText("私密").waitFor();

      // Somewhere else in the clip, then the note's second takes the player back there.
      await video.evaluate((v: HTMLVideoElement) => {
        v.currentTime = 15;
      });
      await page.waitForFunction(() => Math.abs((document.querySelector("video")?.currentTime ?? 0) - 15) < 1);
      await item.getByRole("button", { name: `跳到 ${noteClock(paused)}` }).click();
      await page.waitForFunction((s) => Math.abs((document.querySelector("video")?.currentTime ?? 0) - s) < 1, paused);

      // Shared: it shows in the course's 公开笔记 under the learner's nickname.
      await item.getByRole("button", { name: "分享", exact: true }).click();
      await item.getByText("公开", { exact: true }).waitFor();
      await talk.getByRole("tab", { name: "公开笔记" }).click();
      await talk.getByText(NOTE).waitFor();
      await talk.getByRole("tab", { name: "问答" }).click();
      await mine.waitFor();
      await shot(page, "study-1280");
      await expectNoSeriousA11yViolations(page, "学习页（问答与笔记）");

      // The operator answers it from 课程问答, unanswered first, as the lecturer.
      const office = await newPage();
      await signInToAdmin(office, OPERATOR);
      // The dashboard's card names the course with questions waiting and opens exactly those.
      const waiting = office.getByRole("list", { name: "待回答的课程问答" });
      await waiting.getByRole("link", { name: /电商行业短视频带货/ }).click();
      await office.waitForURL(/\/admin\/course-questions\?/);
      const row = office.getByRole("row").filter({ hasText: QUESTION });
      await row.waitFor();
      await shot(office, "admin-list-1280");
      await expectNoSeriousA11yViolations(office, "课程问答");
      await office.setViewportSize(PHONE);
      // A phone lists the questions as lines of text, each opening its question.
      await office.getByText(QUESTION).waitFor();
      await fitsWidth(office);
      await shot(office, "admin-list-375");
      await office.setViewportSize({ width: 1280, height: 800 });
      await row.getByText(QUESTION).click();
      const answerBox = office.getByLabel("回答内容");
      await office.getByRole("button", { name: "发布讲师回答" }).click();
      await office.getByText("请填写回答内容").waitFor();
      await answerBox.fill(ANSWER);
      await office.getByRole("button", { name: "发布讲师回答" }).click();
      await office.getByText("已发布讲师回答").waitFor();
      await office.getByRole("cell", { name: ANSWER }).waitFor();

      // The learner sees it marked 讲师回答.
      await page.reload();
      await playerReady(page);
      const answered = page.locator(".talk-question").filter({ hasText: QUESTION });
      await answered.locator(".talk-answer--lecturer").filter({ hasText: ANSWER }).getByText("讲师回答").waitFor();
      await answered.getByText("讲师已回答").waitFor();

      // 我的课程 → 我的笔记: the note, and its link opens the lesson at its second.
      await page.goto(`${baseUrl}/my/mycourse`);
      await page.getByRole("link", { name: "我的笔记" }).click();
      await page.getByRole("heading", { name: "我的笔记" }).waitFor();
      const noted = page.locator(".my-notes__item").filter({ hasText: NOTE });
      await noted.getByText("公开").waitFor();
      // The pointer rests where 我的笔记 was clicked, over 我的课程's link now: move it off so axe reads the link unhovered.
      await page.mouse.move(0, 0);
      await expectNoSeriousA11yViolations(page, "我的笔记");
      await noted.getByRole("link", { name: new RegExp(noteClock(paused)) }).click();
      await page.waitForURL(/[?&]t=\d+/);
      await playerReady(page);
      expect(Math.abs((await videoSecond(page)) - paused)).toBeLessThanOrEqual(1);

      // On a phone: the tabs under the player hold 笔记 too, and nothing overflows.
      const phone = await newPage(PHONE);
      await resumeSession(phone, LEARNER, `/mooctraining/StudyNew/${COURSE_ID}`);
      await playerReady(phone);
      const phoneTalk = phone.getByRole("region", { name: "问答与笔记" });
      await phoneTalk.getByRole("tab", { name: "笔记", exact: true }).click();
      await phoneTalk.getByText(NOTE).waitFor();
      await fitsWidth(phone);
      await shot(phone, "study-375-notes");
      await phoneTalk.getByRole("tab", { name: "问答" }).click();
      await phoneTalk.getByText(ANSWER).waitFor();
      await fitsWidth(phone);
      await shot(phone, "study-375-questions");
      await expectNoSeriousA11yViolations(phone, "学习页（手机）");
    },
  );
});
