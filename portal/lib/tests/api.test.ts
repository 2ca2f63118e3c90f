import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Hono } from "hono";
import * as v from "valibot";
import { commonBindmobileCall, commonCodeCall, commonLoginCall } from "@/api/contract/account";
import { defineCall } from "@/api/contract/call";
import { commonCurrentuserCall } from "@/api/contract/session";
import { createDeps } from "@/api/deps";
import { calls } from "@/api/modules";
import { publicCall } from "@/api/protocol/call";
import { renderError } from "@/api/protocol/envelope";
import { AppError } from "@/api/protocol/errors";
import { protocolRouter } from "@/api/protocol/router";
import { latestCode, testClient } from "@/tests/support/client";
import { freshDatabase } from "@/tests/support/database";
import { startTestServer, type TestServer, testEnv } from "@/tests/support/server";
import { type ApiEffects, ApiError, createApi, registerCodeHandler } from "../api";

/** The page effects a person would see, recorded: toasts, alerts, where the page went, the pauses before it. */
function recordedPage(url = "/activity/detail?id=7") {
  const seen = { toasts: [] as { msg: string; ms?: number }[], alerts: [] as string[], went: [] as string[], waited: [] as number[] };
  const effects: ApiEffects = {
    toast: (msg, ms) => void seen.toasts.push({ msg, ms }),
    alert: (msg) => void seen.alerts.push(msg),
    navigate: (href) => void seen.went.push(href),
    currentUrl: () => url,
    origin: () => "http://127.0.0.1",
    wait: async (ms) => void seen.waited.push(ms),
  };
  return { seen, effects };
}

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

describe("the call layer against the real server", () => {
  test("a first call learns the key (901 is retried inside the client) and answers data", async () => {
    const browser = testClient(srv.url, { ip: "10.1.0.1" });
    const { seen, effects } = recordedPage();
    const api = createApi(browser, effects);
    expect(await api.send(commonCurrentuserCall)).toBeNull();
    expect(browser.keys.get("api.cipher")).toBeString();
    expect(seen).toEqual({ toasts: [], alerts: [], went: [], waited: [] });
  });

  test("a business failure is toasted with the server's message", async () => {
    const { seen, effects } = recordedPage();
    const api = createApi(testClient(srv.url, { ip: "10.1.0.2" }), effects);
    const env = await api.call(commonLoginCall, { areaCode: "+86", mobile: "13800138100", code: "123456" });
    expect(env).toMatchObject({ code: 1, msg: "验证码已失效，请重新获取", data: { field: "code" } });
    expect(seen.toasts).toEqual([{ msg: "验证码已失效，请重新获取", ms: undefined }]);
  });

  test("a failure handler takes over the toast; send throws ApiError with the field", async () => {
    const { seen, effects } = recordedPage();
    const api = createApi(testClient(srv.url, { ip: "10.1.0.3" }), effects);
    const failed: string[] = [];
    const error = await api
      .send(commonLoginCall, { areaCode: "+86", mobile: "123", code: "123456" }, { onFail: (env) => void failed.push(env.msg) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1, message: "手机号格式错误", field: "mobile" });
    expect(failed).toEqual(["手机号格式错误"]);
    expect(seen.toasts).toEqual([]);
  });

  test("1503 sends a visitor to the login page coming back to the current page", async () => {
    const { seen, effects } = recordedPage("/activity/detail?id=7");
    const api = createApi(testClient(srv.url, { ip: "10.1.0.4" }), effects);
    const env = await api.call(commonBindmobileCall, { areaCode: "+86", mobile: "13800138101", code: "123456" });
    expect(env.code).toBe(1503);
    expect(seen.went).toEqual([`/user/login?gotoUrl=${encodeURIComponent("/activity/detail?id=7")}`]);
    expect(seen.toasts).toEqual([]);
  });

  test("query throws ApiError and touches nothing on the page", async () => {
    const { seen, effects } = recordedPage();
    const api = createApi(testClient(srv.url, { ip: "10.1.0.5" }), effects);
    const error = await api
      .query(commonBindmobileCall, { areaCode: "+86", mobile: "13800138101", code: "123456" })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 1503, message: "请先登录" });
    expect(seen).toEqual({ toasts: [], alerts: [], went: [], waited: [] });
  });

  test("a signed-in person stays signed in through the layer", async () => {
    const browser = testClient(srv.url, { ip: "10.1.0.6" });
    const { effects } = recordedPage();
    const api = createApi(browser, effects);
    await api.send(commonCodeCall, { areaCode: "+86", mobile: "13800138102" });
    const code = await latestCode(srv.url, "13800138102");
    expect(await api.send(commonLoginCall, { areaCode: "+86", mobile: "13800138102", code })).toBe("newreg");
    expect(await api.send(commonCurrentuserCall)).toMatchObject({ mobile: "13800138102" });
  });
});

