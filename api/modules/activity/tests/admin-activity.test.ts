import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import {
  type AdminBrowser,
  adminBrowser,
  adminSignIn,
  auditRows,
  listQuery,
  signedInAs,
  signedInOperator,
  userWith,
} from "@/api/admin/tests/support";
import { activitySignups } from "@/db/schema/activity";
import { companies } from "@/db/schema/company";
import { smsOutbox } from "@/db/schema/letters/sms-outbox";
import { makeExam } from "@/tests/support/factories";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeTraining } from "../../training/tests/helpers";

let srv: TestServer;
let op: AdminBrowser;
const q = listQuery;

const activityInput = {
  title: "  品牌营销闭门沙龙  ",
  cover: "/img/salon.png",
  startTime: "2026-12-01T02:00:00.000Z",
  endTime: "2026-12-01T08:00:00.000Z",
  contents: "限 30 位品牌负责人。",
  needApprove: true,
  agreement: "报名即同意主办方使用您填写的信息。",
  isShare: false,
  userDetailList: [
    { name: "邮箱", typeId: 6, isRequired: true },
    { name: "行业", typeId: 2, isRequired: false },
  ],
  surveyQuestions: [
    {
      questionType: 2,
      questionName: "您关注的渠道",
      isRequired: true,
      surveyOptions: [
        { questionOption: "短视频", isOther: false },
        { questionOption: "搜索", isOther: false },
        { questionOption: "其他", isOther: true },
      ],
    },
    { questionType: 3, questionName: "想了解的话题", isRequired: false, surveyOptions: [] },
  ],
};

const auditRowsOf = (resource: string, recordId: number) => auditRows(srv.deps.db, resource, recordId);

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000020", "运营乙");
});
afterAll(() => srv.stop());

