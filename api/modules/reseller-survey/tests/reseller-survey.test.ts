import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { ResellerSurvey, SurveyAnswer, SurveyQuestion } from "@/api/contract/reseller-survey";
import { SURVEY_MSG } from "@/api/contract/reseller-survey";
import { seedPartnerLogin } from "@/db/seed/partner-login";
import { silentLog } from "@/db/seed/progress";
import { seedResellerSurvey } from "@/db/seed/reseller-survey";
import { signIn, type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";
import { type AdminBrowser, signedInAs, signedInOperator } from "../../../admin/tests/support";

let srv: TestServer;
let reseller: TestClient;
let operator: AdminBrowser;
let questions: SurveyQuestion[];

beforeAll(async () => {
  srv = await startTestServer();
  await seedPartnerLogin(srv.deps.db, silentLog);
  await seedResellerSurvey(srv.deps.db, silentLog);
  reseller = testClient(srv.url, { ip: "10.40.0.1" });
  expect((await signIn(reseller, srv.url, "13500040001")).code).toBe(0);
  // A reseller through the demo code, as common/resellerlogin leaves one.
  await rows(
    srv.deps.db,
    "insert into resellers (user_id, auth_code_id) select u.id, c.id from users u, reseller_auth_codes c where u.mobile = '13500040001' limit 1",
  );
  questions = (await reseller.call<ResellerSurvey>("ResellerSurvey/GetQuestions")).data.list;
  operator = await signedInOperator(srv.deps.db, srv.url, "13500040000", "问卷运营");
});
afterAll(() => srv.stop());

const q = (title: string) => questions.find((x) => x.title.startsWith(title)) as SurveyQuestion;
const opt = (question: SurveyQuestion, title: string) => question.options.find((o) => o.title === title)?.id as number;
const ans = (question: SurveyQuestion, val: string): SurveyAnswer => ({ name: question.title, id: question.id, val, type: question.type });

/** A complete set of answers that does not choose 直播电商 (so its follow-up stays hidden). */
function complete(over: Record<number, string> = {}) {
  const base: SurveyAnswer[] = [
    ans(q("贵公司名称"), JSON.stringify(["某某广告", "王五", "13800001111"])),
    ans(q("贵公司主要代理"), String(opt(q("贵公司主要代理"), "搜索广告"))),
    ans(q("希望平台提供"), [opt(q("希望平台提供"), "投放基础"), opt(q("希望平台提供"), "数据分析")].join(",")),
  ];
  return base.map((a) => (a.id in over ? { ...a, val: over[a.id] } : a));
}
const save = (list: SurveyAnswer[], client = reseller) => client.call("ResellerSurvey/Save", { list });

describe("who may answer", () => {
  test("a visitor is sent to sign in (1503)", async () => {
    expect((await testClient(srv.url, { ip: "10.40.0.9" }).call("ResellerSurvey/GetQuestions")).code).toBe(1503);
  });

  test("a signed-in person who is no reseller is told so", async () => {
    const person = testClient(srv.url, { ip: "10.40.0.8" });
    await signIn(person, srv.url, "13500040008");
    expect(await person.call("ResellerSurvey/GetQuestions")).toMatchObject({ code: 1, msg: SURVEY_MSG.notReseller });
    expect(await save(complete(), person)).toMatchObject({ code: 1, msg: SURVEY_MSG.notReseller });
  });
});

describe("ResellerSurvey/GetQuestions", () => {
  test("answers every question type in order, the follow-up marked hidden and named by its option", () => {
    expect(questions.map((x) => x.type)).toEqual([4, 0, 0, 1, 3, 5]);
    const live = q("直播电商业务");
    expect(live.isHide).toBe(1);
    expect(q("贵公司主要代理").options.find((o) => o.title === "直播电商")?.joinShowQuestionId).toEqual([live.id]);
    expect(q("贵公司名称").options.find((o) => o.title === "手机号")?.regx).toBe("phone");
  });
});

describe("ResellerSurvey/Save checks what the page checks", () => {
  test("a required question left out is named with 这道题未回答", async () => {
    const list = complete().filter((a) => a.id !== q("希望平台提供").id);
    expect((await save(list)).msg).toBe(`${q("希望平台提供").title}：${SURVEY_MSG.unanswered}`);
  });

  test("the follow-up is required only while its option is chosen", async () => {
    const business = q("贵公司主要代理");
    const live = q("直播电商业务");
    const chosen = complete({ [business.id]: String(opt(business, "直播电商")) });
    expect((await save(chosen)).msg).toBe(`${live.title}：${SURVEY_MSG.unanswered}`);
    expect((await save([...chosen, ans(live, String(opt(live, "50万元以上")))])).code).toBe(0);
  });

  test("a phone field must be a mobile number, and every field of a fill must be filled", async () => {
    const contact = q("贵公司名称");
    expect((await save(complete({ [contact.id]: JSON.stringify(["某某广告", "王五", "12345"]) }))).msg).toBe(
      `${contact.title}：${SURVEY_MSG.phone}`,
    );
    expect((await save(complete({ [contact.id]: JSON.stringify(["某某广告", "", "13800001111"]) }))).msg).toBe(
      `${contact.title}：${SURVEY_MSG.incomplete}`,
    );
  });

  test("a choice that is no option of its question, or an answer of the wrong type, is refused", async () => {
    const business = q("贵公司主要代理");
    expect((await save(complete({ [business.id]: String(opt(q("希望平台提供"), "投放基础")) }))).msg).toBe(
      `${business.title}：${SURVEY_MSG.badAnswer}`,
    );
    expect((await save([...complete(), { ...ans(q("对课程"), "好"), type: 0 }])).msg).toBe(SURVEY_MSG.badAnswer);
    expect((await save([{ name: "x", id: 999999, val: "1", type: 0 }])).msg).toBe(SURVEY_MSG.badAnswer);
  });

  test("a file answer must be the person's own survey upload", async () => {
    const license = q("上传营业执照");
    const answer = await save([...complete(), ans(license, "/uploads/survey/99999/0123456789abcdef0123456789abcdef.jpg")]);
    expect(answer.msg).toBe(`${license.title}：${SURVEY_MSG.badFile}`);
  });

  test("saves the shown answers, drops a hidden follow-up's, and a later save replaces them", async () => {
    const live = q("直播电商业务");
    const first = await save([...complete(), ans(live, String(opt(live, "10万元以下"))), ans(q("对课程"), '=HYPERLINK("x")')]);
    expect(first).toMatchObject({ code: 0, msg: SURVEY_MSG.saved });
    const read = (await reseller.call<ResellerSurvey>("ResellerSurvey/GetQuestions")).data;
    expect(read.answers.map((a) => a.id)).toEqual([q("贵公司名称").id, q("贵公司主要代理").id, q("希望平台提供").id, q("对课程").id]);
    expect(read.savedAt).not.toBeNull();
    expect((await save(complete())).code).toBe(0);
    expect((await reseller.call<ResellerSurvey>("ResellerSurvey/GetQuestions")).data.answers).toHaveLength(3);
    const [{ n }] = await rows<{ n: number }>(
      srv.deps.db,
      "select count(*)::int as n from reseller_survey_responses r join users u on u.id = r.user_id where u.mobile = '13500040001'",
    );
    expect(n).toBe(1);
  });
});

describe("the back office", () => {
  test("lists responses with who answered and their answers in words", async () => {
    const list = await operator.get("/reseller-survey-responses?sort=%5B%22updatedAt%22%2C%22DESC%22%5D");
    expect(list.status).toBe(200);
    const demo = list.json.find((r: { chineseName: string }) => r.chineseName === "陈嘉怡");
    expect(demo).toMatchObject({ resellerName: "华南演示代理商", mobile: "13900000120" });
    expect(demo.lines).toContainEqual({ question: q("贵公司主要代理").title, answer: "直播电商", file: "" });
    expect(demo.lines).toContainEqual({ question: q("希望平台提供").title, answer: "投放基础；直播运营", file: "" });
  });

  test("the CSV has a column a question, and typed text cannot run as a formula", async () => {
    await save([...complete(), ans(q("对课程"), "=1+1")]);
    const res = await fetch(`${srv.url}/admin/api/reseller-survey-responses/export`, {
      headers: { cookie: [...operator.cookies].map(([k, v]) => `${k}=${v}`).join("; "), "x-forwarded-for": "10.40.1.1" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const [header, ...lines] = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header.split(",")).toEqual(["姓名", "手机号", "代理商", "提交时间", ...questions.map((x) => x.title)]);
    const mine = lines.find((l) => l.includes("13500040001")) as string;
    expect(mine).toContain(",'=1+1,");
    expect(lines.find((l) => l.startsWith("陈嘉怡"))).toContain('"=""+86 13900000120"""');
  });

  test("options may reveal only questions marked as follow-ups", async () => {
    const made = await operator.post("/reseller-survey-options", {
      questionId: q("贵公司主要代理").id,
      title: "新选项",
      joinShowQuestionId: [q("希望平台提供").id],
    });
    expect(made.status).toBe(400);
  });

  test("only operators reach it", async () => {
    const hr = await signedInAs(srv.deps.db, srv.url, "13500040999", { roles: ["person", "enterprise"] });
    expect((await hr.get("/reseller-survey-responses")).status).toBe(403);
    expect((await hr.get("/reseller-survey-responses/export")).status).toBe(403);
    expect((await hr.post("/reseller-survey-questions", { title: "x", type: 0 })).status).toBe(403);
  });
});
