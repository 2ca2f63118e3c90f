import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, like } from "drizzle-orm";
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
import { companies } from "@/db/schema/company";
import { smsOutbox } from "@/db/schema/letters/sms-outbox";
import { trainingAttends, trainings, trainingVisits } from "@/db/schema/training";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { addForm, makeTraining, signedInPeople } from "./helpers";

let srv: TestServer;
let op: AdminBrowser;
const q = listQuery;

type Result = { isAp: number; msg: string; data: { attendId: number; status: string } };

const sessionInput = {
  title: "  广告投放进阶直播  ",
  categoryId: null as number | null,
  startAt: "2026-12-10T11:00:00.000Z",
  endAt: "2026-12-10T12:30:00.000Z",
  cover: "/img/live.png",
  descripts: "<p>投放策略复盘</p>",
  lecturers: [{ name: "王老师", title: "资深优化师", imgUrl: "https://cdn.example.com/wang.png" }],
  qrcode: "/img/qr.png",
  detailButton: {
    auditText: "请等待审核",
    auditQrCode: "/img/a.png",
    auditQrCodeText: "扫码进群",
    successText: "",
    successQrCode: "",
    successQrCodeText: "",
  },
  siYuQrText: "添加助教微信",
  joinUrl: "https://live.example.com/room/1",
  dbUrl: "",
  columnType: 1,
  modulesId: 2,
  specialColumnId: 0,
  isHot: true,
  isFeatured: false,
  published: true,
  isApprove: true,
  directed: false,
  capacity: 100,
};

const auditRowsOf = (resource: string, recordId: number) => auditRows(srv.deps.db, resource, recordId);

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000030", "运营丙");
}, 60_000);
afterAll(() => srv.stop());

