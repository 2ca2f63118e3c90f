import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Context, Hono } from "hono";
import { FIRST_FRAME_ANSWERS_ID, type RenderFirstFrame } from "@/api/contract/first-frame";
import { createDeps, type Deps } from "@/api/deps";
import { calls } from "@/api/modules";
import { makeTraining } from "@/api/modules/training/tests/helpers";
import type { Database } from "@/db/client";
import { users } from "@/db/schema/account/users";
import { renderFirstFrame } from "@/portal/first-frame";
import { freshDatabase } from "@/tests/support/database";
import { makeExam } from "@/tests/support/factories";
import { testEnv } from "@/tests/support/server";
import { breakpointOfAgent, firstFrames } from "../first-frame";
import { visitorCalls } from "../protocol/router";
import { createSession } from "../protocol/session";
import { portalOptions, spaRoutes } from "../static";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";

const dir = mkdtempSync(join(tmpdir(), "xuexi-first-frame-"));
writeFileSync(
  join(dir, "index.html"),
  '<!doctype html><html><head><title>学习认证中心</title></head><body><div id="root"></div><script type="module" src="/main-abcdef12.js"></script></body></html>',
);
let database: Database;
let deps: Deps;

beforeAll(async () => {
  database = await freshDatabase();
  deps = createDeps(database.db, testEnv());
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The portal as server.ts serves it, drawing first frames with `render` (the portal's own renderer unless told). */
function portal(render: RenderFirstFrame | null = renderFirstFrame) {
  const firstFrame = firstFrames(deps.db, Promise.resolve(render), visitorCalls(deps, calls));
  return new Hono().route("/", spaRoutes(dir, deps.env, portalOptions(deps.env, firstFrame)));
}

const get = (app: Hono, path: string, headers: Record<string, string> = { "User-Agent": IPHONE }) => app.request(path, { headers });

/** The page's drawn frame (the inert part of its root), or null when it came without one. */
function frameOf(html: string) {
  return /<div id="root"><div class="first-frame" inert>([\s\S]*)<\/div><\/div><script type="application\/json"/.exec(html)?.[1] ?? null;
}

function answersOf(html: string) {
  const json = new RegExp(`<script type="application/json" id="${FIRST_FRAME_ANSWERS_ID}">([^<]*)</script>`).exec(html)?.[1];
  return json === undefined ? null : (JSON.parse(json) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] });
}

describe("a visitor's page arrives drawn", () => {
  test("the exam list comes with its exams, its own title, and the answers it was drawn from", async () => {
    await makeExam(database.db, { name: "巨量引擎营销认证（首屏）" });
    const res = await get(portal(), "/certification/exam");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(frameOf(html)).toContain("巨量引擎营销认证（首屏）");
    expect(html).toContain("<title data-first-frame>认证考试 - 学习认证中心</title>");
    expect(html.match(/<title/g)).toHaveLength(1);
    // The browser starts from these answers instead of asking again; nothing in them is a visitor's private data.
    const answers = answersOf(html);
    expect(JSON.stringify(answers?.queries.map((q) => q.state.data))).toContain("巨量引擎营销认证（首屏）");
    // No script the CSP would refuse: the entry, and the answers as data.
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  test("the home page is drawn with its hero, for a phone in the phone's layout and for a desktop in the desktop's", async () => {
    const phone = await (await get(portal(), "/")).text();
    expect(frameOf(phone)).toContain("学好课程，考取认证");
    expect(frameOf(phone)).toContain("site-header--phone");
    const desktop = await (await get(portal(), "/", { "User-Agent": DESKTOP })).text();
    expect(frameOf(desktop)).toContain("学好课程，考取认证");
    expect(frameOf(desktop)).not.toContain("site-header--phone");
  });

  test("a session's page is drawn with its title and sign-up button, lazily loaded parts included", async () => {
    const session = await makeTraining(database.db, { title: "首屏直播：投放入门" });
    const html = await (await get(portal(), `/Training/Detail/${session!.strId}`)).text();
    expect(frameOf(html)).toContain("首屏直播：投放入门");
    expect(frameOf(html)).toContain("立即报名");
    // Nothing left for the browser to fill in: no fallback of a part that was still loading.
    expect(frameOf(html)).not.toMatch(/<!--\$[?!]-->/);
  });

  test("markup-looking text in an answer cannot end the answers' script", async () => {
    await makeExam(database.db, { name: "</script><script>alert(1)</script>" });
    const html = await (await get(portal(), "/certification/exam")).text();
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(JSON.stringify(answersOf(html))).toContain("</script><script>alert(1)</script>");
  });
});

describe("everything else gets the page as before", () => {
  test("a signed-in person's page is not drawn on the server (what they see is theirs, not a visitor's)", async () => {
    const [person] = await database.db.insert(users).values({ areaCode: "+86", mobile: "13811110001", chineseName: "首屏" }).returning();
    const token = await createSession(database.db, person!.id);
    const html = await (await get(portal(), "/certification/exam", { "User-Agent": IPHONE, Cookie: `sid=${token}` })).text();
    expect(html).toContain('<div id="root"></div>');
    expect(answersOf(html)).toBeNull();
  });

  test("a missing item, a page not drawn on the server, and a renderer that fails or is absent leave the root empty", async () => {
    const empty = async (app: Hono, path: string) => {
      const res = await get(app, path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
    };
    await empty(portal(), "/Training/Detail/no-such-session");
    await empty(portal(), "/Help/Center");
    const failing: RenderFirstFrame = () => Promise.reject(new Error("renderer broke"));
    await empty(portal(failing), "/certification/exam");
    await empty(portal(null), "/certification/exam");
  });

  test("a render stuck on something gets the plain page after a second, and holds up nobody after it", async () => {
    let renders = 0;
    const app = portal(async () => {
      if (++renders === 1) return new Promise<never>(() => {});
      return { head: "", html: "<p>第二位访客的页面</p>", answers: "{}" };
    });
    expect(await (await get(app, "/certification/exam")).text()).toContain('<div id="root"></div>');
    expect(frameOf(await (await get(app, "/certification/exam")).text())).toBe("<p>第二位访客的页面</p>");
  });

  test("a page that fails in part is not drawn half: the renderer refuses it, and the visitor gets the page as before", async () => {
    // A share image needs the site's origin to be absolute; without one PageHead fails inside the page's boundary.
    const session = await makeTraining(database.db, { title: "首屏直播：半张页面", cover: "/uploads/admin/cover.png" });
    const c = await pageContext();
    const request = {
      url: `/Training/Detail/${session!.strId}`,
      origin: "",
      breakpoint: "phone" as const,
      meta: {},
      call: (path: string, payload: Record<string, unknown>) => visitorCalls(deps, calls)(c, path, payload),
    };
    await expect(renderFirstFrame(request)).rejects.toThrow("首屏未能完整画出");
  });

  test("the page's text is put in as it is, `$&` and all", async () => {
    const app = portal(async () => ({ head: "<title>$& - 学习认证中心</title>", html: "<p>价格 $& $1 $$</p>", answers: "{}" }));
    const html = await (await get(app, "/certification/exam")).text();
    expect(html).toContain("<title data-first-frame>$& - 学习认证中心</title>");
    expect(frameOf(html)).toBe("<p>价格 $& $1 $$</p>");
  });
});

test("a User-Agent names its layout class: phones, tablets, and the rest as desktops", () => {
  expect(breakpointOfAgent(IPHONE)).toBe("phone");
  expect(breakpointOfAgent("Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36")).toBe("phone");
  expect(breakpointOfAgent("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
  expect(breakpointOfAgent("Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36")).toBe("tablet");
  expect(breakpointOfAgent(DESKTOP)).toBe("desktop");
  expect(breakpointOfAgent(undefined)).toBe("desktop");
});

/** The Hono context of a page request, as the first frame's calls get it. */
function pageContext() {
  return new Promise<Context>((resolve) => {
    const app = new Hono();
    app.get("/", (c) => {
      resolve(c);
      return c.text("");
    });
    void app.request("/");
  });
}

test("a visitor's call answered in-process answers as the signed route: JSON data, 1503 for a login, 404, bad input's message", async () => {
  const call = visitorCalls(deps, calls);
  const c = await pageContext();
  const exams = await call(c, "pearson/examall", {});
  expect(exams.code).toBe(0);
  expect(JSON.stringify(exams.data)).toContain("巨量引擎营销认证（首屏）");
  // As JSON carries it: times are text, not Date objects the browser would never see.
  expect(JSON.stringify(exams)).toBe(JSON.stringify(JSON.parse(JSON.stringify(exams))));
  expect(await call(c, "/api/common/currentuser", {})).toEqual({ code: 0, msg: "成功", data: null });
  expect((await call(c, "my/userinfo", {})).code).toBe(1503);
  expect((await call(c, "no/SuchCall", {})).code).toBe(404);
  expect(await call(c, "Pearson/GetExamNewSys", {})).toMatchObject({ code: 1, msg: "参数错误" });
});