describe("the rest of the catalogue, from a real protocol router", () => {
  /** Answers whatever code it is told to: stands in for the later features that answer these codes. */
  const testAnswer = defineCall({
    path: "test/answer",
    input: v.object({ code: v.number(), msg: v.string(), data: v.optional(v.unknown(), null) }),
  }).returns<never>();
  const answerCall = publicCall(testAnswer, {
    handle({ code, msg, data }) {
      throw new AppError(code, msg, data);
    },
  });
  let url: string;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    const database = await freshDatabase();
    const app = new Hono();
    app.onError((err, c) => renderError(c, err));
    app.route("/api", protocolRouter(createDeps(database.db, testEnv()), [...calls, answerCall]));
    const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: (req) => app.fetch(req) });
    url = `http://127.0.0.1:${server.port}`;
    stop = async () => {
      await server.stop(true);
      await database.close();
    };
  });
  afterAll(() => stop());

  const answer = (page: ReturnType<typeof recordedPage>, code: number, msg: string, data: unknown = null) =>
    createApi(testClient(url), page.effects).call(testAnswer, { code, msg, data });

  test("1401 is ignored", async () => {
    const page = recordedPage();
    expect((await answer(page, 1401, "忽略")).code).toBe(1401);
    expect(page.seen).toEqual({ toasts: [], alerts: [], went: [], waited: [] });
  });

  test("1302 toasts for 2 s, then goes to data keeping the page's gotoUrl", async () => {
    const page = recordedPage("/activity/detail?id=7&gotoUrl=%2Fmy%2Findex");
    await answer(page, 1302, "请先完善资料", "/my/edit");
    expect(page.seen.toasts).toEqual([{ msg: "请先完善资料", ms: 2000 }]);
    expect(page.seen.waited).toEqual([2000]);
    expect(page.seen.went).toEqual(["/my/edit?gotoUrl=%2Fmy%2Findex"]);
  });

  test("1302 keeps fromurl too, and never leaves the site", async () => {
    const page = recordedPage("/certification/exam?fromurl=%2Fhome%2Findex");
    await answer(page, 1302, "请先登录", "https://evil.example.com/phish");
    expect(page.seen.went).toEqual(["/?fromurl=%2Fhome%2Findex"]);
  });

  test("302 goes to data", async () => {
    const page = recordedPage();
    await answer(page, 302, "", "/certification/examcheck/12");
    expect(page.seen.went).toEqual(["/certification/examcheck/12"]);
    expect(page.seen.toasts).toEqual([]);
  });

  test("302 to another site goes home instead", async () => {
    const page = recordedPage();
    await answer(page, 302, "", "//evil.example.com");
    expect(page.seen.went).toEqual(["/"]);
  });

  test("1501 and 1502 call the hooks features register, with the call that got them", async () => {
    const page = recordedPage();
    const got: unknown[] = [];
    const off1501 = registerCodeHandler(1501, (env, call) => void got.push([env.code, call.target.path]));
    const off1502 = registerCodeHandler(1502, (env) => void got.push([env.code, env.data]));
    await answer(page, 1501, "请完善报名信息");
    await answer(page, 1502, "检测到您的账号", { mobile: "138****8000" });
    off1501();
    off1502();
    expect(got).toEqual([
      [1501, "test/answer"],
      [1502, { mobile: "138****8000" }],
    ]);
    expect(page.seen.toasts).toEqual([]);
  });

  test("1501 with no hook registered is toasted like any failure", async () => {
    const page = recordedPage();
    await answer(page, 1501, "请完善报名信息");
    expect(page.seen.toasts).toEqual([{ msg: "请完善报名信息", ms: undefined }]);
  });

  test("1504 shows its message in an alert", async () => {
    const page = recordedPage();
    await answer(page, 1504, "移动端暂不支持报名认证考试，请使用电脑访问");
    expect(page.seen.alerts).toEqual(["移动端暂不支持报名认证考试，请使用电脑访问"]);
    expect(page.seen.toasts).toEqual([]);
  });

  test("any other code calls the failure handler if given, else toasts", async () => {
    const page = recordedPage();
    const failed: number[] = [];
    const env = await createApi(testClient(url), page.effects).call(
      testAnswer,
      { code: 9, msg: "请先绑定学习卡" },
      { onFail: (e) => void failed.push(e.code) },
    );
    expect(env.code).toBe(9);
    expect(failed).toEqual([9]);
    await answer(page, 701, "验证码错误");
    expect(page.seen.toasts).toEqual([{ msg: "验证码错误", ms: undefined }]);
  });
});