describe("live sessions in the back office", () => {
  test("an operator creates a category and a session, edits it, and each write leaves an audit row", async () => {
    const cat = await op.post("/training-categories", { name: "广告投放", sort: 1 });
    expect(cat).toMatchObject({ status: 201, json: { name: "广告投放", sort: 1 } });
    expect(await op.post("/training-categories", { name: "广告投放" })).toMatchObject({ status: 409, json: { message: "分类名称已存在" } });

    const created = await op.post("/trainings", { ...sessionInput, categoryId: cat.json.id });
    expect(created.status).toBe(201);
    const t = created.json;
    expect(t).toMatchObject({
      title: "广告投放进阶直播",
      categoryId: cat.json.id,
      lecturers: [{ name: "王老师", title: "资深优化师", imgUrl: "https://cdn.example.com/wang.png" }],
      detailButton: { auditText: "请等待审核", auditQrCodeText: "扫码进群" },
      isHot: true,
      isApprove: true,
      capacity: 100,
      seatsTaken: 0,
    });
    expect(t.strId).toMatch(/^[0-9a-f]{16}$/);
    // The portal reads lecturers as the JSON text it always kept.
    const [row] = await srv.deps.db.select().from(trainings).where(eq(trainings.id, t.id));
    expect(JSON.parse(row.lecturer)).toEqual(sessionInput.lecturers);

    // The form submits its schema's output: switches already turned into 1/0.
    const edited = await op.put(`/trainings/${t.id}`, { ...t, capacity: null, published: 0, isHot: 1, detailButton: { auditText: "" } });
    expect(edited).toMatchObject({ status: 200, json: { capacity: null, published: false, detailButton: null, strId: t.strId } });

    // The portal shows the new session in its category.
    const listed = await op.get(`/trainings${q({ filter: { categoryId: cat.json.id } })}`);
    expect(listed.json.map((x: { id: number }) => x.id)).toEqual([t.id]);

    const audit = await auditRowsOf("trainings", t.id);
    expect(audit.map((r) => r.action)).toEqual(["create", "update"]);
    expect(audit[0].actorName).toBe("运营丙 +86 13900000030");
    expect(audit[1]).toMatchObject({ before: { published: 1, capacity: 100 }, after: { published: 0, capacity: null } });
    expect(await op.del(`/training-categories/${cat.json.id}`)).toMatchObject({
      status: 409,
      json: { message: "该分类下还有 1 门课程，不能删除" },
    });
  });

  test("bad input is refused naming the field; capacity cannot drop below the places taken", async () => {
    expect(await op.post("/trainings", { ...sessionInput, title: "" })).toMatchObject({
      status: 400,
      json: { message: "请输入课程标题", field: "title" },
    });
    expect(await op.post("/trainings", { ...sessionInput, endAt: "2026-12-09T00:00:00.000Z" })).toMatchObject({
      status: 400,
      json: { message: "结束时间不能早于开始时间", field: "endAt" },
    });
    expect(await op.post("/trainings", { ...sessionInput, joinUrl: "javascript:alert(1)" })).toMatchObject({
      status: 400,
      json: { field: "joinUrl" },
    });
    const t = await makeTraining(srv.deps.db, { capacity: 5, seatsTaken: 3 });
    const current = (await op.get(`/trainings/${t.id}`)).json;
    expect(await op.put(`/trainings/${t.id}`, { ...current, capacity: 2 })).toMatchObject({
      status: 400,
      json: { message: "已有 3 人占用名额，名额不能少于该人数", field: "capacity" },
    });
  });

  test("the sign-up form is saved whole; an edit keeps the ids answers point at; the portal asks the new form", async () => {
    const t = (await op.post("/trainings", sessionInput)).json;
    const saved = await op.put(`/training-forms/${t.id}`, {
      userDetailList: [
        { name: "公司名称", typeId: 4, isRequired: true },
        { name: "邮箱", typeId: 6, isRequired: false },
      ],
      surveyQuestions: [
        {
          questionType: 1,
          questionName: "您的角色",
          isRequired: true,
          surveyOptions: [{ questionOption: "广告主" }, { questionOption: "其他", isOther: true }],
        },
      ],
    });
    expect(saved.status).toBe(200);
    const [question] = saved.json.surveyQuestions;
    expect(saved.json).toMatchObject({
      title: "广告投放进阶直播",
      userDetailList: [
        { name: "公司名称", typeId: 4, isRequired: true },
        { name: "邮箱", typeId: 6, isRequired: false },
      ],
      surveyQuestions: [
        {
          questionName: "您的角色",
          isRequired: true,
          surveyOptions: [
            { questionOption: "广告主", isOther: false },
            { questionOption: "其他", isOther: true },
          ],
        },
      ],
    });
    const edited = await op.put(`/training-forms/${t.id}`, {
      userDetailList: [{ name: "邮箱", typeId: 6, isRequired: 1 }],
      surveyQuestions: [
        { questionType: 3, questionName: "想听的话题", isRequired: false },
        { ...question, surveyOptions: [question.surveyOptions[1], { questionOption: "代理商" }] },
      ],
    });
    expect(edited.json.surveyQuestions[1].id).toBe(question.id);
    expect(edited.json.surveyQuestions[1].surveyOptions.map((o: { optionId: number }) => o.optionId)[0]).toBe(
      question.surveyOptions[1].optionId,
    );
    expect(edited.json.surveyQuestions[1].surveyOptions.map((o: { questionOption: string }) => o.questionOption)).toEqual([
      "其他",
      "代理商",
    ]);
    expect((await auditRowsOf("training-forms", t.id)).map((r) => r.action)).toEqual(["update", "update"]);

    expect(
      await op.put(`/training-forms/${t.id}`, {
        surveyQuestions: [{ questionType: 2, questionName: "题", surveyOptions: [{ questionOption: "唯一" }] }],
      }),
    ).toMatchObject({
      status: 400,
      json: { message: "选择题至少需要两个选项", field: "surveyQuestions.0.surveyOptions" },
    });

    const [person] = await signedInPeople(srv.deps.db, srv.url, 1, 17710000000);
    const asked = await person.client.call<{ userDetailList: unknown[]; surveyList: { questionName: string }[] }>(
      `training/apply?id=${t.strId}`,
    );
    expect(asked.data.userDetailList).toEqual([{ name: "邮箱", typeId: 6, isRequireded: 1 }]);
    expect(asked.data.surveyList.map((x) => x.questionName)).toEqual(["想听的话题", "您的角色"]);
  });

  test("a person or an enterprise account is refused everything here", async () => {
    const db = srv.deps.db;
    const [company] = await db.insert(companies).values({ companyName: "直播测试公司" }).returning();
    const ent = await signedInAs(db, srv.url, "13900000031", { roles: ["person", "enterprise"], companyId: company.id });
    expect((await ent.get("/trainings")).status).toBe(403);
    expect((await ent.post("/trainings", sessionInput)).status).toBe(403);
    expect((await ent.get("/training-categories")).status).toBe(403);
    expect((await ent.get("/training-forms/1")).status).toBe(403);
    expect((await ent.post("/training-attends/review", { ids: [1], audit: 1 })).status).toBe(403);
    expect((await ent.get("/training-attends/export?trainingId=1")).status).toBe(403);
    expect((await ent.get("/training-visits")).status).toBe(403);

    await userWith(db, "13900000032");
    const person = adminBrowser(srv.url);
    expect((await adminSignIn(person, srv.url, "13900000032")).status).toBe(403);
    expect((await person.get("/trainings")).status).toBe(401);
    expect((await person.post("/training-attends/review", { ids: [1], audit: 1 })).status).toBe(401);
  });
});

