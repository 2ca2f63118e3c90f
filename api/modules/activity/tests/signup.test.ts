import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { SignField, SurveyQuestion } from "@/api/contract/activity";
import { signIn, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";
import { createActivity } from "./fixtures";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

let n = 0;
async function signedInBrowser() {
  n++;
  const browser = testClient(srv.url, { ip: `10.3.0.${n}` });
  await signIn(browser, srv.url, `1370013${String(n).padStart(4, "0")}`);
  return browser;
}

const FORM: SignField[] = [
  { name: "邮箱", typeId: 6, isRequireded: 1 },
  { name: "QQ", typeId: 7, isRequireded: 0 },
  { name: "微信号", typeId: 8, isRequireded: 0 },
  { name: "公司主体", typeId: 12, isRequireded: 1 },
  { name: "行业", typeId: 2, isRequireded: 1 },
  { name: "城市", typeId: 3, isRequireded: 0 },
];
const SURVEY: SurveyQuestion[] = [{ id: 5, questionType: 3, questionName: "想了解的话题", isRequireded: 1, surveyOptions: [] }];

const good = {
  setting: [
    { k: 6, n: "邮箱", d: "", v: "li@example.com" },
    { k: 7, n: "QQ", d: "", v: "" },
    { k: 8, n: "微信号", d: "", v: "" },
    { k: 12, n: "公司主体", d: "17", v: "上海某某网络科技有限公司" },
    { k: 2, n: "行业", d: "3", v: "互联网" },
    { k: 3, n: "城市", d: "", v: "" },
  ],
  surveySubmit: [{ questionType: 3, questionId: 5, itemId: "0", value: "短视频投放" }],
  source: "pc",
  agree: true,
};
const withField = (k: number, patch: { d?: string; v?: string }) => ({
  ...good,
  setting: good.setting.map((s) => (s.k === k ? { ...s, ...patch } : s)),
});

describe("Activity/ActivitySign", () => {
  test("a visitor is sent to log in (1503)", async () => {
    const activityId = await createActivity(srv.deps.db, { userDetailList: FORM });
    expect((await testClient(srv.url).call("Activity/ActivitySign", { activityId, ...good })).code).toBe(1503);
  });

  const cases: [string, Record<string, unknown>, string, string | undefined][] = [
    ["an empty required field", withField(6, { v: "" }), "请填写邮箱", "setting.6"],
    ["a bad email", withField(6, { v: "li@example" }), "请检查邮箱格式", "setting.6"],
    ["a QQ starting with 0", withField(7, { v: "012345" }), "请检查QQ格式", "setting.7"],
    ["a QQ of 4 digits", withField(7, { v: "1234" }), "请检查QQ格式", "setting.7"],
    ["a WeChat id with a space", withField(8, { v: "wx id 1" }), "请检查微信号格式", "setting.8"],
    ["a main company typed but not chosen", withField(12, { d: "" }), "请重新选择公司主体", "setting.12"],
    ["no industry chosen", withField(2, { d: "", v: "" }), "请填写行业", "setting.2"],
    ["a required survey question left empty", { ...good, surveySubmit: [] }, "请填写必填项", "surveySubmit.5"],
    ["the agreement not ticked", { ...good, agree: false }, "请阅读并同意活动协议", undefined],
  ];
  for (const [what, payload, msg, field] of cases) {
    test(`${what}: ${msg}, and no sign-up`, async () => {
      const activityId = await createActivity(srv.deps.db, { userDetailList: FORM, surveyQuestions: SURVEY });
      const answer = await (await signedInBrowser()).call("Activity/ActivitySign", { activityId, ...payload });
      expect(answer).toMatchObject({ code: 1, msg });
      if (field) expect(answer.data).toEqual({ field });
      const [{ count }] = await rows<{ count: number }>(
        srv.deps.db,
        `select count(*)::int as count from activity_signups where activity_id = ${activityId}`,
      );
      expect(count).toBe(0);
    });
  }

  test("valid optional QQ and WeChat pass; isAp 0 without approval, answers stored", async () => {
    const activityId = await createActivity(srv.deps.db, { userDetailList: FORM, surveyQuestions: SURVEY });
    const browser = await signedInBrowser();
    const payload = {
      ...withField(7, { v: "12345" }),
      setting: withField(7, { v: "12345" }).setting.map((s) => (s.k === 8 ? { ...s, v: "wx_li-2026" } : s)),
    };
    expect(await browser.call("Activity/ActivitySign", { activityId, ...payload })).toMatchObject({
      code: 0,
      msg: "报名成功",
      data: { isAp: 0 },
    });
    const detail = await browser.call<{ attend: { audit: number } }>("Activity/Detail", { id: activityId });
    expect(detail.data.attend).toMatchObject({ audit: 1 });
    const [row] = await rows<{ setting: { k: number; v: string }[]; source: string }>(
      srv.deps.db,
      `select setting, source from activity_signups where activity_id = ${activityId}`,
    );
    expect(row.source).toBe("pc");
    expect(row.setting.find((s) => s.k === 8)?.v).toBe("wx_li-2026");
  });

  test("an activity needing approval answers isAp 1, under review", async () => {
    const activityId = await createActivity(srv.deps.db, { userDetailList: FORM, needApprove: 1 });
    const browser = await signedInBrowser();
    expect(await browser.call("Activity/ActivitySign", { activityId, ...good })).toMatchObject({
      code: 0,
      msg: "报名信息已提交，请等待审核",
      data: { isAp: 1 },
    });
    expect((await browser.call<{ attend: unknown }>("Activity/Detail", { id: activityId })).data.attend).toMatchObject({ audit: 0 });
  });

  test("a double-clicked sign-up gives one row, and a later one answers the same state", async () => {
    const activityId = await createActivity(srv.deps.db, { userDetailList: FORM, needApprove: 1 });
    const browser = await signedInBrowser();
    const answers = await Promise.all(Array.from({ length: 5 }, () => browser.call("Activity/ActivitySign", { activityId, ...good })));
    expect(answers.every((a) => a.code === 0 && (a.data as { isAp: number }).isAp === 1)).toBe(true);
    expect(await browser.call("Activity/ActivitySign", { activityId, ...good })).toMatchObject({
      code: 0,
      msg: "您已报名",
      data: { isAp: 1 },
    });
    const [{ count }] = await rows<{ count: number }>(
      srv.deps.db,
      `select count(*)::int as count from activity_signups where activity_id = ${activityId}`,
    );
    expect(count).toBe(1);
  });

  test("an ended activity or an unknown one refuses the sign-up", async () => {
    const ended = await createActivity(srv.deps.db, { endTime: new Date(Date.now() - 1000) });
    const browser = await signedInBrowser();
    expect(await browser.call("Activity/ActivitySign", { activityId: ended, ...good })).toMatchObject({ code: 1, msg: "活动已结束" });
    expect(await browser.call("Activity/ActivitySign", { activityId: 999999, ...good })).toMatchObject({ code: 1, msg: "活动不存在" });
  });

  test("Activity/Detail shows the form to a visitor, with no sign-up state", async () => {
    const activityId = await createActivity(srv.deps.db, { userDetailList: FORM, surveyQuestions: SURVEY });
    const detail = await testClient(srv.url).call("Activity/Detail", { id: activityId });
    expect(detail).toMatchObject({
      code: 0,
      data: { activity: { id: activityId, title: "测试活动" }, userDetailList: FORM, surveyQuestions: SURVEY, attend: null },
    });
  });
});
