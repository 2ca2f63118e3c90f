import { describe, expect } from "bun:test";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { signInToAdmin } from "./support/admin";
import { artifacts, baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";
import { signInAsNewcomer } from "./support/interest";
import { OPERATOR } from "./support/people";

const { journey } = useBrowser();

/** New to the site (signInAsNewcomer): the pack's creator and the colleague who opens the shared link. */
const CREATOR = "13711110041";
const LEARNER = "13711110040";
/** One-lesson courses the operator publishes, short enough to finish in the player within the journey. */
const FIRST = "学习包浏览器测试·五秒速学";
const SECOND = "学习包浏览器测试·五秒复盘";
const PACK = "投放新人七日学习包";
/** A seeded course (db/seed/course-catalogue.ts), added from its own page. */
const SEEDED = "千川投放从入门到精通";
const POINTS = 12;

/** A call of the back-office api from the signed-in page (its cookie, its origin). */
async function adminApi<T>(page: Page, method: string, path: string, body?: unknown) {
  const res = (await page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/admin/api${path}`, {
        method,
        headers: { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    { method, path, body },
  )) as { status: number; json: T };
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

/**
 * The operator publishes two courses of one 5-second lesson each on the seeded sample clip (the back-office course
 * pages are admin-courses.e2e.ts's), so the learner can finish the pack in the player.
 */
async function publishShortCourses(page: Page) {
  await signInToAdmin(page, OPERATOR);
  // Oldest first: the seeded lessons, not one another journey has just uploaded.
  const lessons = await adminApi<{ kind: string; url: string }[]>(
    page,
    "GET",
    `/course-lessons?sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent("[0,49]")}`,
  );
  const clip = lessons.find((l) => l.kind === "video" && l.url.endsWith(".mp4"))!;
  for (const title of [FIRST, SECOND]) {
    const course = await adminApi<{ id: number }>(page, "POST", "/courses", { title, published: 1, isHot: 0 });
    const chapter = await adminApi<{ id: number }>(page, "POST", "/course-chapters", { courseId: course.id, title: "第一章" });
    await adminApi(page, "POST", "/course-lessons", { chapterId: chapter.id, title: "五秒", kind: "video", url: clip.url, duration: 5 });
  }
}

/** A finger drags `handle` vertically to `toY` (CSS pixels): touch events through DevTools, as a phone sends them. */
async function touchDrag(page: Page, handle: Locator, toY: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let i = 1; i <= 8; i++)
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y: y + ((toY - y) * i) / 8 }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** The operator sets the pack's 完成奖励积分 in the back office (decision 0035: operators only). */
async function setPackPoints(page: Page, packId: number) {
  await page.goto(`${baseUrl}/admin/course-packs/${packId}`);
  const points = page.getByLabel("完成奖励积分");
  await points.fill(String(POINTS));
  await page.getByRole("button", { name: "保存" }).click();
  await page.waitForURL(/\/show$/);
}

/** The toast's text once it shows. */
const toastSays = (page: Page, text: string) => page.locator(".toaster").getByText(text).waitFor();

/** Plays the open lesson (muted) past `seconds`, then pauses; answers the heartbeat the pause sends. */
async function watch(page: Page, seconds: number) {
  const video = page.locator("video");
  await video.waitFor();
  await page.waitForFunction(() => (document.querySelector("video")?.readyState ?? 0) >= 1);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await page.waitForFunction((s) => (document.querySelector("video")?.currentTime ?? 0) >= s, seconds);
  const beat = page.waitForResponse((res) => new URL(res.url()).pathname.endsWith("/MoocTraining/Heartbeat"));
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  return (await (await beat).json()) as { code: number; data: { courseFinished: number } };
}

describe("course packs", () => {
  journey(
    "on a phone a learner builds a pack from the search, orders it by touch and keyboard, shares the link; a colleague joins through it, finishes it, reviews it and claims the points",
    async (newPage) => {
      const office = await newPage(DESKTOP);
      await publishShortCourses(office);

      // The creator starts from the study index; creating needs a login and comes back to the form.
      const page = await newPage(PHONE);
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      await page.goto(`${baseUrl}/study/index`);
      await page.getByRole("heading", { name: "学习包", exact: true }).waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: join(artifacts, "study-index-375.png"), fullPage: true });
      await page.getByRole("link", { name: "创建学习包" }).click();
      await page.waitForURL(/\/user\/login\?gotoUrl=/);
      await signInAsNewcomer(page, CREATOR, "季创建");
      await page.waitForURL(/\/study\/mypack$/);
      await page.getByRole("heading", { name: "创建学习包" }).waitFor();
      expect(await page.title()).toContain("创建学习包");
      await page.screenshot({ path: join(artifacts, "study-create-375.png"), fullPage: true });

      // The schema's message first, nothing typed lost.
      const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "基本信息" }) });
      await form.getByLabel("简介").fill("一周学完投放基础");
      await form.getByRole("button", { name: "创建学习包" }).click();
      await form.getByText("请填写学习包名称").waitFor();
      expect(await form.getByLabel("简介").inputValue()).toBe("一周学完投放基础");
      await form.getByLabel("学习包名称").fill(PACK);
      await form.getByRole("group", { name: "您关注的岗位" }).getByRole("checkbox").first().check();
      await expectNoSeriousA11yViolations(page);
      await form.getByRole("button", { name: "创建学习包" }).click();
      await page.waitForURL(/\/study\/mypack\?id=\d+$/);
      const packId = Number(new URL(page.url()).searchParams.get("id"));
      await page.getByRole("heading", { name: "管理学习包" }).waitFor();

      // 搜索 sends nothing without a keyword; then two courses are added, each row turning 已添加.
      const search = page.locator("section").filter({ has: page.getByRole("heading", { name: "添加课程" }) });
      await search.getByRole("tab", { name: "搜索" }).click();
      await search.getByRole("button", { name: "搜索", exact: true }).click();
      await search.getByText("请输入搜索关键词").waitFor();
      for (const [key, title] of [
        ["五秒速学", FIRST],
        ["五秒复盘", SECOND],
      ] as const) {
        await search.getByLabel("课程关键词").fill(key);
        await search.getByRole("button", { name: "搜索", exact: true }).click();
        await search.getByRole("button", { name: `添加：${title}` }).click();
        await search.getByRole("button", { name: `已添加：${title}` }).waitFor();
      }
      const items = page.getByRole("list", { name: "学习包课程" });
      await page.getByRole("heading", { name: "学习包课程（2）" }).waitFor();
      expect(await items.getByRole("listitem").allTextContents()).toEqual([
        expect.stringContaining(FIRST),
        expect.stringContaining(SECOND),
      ]);
      await expectNoSeriousA11yViolations(page);

      // 管理排序: a finger drags the second course above the first; the keyboard moves it down and back up; 保存排序.
      await page.getByRole("button", { name: "管理排序" }).click();
      const order = page.getByRole("list", { name: "调整课程顺序" });
      const handleOf = (title: string) => order.getByRole("button", { name: new RegExp(`^拖动排序：${title}`) });
      const top = (await order.getByRole("listitem").first().boundingBox())!;
      await touchDrag(page, handleOf(SECOND), top.y + 4);
      await order.getByRole("button", { name: `拖动排序：${SECOND}，第1位` }).waitFor();
      await handleOf(SECOND).focus();
      await page.keyboard.press("ArrowDown");
      await order.getByRole("button", { name: `拖动排序：${SECOND}，第2位` }).waitFor();
      await page.keyboard.press("ArrowUp");
      await order.getByRole("button", { name: `拖动排序：${SECOND}，第1位` }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`拖动排序：${SECOND}，第1位`);
      await page.screenshot({ path: join(artifacts, "study-order-375.png"), fullPage: true });
      await page.getByRole("button", { name: "保存排序" }).click();
      await toastSays(page, "排序已保存");
      await items.getByRole("listitem").first().filter({ hasText: SECOND }).waitFor();

      // The operator sets the pack's reward (only operators do).
      await setPackPoints(office, packId);

      // The pack's page: the link and poster wait for 开启分享.
      await page.getByRole("link", { name: "查看学习包" }).click();
      await page.waitForURL(/\/study\/detail\?id=\d+/);
      await page.getByRole("heading", { name: PACK }).waitFor();
      expect(await page.title()).toContain(PACK);
      const copy = page.getByRole("button", { name: "复制链接" });
      expect(await copy.isDisabled()).toBe(true);
      await page.getByText("请先开启分享").waitFor();
      await page.getByRole("button", { name: "开启分享" }).click();
      await page.getByRole("main").getByText("已开启分享", { exact: true }).waitFor();
      await copy.click();
      await toastSays(page, "链接已复制");
      const link = await page.evaluate(() => navigator.clipboard.readText());
      const shared = new URL(link);
      expect(shared.origin).toBe(new URL(baseUrl).origin);
      expect(shared.pathname).toBe("/study/detail");
      expect(shared.searchParams.get("id")).toBe(String(packId));
      expect(shared.searchParams.get("name")).toBe(PACK);
      expect(Number(shared.searchParams.get("shareuserid"))).toBeGreaterThan(0);
      expect(shared.searchParams.get("source")).toBe("1");
      await page.getByRole("button", { name: "分享海报" }).click();
      const poster = page.getByRole("dialog", { name: "分享海报" });
      expect(await poster.getByRole("img").getAttribute("src")).toMatch(/^data:image\/png;base64,/);
      await poster.getByRole("link", { name: "保存" }).waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: join(artifacts, "study-poster-375.png") });
      await poster.getByRole("button", { name: "关闭" }).click();
      await page.screenshot({ path: join(artifacts, "study-detail-creator-375.png"), fullPage: true });

      // A colleague opens the link on their phone, signs in to join, and joins.
      const colleague = await newPage(PHONE);
      await colleague.goto(link);
      await colleague.getByRole("heading", { name: PACK }).waitFor();
      await expectNoSeriousA11yViolations(colleague);
      await colleague.getByText(`加入并学完全部课程可领取 ${POINTS} 积分`).waitFor();
      await colleague.getByRole("button", { name: "加入学习包" }).click();
      await colleague.waitForURL(/\/user\/login\?gotoUrl=/);
      await signInAsNewcomer(colleague, LEARNER, "祝同学");
      await colleague.waitForURL(link);
      await colleague.getByRole("button", { name: "加入学习包" }).click();
      await toastSays(colleague, "加入成功");
      await colleague.getByRole("button", { name: "退出学习包" }).waitFor();
      const progress = colleague.getByRole("progressbar", { name: "学习进度" });
      expect(await progress.getAttribute("aria-valuetext")).toBe("已学完0门，共2门");
      const courses = colleague.getByRole("list", { name: "学习包课程" });
      await courses.getByRole("listitem").first().filter({ hasText: SECOND }).waitFor();

      // The reward before finishing: 领取失败 with the reason (spec 001 section 8).
      await colleague.getByText(`学完全部课程可领取 ${POINTS} 积分`).waitFor();
      await colleague.getByRole("button", { name: "领取积分" }).click();
      await toastSays(colleague, "领取失败：学完学习包中的全部课程后才能领取");

      // 开始学习 opens each course's player; five seconds of its lesson finish it.
      for (const [title, done] of [
        [SECOND, 1],
        [FIRST, 2],
      ] as const) {
        await colleague.getByRole("button", { name: `开始学习：${title}` }).click();
        await colleague.waitForURL(/\/mooctraining\/StudyNew\//i);
        const beat = await watch(colleague, 5.5);
        expect({ code: beat.code, courseFinished: beat.data.courseFinished }).toEqual({ code: 0, courseFinished: 1 });
        await colleague.goto(link);
        await colleague.getByRole("button", { name: `再次学习：${title}` }).waitFor();
        expect(await progress.getAttribute("aria-valuetext")).toBe(`已学完${done}门，共2门`);
      }

      // A review with 4 stars; the form gives way to 已评价.
      const review = colleague.getByRole("form", { name: "评价学习包" });
      await review.getByLabel("评价内容").fill("顺序安排合理，五秒速学很实用");
      await review.getByRole("button", { name: "发表评价" }).click();
      await review.getByText("请选择评分").waitFor();
      await review.getByRole("radio", { name: "4星" }).check();
      await review.getByRole("button", { name: "发表评价" }).click();
      await colleague.getByText("已评价", { exact: true }).waitFor();
      expect(await review.count()).toBe(0);
      const reviews = colleague.getByRole("list", { name: "评价列表" });
      await reviews.getByText("顺序安排合理，五秒速学很实用").waitFor();
      await reviews.getByRole("img", { name: "4分" }).waitFor();

      // Finished: the points, once.
      await colleague.getByRole("button", { name: "领取积分" }).click();
      await toastSays(colleague, `领取成功，获得${POINTS}积分`);
      expect(await colleague.getByRole("button", { name: "已领取" }).isDisabled()).toBe(true);
      await colleague.reload();
      expect(await colleague.getByRole("button", { name: "已领取" }).isDisabled()).toBe(true);
      await expectNoSeriousA11yViolations(colleague);
      await colleague.screenshot({ path: join(artifacts, "study-detail-member-375.png"), fullPage: true });

      // The creator sees the join counted under 分享链接.
      await page.reload();
      await page.locator(".pack-joins__item").filter({ hasText: "分享链接" }).getByText("1人").waitFor();

      // The same creator at 1280 px: the three pages look right and pass axe.
      const desk = await newPage(DESKTOP);
      await desk.context().addCookies(await page.context().cookies());
      for (const [path, name] of [
        ["/study/index?type=3", "study-index-1280"],
        [`/study/detail?id=${packId}`, "study-detail-1280"],
        [`/study/mypack?id=${packId}`, "study-mypack-1280"],
      ] as const) {
        await desk.goto(`${baseUrl}${path}`);
        await desk.getByRole("heading", { level: 1 }).waitFor();
        await expectNoSeriousA11yViolations(desk);
        await desk.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
      }
      // The header's menu leads to the packs they made.
      await desk.goto(`${baseUrl}/study/index`);
      await desk.locator(".user-menu__trigger").click();
      await desk.getByRole("menuitem", { name: "我的学习包" }).click();
      await desk.waitForURL(/\/study\/index\?type=3$/);
      await desk
        .getByRole("list", { name: "我创建的" })
        .getByRole("link", { name: new RegExp(PACK) })
        .waitFor();

      // A course's page adds it to the pack; a second time the reason shows in the pop-up (spec 001 section 8).
      const [seeded] = await adminApi<{ strId: string }[]>(
        office,
        "GET",
        `/courses?filter=${encodeURIComponent(JSON.stringify({ q: SEEDED }))}`,
      );
      await desk.goto(`${baseUrl}/MoocTraining/Detail/${seeded!.strId}`);
      await desk.getByRole("heading", { name: SEEDED }).waitFor();
      for (const says of [`已加入学习包“${PACK}”`, "该课程已在学习包中"]) {
        await desk.getByRole("button", { name: "加入学习包" }).click();
        const picker = desk.getByRole("dialog", { name: "加入学习包" });
        await picker.getByRole("button", { name: new RegExp(PACK) }).click();
        await toastSays(desk, says);
        if (says.startsWith("已加入")) await picker.waitFor({ state: "detached" });
        else await picker.getByRole("button", { name: "关闭" }).click();
      }
      await desk.goto(`${baseUrl}/study/detail?id=${packId}`);
      await desk.getByRole("list", { name: "学习包课程" }).getByRole("listitem").last().filter({ hasText: SEEDED }).waitFor();

      // With a mouse, the new course is dragged from the bottom to the top and the order saved.
      await desk.goto(`${baseUrl}/study/mypack?id=${packId}`);
      await desk.getByRole("button", { name: "管理排序" }).click();
      const rows = desk.getByRole("list", { name: "调整课程顺序" });
      const grip = (await rows.getByRole("button", { name: new RegExp(`^拖动排序：${SEEDED}`) }).boundingBox())!;
      const first = (await rows.getByRole("listitem").first().boundingBox())!;
      await desk.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
      await desk.mouse.down();
      await desk.mouse.move(grip.x + grip.width / 2, first.y + 4, { steps: 10 });
      await desk.mouse.up();
      await rows.getByRole("button", { name: `拖动排序：${SEEDED}，第1位` }).waitFor();
      await desk.getByRole("button", { name: "保存排序" }).click();
      await toastSays(desk, "排序已保存");
      await desk.reload();
      await desk.getByRole("list", { name: "学习包课程" }).getByRole("listitem").first().filter({ hasText: SEEDED }).waitFor();
    },
  );
});