describe("the sign-up review queue", () => {
  test("approving many at once texts each person once, names the session, and audits each decision", async () => {
    const db = srv.deps.db;
    const t = await makeTraining(db, { title: "审核直播课", isApprove: 1 });
    const people = await signedInPeople(db, srv.url, 3, 17720000000);
    const ids = [];
    for (const p of people) ids.push((await p.client.call<Result>(`training/apply?id=${t.strId}`)).data.data.attendId);

    const pending = await op.get(`/training-attends${q({ filter: { trainingId: t.id, audit: 0 } })}`);
    expect(pending.json.map((a: { id: number }) => a.id).sort()).toEqual([...ids].sort());

    const res = await op.post("/training-attends/review", { ids: [ids[0], ids[1]], audit: 1 });
    expect(res).toMatchObject({ status: 200, json: { data: [ids[0], ids[1]] } });
    // Approving again changes nothing and texts nobody.
    expect((await op.post("/training-attends/review", { ids: [ids[0]], audit: 1 })).json.data).toEqual([]);
    for (const p of people.slice(0, 2)) {
      const texts = await db.select().from(smsOutbox).where(eq(smsOutbox.mobile, p.mobile));
      expect(texts.map((s) => s.text)).toEqual(["【学习认证门户】您报名的直播课程「审核直播课」已通过审核，请按时观看。"]);
    }
    expect(await db.select().from(smsOutbox).where(eq(smsOutbox.mobile, people[2].mobile))).toEqual([]);
    expect((await auditRowsOf("training-attends", ids[0]))[0]).toMatchObject({
      action: "update",
      before: { audit: 0 },
      after: { audit: 1 },
    });

    // The approved person may now enter; the one still under review sees it pending.
    const state = await people[0].client.call<Result>(`training/apply?id=${t.strId}`);
    expect(state).toMatchObject({ code: 0, data: { msg: "报名成功" } });
  });

  test("rejecting a place holder gives it to the first person waiting and tells the rejected person", async () => {
    const db = srv.deps.db;
    const t = await makeTraining(db, { title: "满员直播课", capacity: 1, isApprove: 1 });
    const [holder, next, last] = await signedInPeople(db, srv.url, 3, 17730000000);
    const attendOf = async (p: typeof holder) => (await p.client.call<Result>(`training/apply?id=${t.strId}`)).data.data;
    const held = await attendOf(holder);
    expect(held.status).toBe("signed");
    expect((await attendOf(next)).status).toBe("waiting");
    expect((await attendOf(last)).status).toBe("waiting");

    const waiting = await op.get(`/training-attends${q({ filter: { trainingId: t.id, status: "waiting" } })}`);
    expect(waiting.json).toHaveLength(2);

    expect((await op.post("/training-attends/review", { ids: [held.attendId], audit: 2 })).json.data).toEqual([held.attendId]);
    const rows = await db.select().from(trainingAttends).where(eq(trainingAttends.trainingId, t.id)).orderBy(trainingAttends.id);
    expect(rows.map((r) => [r.status, r.audit])).toEqual([
      ["released", 2],
      ["signed", 0],
      ["waiting", 0],
    ]);
    const [after] = await db.select().from(trainings).where(eq(trainings.id, t.id));
    expect(after.seatsTaken).toBe(1);
    const [text] = await db.select().from(smsOutbox).where(eq(smsOutbox.mobile, holder.mobile));
    expect(text.text).toBe("【学习认证门户】很抱歉，您报名的直播课程「满员直播课」未通过审核。");
    expect(await holder.client.call(`training/apply?id=${t.strId}`)).toMatchObject({ code: 1, msg: "很抱歉，您的报名未通过审核" });
  });

  test("a bad review request is refused in Chinese", async () => {
    expect(await op.post("/training-attends/review", { ids: [], audit: 1 })).toMatchObject({
      status: 400,
      json: { message: "请选择报名记录" },
    });
    expect(await op.post("/training-attends/review", { ids: [1], audit: 0 })).toMatchObject({
      status: 400,
      json: { message: "请选择审核结果" },
    });
  });
});

