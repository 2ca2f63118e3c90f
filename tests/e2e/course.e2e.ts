import { describe, expect } from "bun:test";
import type { Page } from "playwright-core";
import { baseUrl, PHONE, useBrowser } from "./support/browser";
import { signInWithForm } from "./support/portal";

const { journey } = useBrowser();

/** A learner no other journey signs in (the SMS minute of a demo number is shared across files). */
const LEARNER = "13900000038";
/** A seeded course tagged 实操演练 whose first lesson is the 24 s sample clip (db/seed/course-catalogue.ts). */
const COURSE_TITLE = "千川投放从入门到精通";

const isHeartbeat = (url: string) => new URL(url).pathname.endsWith("/MoocTraining/Heartbeat");

/** The player's second once it has its metadata (and has sought to the saved position). */
async function resumedAt(page: Page) {
  const video = page.locator("video");
  await video.waitFor();
  await page.waitForFunction(() => {
    const v = document.querySelector("video");
    return !!v && v.readyState >= 1 && !v.seeking;
  });
  return video.evaluate((v: HTMLVideoElement) => v.currentTime);
}

describe("Courses in the portal", () => {
  journey(
    "a visitor filters the course center on a phone, signs in to study, and the player resumes where they paused",
    async (newPage) => {
      const page = await newPage(PHONE);
      await page.goto(`${baseUrl}/Learning/List`);
      await page.getByRole("heading", { name: "课程中心" }).waitFor();

      // The phone's two-level filter sheet: a resource type, then 确定.
      await page.getByRole("button", { name: "筛选" }).click();
      const sheet = page.getByRole("dialog", { name: "筛选" });
      await sheet.getByRole("tab", { name: "资源类型" }).click();
      await sheet.getByRole("button", { name: "实操演练" }).click();
      await sheet.getByRole("button", { name: /确定（已选 1）/ }).click();
      await page.waitForURL(/[?&]resources=\d+/);
      const list = page.getByRole("list", { name: "课程列表" });
      await list.getByText(COURSE_TITLE).waitFor();
      // Courses without the tag are gone (案例拆解 / 内容营销).
      expect(await list.getByText("巨量星图达人营销").count()).toBe(0);

      await list.getByRole("link", { name: new RegExp(COURSE_TITLE) }).click();
      await page.getByRole("heading", { name: COURSE_TITLE }).waitFor();
      await page.getByRole("link", { name: "开始学习" }).click();

      // Studying needs a login: the login page, and back to the study page.
      await page.waitForURL(/\/user\/login\?gotoUrl=/);
      await signInWithForm(page, LEARNER);
      await page.waitForURL(/\/mooctraining\/StudyNew\//i);
      await resumedAt(page);
      expect(await page.title()).toContain(COURSE_TITLE);

      // A few seconds of the clip (muted, as a page may start playback without a gesture).
      const video = page.locator("video");
      await video.evaluate((v: HTMLVideoElement) => {
        v.muted = true;
        return v.play();
      });
      await page.waitForFunction(() => (document.querySelector("video")?.currentTime ?? 0) >= 4);

      // Pausing saves the position with a beat that claims the seconds actually played.
      const beat = page.waitForResponse((res) => isHeartbeat(res.url()));
      const paused = await video.evaluate((v: HTMLVideoElement) => {
        v.pause();
        return v.currentTime;
      });
      const answer = (await (await beat).json()) as { code: number; data: { credited: number } };
      expect(answer.code).toBe(0);
      expect(answer.data.credited).toBeGreaterThanOrEqual(3);

      // Leave for the course page (it now offers 继续学习), come back: the player resumes at the paused second.
      await page.getByRole("navigation", { name: "当前位置" }).getByRole("link", { name: COURSE_TITLE }).click();
      await page.getByRole("link", { name: "继续学习" }).click();
      expect(Math.abs((await resumedAt(page)) - paused)).toBeLessThanOrEqual(1);

      // A fresh load reads the position the server saved.
      await page.reload();
      expect(Math.abs((await resumedAt(page)) - paused)).toBeLessThanOrEqual(1);

      // Back on the course page: keep it, and rate it once (the schema's message first, nothing typed lost).
      await page.getByRole("navigation", { name: "当前位置" }).getByRole("link", { name: COURSE_TITLE }).click();
      await page.getByRole("button", { name: "收藏", exact: true }).click();
      await page.getByRole("button", { name: "已收藏" }).waitFor();
      const form = page.locator("form.comment-form");
      await form.getByLabel("评价内容").fill("讲得清楚，案例实用");
      await form.getByRole("button", { name: "发表评价" }).click();
      await form.getByText("请选择评分").waitFor();
      expect(await form.getByLabel("评价内容").inputValue()).toBe("讲得清楚，案例实用");
      await form.getByRole("radio", { name: "4星" }).check();
      await form.getByRole("button", { name: "发表评价" }).click();
      const mine = page.locator(".comment--mine");
      await mine.getByText("讲得清楚，案例实用").waitFor();
      expect(await form.count()).toBe(0);
    },
  );
});