describe("activities in the back office", () => {
  test("an operator creates an activity with its form and survey, edits it, and each write leaves an audit row", async () => {
    const created = await op.post("/activities", activityInput);
    expect(created.status).toBe(201);
    const a = created.json;
    expect(a).toMatchObject({
      title: "品牌营销闭门沙龙",
      needApprove: true,
      isShare: false,
      startTime: "2026-12-01T02:00:00.000Z",
      userDetailList: [
        { name: "邮箱", typeId: 6, isRequired: true },
        { name: "行业", typeId: 2, isRequired: false },
      ],
      surveyQuestions: [
        {
          id: 1,
          questionType: 2,
          isRequired: true,
          surveyOptions: [
            { optionId: 1, questionId: 1, questionOption: "短视频", isOther: false },
            { optionId: 2, questionId: 1, questionOption: "搜索", isOther: false },
            { optionId: 3, questionId: 1, questionOption: "其他", isOther: true },
          ],
        },
        { id: 2, questionType: 3, surveyOptions: [] },
      ],
    });

    // An edit keeps the ids answers refer to; a new question and option get fresh ones.
    const [first, second] = a.surveyQuestions;
    const edited = await op.put(`/activities/${a.id}`, {
      ...a,
      needApprove: false,
      surveyQuestions: [
        second,
        { ...first, surveyOptions: [...first.surveyOptions, { questionOption: "社群", isOther: false }] },
        { questionType: 1, questionName: "预算", isRequired: false, surveyOptions: [{ questionOption: "少" }, { questionOption: "多" }] },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.json.needApprove).toBe(false);
    expect(edited.json.surveyQuestions.map((x: { id: number }) => x.id)).toEqual([2, 1, 3]);
    expect(edited.json.surveyQuestions[1].surveyOptions.map((o: { optionId: number }) => o.optionId)).toEqual([1, 2, 3, 4]);
    expect(edited.json.surveyQuestions[2].surveyOptions.map((o: { optionId: number }) => o.optionId)).toEqual([5, 6]);

    const audit = await auditRowsOf("activities", a.id);
    expect(audit.map((r) => r.action)).toEqual(["create", "update"]);
    expect(audit[0].actorName).toBe("运营乙 +86 13900000020");
    expect(audit[1]).toMatchObject({ before: { needApprove: 1 }, after: { needApprove: 0 } });
  });

  test("bad input is refused naming the field", async () => {
    expect(await op.post("/activities", { ...activityInput, title: "" })).toMatchObject({
      status: 400,
      json: { message: "请输入活动标题", field: "title" },
    });
    expect(await op.post("/activities", { ...activityInput, endTime: "2026-11-30T00:00:00.000Z" })).toMatchObject({
      status: 400,
      json: { message: "结束时间不能早于开始时间", field: "endTime" },
    });
    const twice = [
      { name: "邮箱", typeId: 6 },
      { name: "邮箱2", typeId: 6 },
    ];
    expect(await op.post("/activities", { ...activityInput, userDetailList: twice })).toMatchObject({
      status: 400,
      json: { message: "同一类型的字段只能添加一个" },
    });
    const oneOption = [{ questionType: 1, questionName: "题", surveyOptions: [{ questionOption: "唯一" }] }];
    expect(await op.post("/activities", { ...activityInput, surveyQuestions: oneOption })).toMatchObject({
      status: 400,
      json: { message: "选择题至少需要两个选项", field: "surveyQuestions.0.surveyOptions" },
    });
    expect(await op.post("/activities", { ...activityInput, needApprove: "yes" })).toMatchObject({
      status: 400,
      json: { field: "needApprove" },
    });
    expect(await op.post("/activities", { ...activityInput, cover: "javascript:alert(1)" })).toMatchObject({
      status: 400,
      json: { field: "cover" },
    });
  });

  test("steps, tasks, medals and medal levels are created, listed by their parent and edited", async () => {
    const activity = (await op.post("/activities", { ...activityInput, title: "21 天成长专题", userDetailList: [], surveyQuestions: [] }))
      .json;
    const step = await op.post("/activity-steps", { activityId: activity.id, title: "第一阶段：认识数字营销", sort: 0 });
    expect(step).toMatchObject({ status: 201, json: { activityId: activity.id, title: "第一阶段：认识数字营销" } });
    const task = await op.post("/activity-tasks", {
      stepId: step.json.id,
      title: "观看课程",
      kind: "visit",
      url: "/Learning/List?isLive=1",
      score: 10,
    });
    expect(task).toMatchObject({ status: 201, json: { kind: "visit", trainingId: null, examId: null, score: 10, sort: 0 } });
    expect(await op.put(`/activity-tasks/${task.json.id}`, { ...task.json, score: 15 })).toMatchObject({ json: { score: 15 } });
    expect((await op.post("/activity-tasks", { stepId: step.json.id, title: "x", kind: "visit", url: "", score: 1 })).json).toMatchObject({
      field: "url",
    });
    // Only a page of this site can report that it was open.
    for (const url of ["https://elsewhere.example/page", "//elsewhere.example/page", "/\\elsewhere.example"]) {
      expect((await op.post("/activity-tasks", { stepId: step.json.id, title: "x", kind: "visit", url, score: 1 })).json).toMatchObject({
        field: "url",
        message: "浏览任务的链接须为本站页面（以 / 开头）",
      });
    }

    const medal = await op.post("/medals", { stepId: step.json.id, name: "认识勋章", whereType: 7, memo: "完成第一阶段任务" });
    expect(medal).toMatchObject({ status: 201, json: { stepId: step.json.id, whereType: 7 } });
    expect(await op.post("/medals", { stepId: step.json.id, name: "第二枚", whereType: 7 })).toMatchObject({
      status: 409,
      json: { message: "该阶段已有勋章" },
    });
    const level = { medalId: medal.json.id, level: 1, number: 4, icon: "/img/m1.png", iconLighten: "/img/m1-on.png", score: 20 };
    const created = await op.post("/medal-levels", { ...level, startTime: null, endTime: "" });
    expect(created).toMatchObject({ status: 201, json: { ...level, startTime: null, endTime: null } });
    expect(await op.post("/medal-levels", level)).toMatchObject({ status: 409, json: { message: "该勋章已有这一等级" } });
    await op.post("/medal-levels", { ...level, level: 2, number: 8, score: 50 });
    const levels = await op.get(`/medal-levels${q({ sort: ["level", "ASC"], range: [0, 9], filter: { medalId: medal.json.id } })}`);
    expect(levels.json.map((l: { level: number; score: number }) => [l.level, l.score])).toEqual([
      [1, 20],
      [2, 50],
    ]);
    const tasks = await op.get(`/activity-tasks${q({ range: [0, 9], filter: { stepId: step.json.id } })}`);
    expect(tasks.json.map((t: { title: string }) => t.title)).toEqual(["观看课程"]);
    expect((await auditRowsOf("medal-levels", created.json.id)).map((r) => r.action)).toEqual(["create"]);
  });

  test("a task of each kind is created; a live task names its session, an exam task its exam, and a named one stays", async () => {
    const activity = (await op.post("/activities", { ...activityInput, title: "任务方式专题", userDetailList: [], surveyQuestions: [] }))
      .json;
    const step = (await op.post("/activity-steps", { activityId: activity.id, title: "第一阶段" })).json;
    const session = await makeTraining(srv.deps.db);
    const exam = await makeExam(srv.deps.db);
    const task = (kind: string, more: Record<string, unknown> = {}) =>
      op.post("/activity-tasks", { stepId: step.id, title: `任务：${kind}`, kind, url: "/activity/detail?id=1", score: 5, ...more });

    expect(await task("signup", { trainingId: session.id })).toMatchObject({ status: 201, json: { kind: "signup", trainingId: null } });
    expect(await task("live")).toMatchObject({ status: 400, json: { field: "trainingId", message: "请选择直播课程" } });
    expect(await task("exam")).toMatchObject({ status: 400, json: { field: "examId", message: "请选择考试" } });
    expect(await task("study")).toMatchObject({ status: 400, json: { field: "kind", message: "请选择完成方式" } });
    expect(await task("live", { trainingId: 999999 })).toMatchObject({ status: 400, json: { message: "关联的记录不存在" } });
    const live = await task("live", { trainingId: session.id, examId: exam.id });
    expect(live).toMatchObject({ status: 201, json: { kind: "live", trainingId: session.id, examId: null } });
    const passed = await task("exam", { examId: exam.id });
    expect(passed).toMatchObject({ status: 201, json: { kind: "exam", examId: exam.id } });
    expect(await op.put(`/activity-tasks/${passed.json.id}`, { ...passed.json, kind: "visit" })).toMatchObject({
      json: { kind: "visit", examId: null },
    });
    // The session is named by a task, so it is not deleted from under it.
    expect(await op.del(`/trainings/${session.id}`)).toMatchObject({ status: 409, json: { message: "该记录仍被其他数据使用，不能删除" } });
  });

  test("enterprise and plain accounts get nothing here", async () => {
    const db = srv.deps.db;
    const [company] = await db.insert(companies).values({ companyName: "活动测试公司" }).returning();
    const ent = await signedInAs(db, srv.url, "13900000021", { roles: ["person", "enterprise"], companyId: company.id });
    await userWith(db, "13900000022");
    for (const path of ["/activities", "/activity-steps", "/activity-tasks", "/medals", "/medal-levels", "/activity-signups"]) {
      expect(await ent.get(path)).toMatchObject({ status: 403, json: { message: "没有权限执行该操作" } });
    }
    expect((await ent.post("/activities", activityInput)).status).toBe(403);
    expect((await ent.post("/activity-signups/review", { ids: [1], audit: 1 })).status).toBe(403);
    expect((await ent.get("/activity-signups/export?activityId=1")).status).toBe(403);
    // A plain person cannot sign in to the back office at all.
    const person = adminBrowser(srv.url);
    expect((await adminSignIn(person, srv.url, "13900000022")).json).toMatchObject({ message: "该账号没有后台权限" });
    expect((await person.get("/activities")).status).toBe(401);
    expect((await person.post("/activity-signups/review", { ids: [1], audit: 1 })).status).toBe(401);
  });
});

describe("the sign-up review queue", () => {
  let activityId: number;
  let signupIds: number[];

  beforeAll(async () => {
    const db = srv.deps.db;
    const activity = (await op.post("/activities", { ...activityInput, title: "需审核的沙龙" })).json;
    activityId = activity.id;
    const people = [
      await userWith(db, "13800000001", { chineseName: "王一" }),
      await userWith(db, "13800000002", { chineseName: '=HYPERLINK("x")' }),
      await userWith(db, "13800000003", { chineseName: "赵三" }),
    ];
    const rows = await db
      .insert(activitySignups)
      .values(
        people.map((p, i) => ({
          activityId,
          userId: p.id,
          source: "poster",
          audit: 0,
          setting: [
            { k: 6, n: "邮箱", d: "", v: `p${i}@example.com` },
            { k: 2, n: "行业", d: "5", v: "快消, 零售" },
          ],
          surveySubmit: [
            { questionType: 2, questionId: 1, itemId: "0", value: "1,3" },
            { questionType: 3, questionId: 2, itemId: "0", value: i === 0 ? "增长\n复盘" : "" },
          ],
        })),
      )
      .returning();
    signupIds = rows.map((r) => r.id);
  });

  test("the queue filters by activity and audit state", async () => {
    const res = await op.get(`/activity-signups${q({ range: [0, 9], filter: { activityId, audit: 0 } })}`);
    expect(res.headers.get("content-range")).toBe("activity-signups 0-2/3");
    expect(res.json[0]).toMatchObject({ activityId, audit: 0, source: "poster" });
    const none = await op.get(`/activity-signups${q({ range: [0, 9], filter: { activityId, audit: 1 } })}`);
    expect(none.json).toEqual([]);
  });

  test("bulk approve changes the state, texts each person once and audits each change", async () => {
    const db = srv.deps.db;
    const res = await op.post("/activity-signups/review", { ids: signupIds.slice(0, 2), audit: 1 });
    expect(res).toMatchObject({ status: 200, json: { data: signupIds.slice(0, 2) } });

    const approved = await op.get(`/activity-signups${q({ range: [0, 9], filter: { activityId, audit: 1 } })}`);
    expect(approved.json.map((s: { id: number }) => s.id).sort()).toEqual(signupIds.slice(0, 2));
    for (const mobile of ["13800000001", "13800000002"]) {
      const texts = await db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
      expect(texts.map((t) => t.text)).toEqual(["【学习认证门户】您报名的活动「需审核的沙龙」已通过审核，请按时参加。"]);
    }
    expect(await db.select().from(smsOutbox).where(eq(smsOutbox.mobile, "13800000003"))).toEqual([]);
    const audit = await auditRowsOf("activity-signups", signupIds[0]);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "update", before: { audit: 0 }, after: { audit: 1 } });

    // Asking again changes nothing, so nobody is texted twice.
    expect((await op.post("/activity-signups/review", { ids: signupIds.slice(0, 2), audit: 1 })).json).toEqual({ data: [] });
    expect(await db.select().from(smsOutbox).where(eq(smsOutbox.mobile, "13800000001"))).toHaveLength(1);
  });

  test("rejecting one texts the outcome", async () => {
    const res = await op.post("/activity-signups/review", { ids: [signupIds[2]], audit: 2 });
    expect(res.json).toEqual({ data: [signupIds[2]] });
    const [text] = await srv.deps.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, "13800000003"));
    expect(text.text).toBe("【学习认证门户】很抱歉，您报名的活动「需审核的沙龙」未通过审核。");
    expect(await op.del(`/activities/${activityId}`)).toMatchObject({ status: 409, json: { message: "该活动已有 3 人报名，不能删除" } });
    expect(await op.post("/activity-signups/review", { ids: [], audit: 1 })).toMatchObject({
      status: 400,
      json: { message: "请选择报名记录" },
    });
    expect(await op.post("/activity-signups/review", { ids: [1], audit: 0 })).toMatchObject({
      status: 400,
      json: { message: "请选择审核结果" },
    });
  });

  test("the CSV export carries every answer, in UTF-8 with a BOM", async () => {
    const res = await fetch(`${srv.url}/admin/api/activity-signups/export?activityId=${activityId}`, {
      headers: { cookie: [...op.cookies].map(([k, v]) => `${k}=${v}`).join("; "), "x-forwarded-for": "10.9.200.1" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="activity-${activityId}-signups.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe("报名ID,姓名,手机号,来源,审核状态,报名时间,邮箱,行业,您关注的渠道,想了解的话题");
    // The number is a text formula, so Excel shows "+86 13800000001" rather than an error (api/contract/csv.ts).
    expect(lines[1]).toStartWith(`${signupIds[0]},王一,"=""+86 13800000001""",poster,已通过,`);
    expect(lines[1]).toEndWith(`,p0@example.com,"快消, 零售",短视频、其他,"增长\n复盘"`);
    // A name that looks like a formula stays text.
    expect(text).toContain(`${signupIds[1]},"'=HYPERLINK(""x"")","=""+86 13800000002""",poster,已通过,`);
    expect(lines[3]).toContain(",未通过,");
    expect(lines[4]).toBe("");

    expect((await op.get("/activity-signups/export?activityId=99999")).status).toBe(404);
    expect(await op.get("/activity-signups/export")).toMatchObject({ status: 400, json: { message: "请选择要导出的活动" } });
  });
});