describe("sign-up export and attendance", () => {
  test("the CSV has a BOM, one column per field and question, and every answer in words", async () => {
    const db = srv.deps.db;
    const t = await makeTraining(db, { title: "导出直播课" });
    const [role, topic] = await addForm(
      db,
      t.id,
      [{ name: "邮箱", typeId: 6, isRequireded: 1 }],
      [
        {
          questionType: 2,
          questionName: "关注渠道",
          isRequireded: 1,
          options: [{ text: "短视频" }, { text: "搜索" }, { text: "其他", isOther: 1 }],
        },
        { questionType: 3, questionName: "建议", isRequireded: 0 },
      ],
    );
    const [p] = await signedInPeople(db, srv.url, 1, 17750000000);
    const applied = await p.client.call("training/ApplySetting", {
      strid: t.strId,
      setting: [{ k: 6, n: "邮箱", d: "", v: "a@example.com" }],
      surveySubmit: [
        { questionType: 2, questionId: role.id, itemId: role.options[0].id, value: "" },
        { questionType: 2, questionId: role.id, itemId: role.options[2].id, value: "线下会" },
        { questionType: 3, questionId: topic.id, itemId: 0, value: '=多讲案例, "实操"' },
      ],
    });
    expect(applied).toMatchObject({ code: 0 });

    const res = await fetch(`${srv.url}/admin/api/training-attends/export?trainingId=${t.id}`, {
      headers: { cookie: [...op.cookies].map(([k, v]) => `${k}=${v}`).join("; "), "x-forwarded-for": "10.9.200.1" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe("报名ID,姓名,手机号,审核状态,名额状态,报名时间,邮箱,关注渠道,建议");
    expect(lines[1]).toMatch(
      /^\d+,学员0,"=""\+86 17750000000""",已通过,已占名额,[^,]+,a@example.com,短视频、其他（线下会）,"'=多讲案例, ""实操"""$/,
    );
    expect((await op.get("/training-attends/export?trainingId=abc")).status).toBe(400);
  });

  test("attendance lists who entered the live room or replay, narrowed by session and kind", async () => {
    const db = srv.deps.db;
    const t = await makeTraining(db, { title: "考勤直播课" });
    const [a, b] = await signedInPeople(db, srv.url, 2, 17760000000);
    await db.insert(trainingVisits).values([
      { trainingId: t.id, userId: a.id, kind: "live" },
      { trainingId: t.id, userId: b.id, kind: "replay" },
    ]);
    const all = await op.get(`/training-visits${q({ filter: { trainingId: t.id }, sort: ["createdAt", "ASC"] })}`);
    expect(all.json.map((v: { userId: number; kind: string }) => [v.userId, v.kind])).toEqual([
      [a.id, "live"],
      [b.id, "replay"],
    ]);
    const replay = await op.get(`/training-visits${q({ filter: { trainingId: t.id, kind: "replay" } })}`);
    expect(replay.json.map((v: { userId: number }) => v.userId)).toEqual([b.id]);
    expect((await op.post("/training-visits", { trainingId: t.id })).status).toBe(403);
    expect(await db.select().from(smsOutbox).where(like(smsOutbox.text, "%考勤直播课%"))).toEqual([]);
  });
});
