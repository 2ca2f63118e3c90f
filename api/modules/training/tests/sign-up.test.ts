import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { FIELD, QUESTION } from "@/api/contract/training";
import { trainingAttends, trainings } from "@/db/schema/training";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { approveAttend, releaseAttend } from "../sign-up";
import { addForm, invite, makeTraining, signedInPeople } from "./helpers";

type Result = { isAp: number; msg: string; url: string; data: { attendId: number; audit: number; status: string; position: number } };
type Exists = { isExists: number; attend: { id: number; audit: number }; status: string; position: number };

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

const attendsOf = (trainingId: number) => srv.deps.db.select().from(trainingAttends).where(eq(trainingAttends.trainingId, trainingId));
const seatsOf = async (trainingId: number) =>
  (await srv.deps.db.select({ n: trainings.seatsTaken }).from(trainings).where(eq(trainings.id, trainingId)))[0].n;

describe("capacity and the waiting list", () => {
  test("200 concurrent sign-ups for 50 places: exactly 50 signed up, 150 waiting, nobody twice", async () => {
    const t = await makeTraining(srv.deps.db, { capacity: 50 });
    const people = await signedInPeople(srv.deps.db, srv.url, 200, 17100000000);
    const answers = await Promise.all(people.map((p) => p.client.call<Result>(`training/apply?id=${t.strId}`)));
    expect(answers.every((a) => a.code === 0 && a.data.isAp === 0)).toBe(true);
    expect(answers.filter((a) => a.data.data.status === "signed")).toHaveLength(50);
    const waiting = answers.filter((a) => a.data.data.status === "waiting");
    expect(waiting).toHaveLength(150);
    expect(waiting[0].msg).toContain("候补");
    // Queue positions are 1..150, each once.
    expect(waiting.map((a) => a.data.data.position).sort((a, b) => a - b)).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));

    const rows = await attendsOf(t.id);
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(200);
    expect(rows.filter((r) => r.status === "signed")).toHaveLength(50);
    expect(await seatsOf(t.id)).toBe(50);
  }, 120_000);

  test("a double-clicked sign-up gives one row and the same answer twice", async () => {
    const t = await makeTraining(srv.deps.db, { capacity: 5 });
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 17200000000);
    const [a, b] = await Promise.all([
      p.client.call<Result>(`training/apply?id=${t.strId}`),
      p.client.call<Result>(`training/apply?id=${t.strId}`),
    ]);
    expect(a).toMatchObject({ code: 0, msg: "报名成功", data: { isAp: 0 } });
    expect(b).toMatchObject({ code: 0, msg: "报名成功", data: { isAp: 0 } });
    expect(a.data.data.attendId).toBe(b.data.data.attendId);
    expect(await attendsOf(t.id)).toHaveLength(1);
    expect(await seatsOf(t.id)).toBe(1);
  });

  test("100 people each applying twice at once for 40 places: 40 signed up, 60 waiting, no place left", async () => {
    const t = await makeTraining(srv.deps.db, { capacity: 40 });
    const people = await signedInPeople(srv.deps.db, srv.url, 100, 17250000000);
    const answers = await Promise.all(people.flatMap((p) => [1, 2].map(() => p.client.call<Result>(`training/apply?id=${t.strId}`))));
    // Each person hears the same state from both requests.
    for (let i = 0; i < answers.length; i += 2) expect(answers[i].data.data.status).toBe(answers[i + 1].data.data.status);
    expect(answers.filter((a) => a.data.data.status === "signed")).toHaveLength(80);
    expect(answers.filter((a) => a.data.data.status === "waiting")).toHaveLength(120);
    const detail = await people[0].client.call<{ seatsLeft: number }>(`training/Detail?id=${t.strId}`);
    expect(detail.data.seatsLeft).toBe(0);
    const rows = await attendsOf(t.id);
    expect(rows).toHaveLength(100);
    expect(await seatsOf(t.id)).toBe(rows.filter((r) => r.status === "signed").length);
  }, 60_000);

  test("a freed place goes to the first in the queue: on cancel and on rejection", async () => {
    const t = await makeTraining(srv.deps.db, { capacity: 1 });
    const [first, second, third] = await signedInPeople(srv.deps.db, srv.url, 3, 17300000000);
    for (const p of [first, second, third]) await p.client.call(`training/apply?id=${t.strId}`);
    const exists = (p: typeof first) => p.client.call<Exists>(`Training/GetExistsTraining?id=${t.strId}`);
    expect((await exists(second)).data).toMatchObject({ isExists: 1, status: "waiting", position: 1 });
    expect((await exists(third)).data).toMatchObject({ isExists: 1, status: "waiting", position: 2 });

    expect(await first.client.call("training/CancelApply", { strId: t.strId })).toMatchObject({ code: 0, msg: "已取消报名" });
    expect((await exists(first)).data).toMatchObject({ isExists: 0, status: "released" });
    expect((await exists(second)).data).toMatchObject({ isExists: 1, status: "signed" });
    expect((await exists(third)).data).toMatchObject({ status: "waiting", position: 1 });

    const secondRow = (await attendsOf(t.id)).find((r) => r.userId === second.id)!;
    expect(await releaseAttend(srv.deps.db, srv.deps.sms, secondRow.id, "reject")).toBe(true);
    expect((await exists(second)).data).toMatchObject({ isExists: 0, attend: { audit: 2 } });
    expect((await exists(third)).data).toMatchObject({ isExists: 1, status: "signed" });
    expect(await seatsOf(t.id)).toBe(1);

    // Cancelling again has nothing to release; with nobody waiting the place simply frees.
    expect(await first.client.call("training/CancelApply", { strId: t.strId })).toMatchObject({ code: 1, msg: "您尚未报名该课程" });
    await third.client.call("training/CancelApply", { strId: t.strId });
    expect(await seatsOf(t.id)).toBe(0);
    // The person who cancelled may sign up again; a rejected one may not.
    expect(await first.client.call<Result>(`training/apply?id=${t.strId}`)).toMatchObject({
      code: 0,
      data: { data: { status: "signed" } },
    });
    expect(await second.client.call<Result>(`training/apply?id=${t.strId}`)).toMatchObject({ code: 1, msg: "很抱歉，您的报名未通过审核" });
  });

  test("a place cannot be given back once the session has begun", async () => {
    const now = Date.now();
    const t = await makeTraining(srv.deps.db, { startAt: new Date(now - 60_000), endAt: new Date(now + 3600_000) });
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 17310000000);
    await p.client.call(`training/apply?id=${t.strId}`);
    expect(await p.client.call("training/CancelApply", { strId: t.strId })).toMatchObject({ code: 1, msg: "课程已开始，不能取消报名" });
    expect((await attendsOf(t.id))[0].status).toBe("signed");
  });

  test("concurrent cancellations and sign-ups never leave a place free while someone waits", async () => {
    const t = await makeTraining(srv.deps.db, { capacity: 10 });
    const people = await signedInPeople(srv.deps.db, srv.url, 40, 17400000000);
    await Promise.all(people.slice(0, 20).map((p) => p.client.call(`training/apply?id=${t.strId}`)));
    await Promise.all([
      ...people.slice(0, 15).map((p) => p.client.call("training/CancelApply", { strId: t.strId })),
      ...people.slice(20).map((p) => p.client.call(`training/apply?id=${t.strId}`)),
    ]);
    const rows = await attendsOf(t.id);
    expect(rows.filter((r) => r.status === "signed")).toHaveLength(10);
    expect(rows.filter((r) => r.status === "waiting")).toHaveLength(15);
    expect(await seatsOf(t.id)).toBe(10);
  }, 60_000);
});

describe("directed sessions", () => {
  test("refuse a person not invited (isAp 2, nothing written) and accept an invited one", async () => {
    const t = await makeTraining(srv.deps.db, { directed: 1 });
    const [guest, invited] = await signedInPeople(srv.deps.db, srv.url, 2, 17500000000);
    await invite(srv.deps.db, t.id, [invited.mobile]);
    const refused = await guest.client.call<Result>(`training/apply?id=${t.strId}`);
    expect(refused).toMatchObject({ code: 1, msg: "本课程为定向邀请课程，您暂未获得邀请", data: { isAp: 2 } });
    // Straight to the form's call is refused the same way.
    const direct = await guest.client.call<Result>("training/ApplySetting", { strid: t.strId, setting: [], surveySubmit: [] });
    expect(direct).toMatchObject({ code: 1, data: { isAp: 2 } });
    expect(await invited.client.call<Result>(`training/apply?id=${t.strId}`)).toMatchObject({ code: 0, data: { isAp: 0 } });
    const rows = await attendsOf(t.id);
    expect(rows.map((r) => r.userId)).toEqual([invited.id]);
  });
});

describe("the sign-up form", () => {
  test("1501 with the form, then every validation message, then success", async () => {
    const t = await makeTraining(srv.deps.db, { isApprove: 0 });
    const [q1, q2] = await addForm(
      srv.deps.db,
      t.id,
      [
        { name: "姓名", typeId: FIELD.name, isRequireded: 1 },
        { name: "邮箱", typeId: FIELD.email, isRequireded: 0 },
        { name: "QQ", typeId: FIELD.qq, isRequireded: 0 },
        { name: "微信", typeId: FIELD.wechat, isRequireded: 0 },
        { name: "公司主体", typeId: FIELD.mainCompany, isRequireded: 1 },
        { name: "行业", typeId: FIELD.industry, isRequireded: 1 },
      ],
      [
        {
          questionType: QUESTION.single,
          questionName: "您的职位",
          isRequireded: 1,
          options: [{ text: "市场" }, { text: "其他", isOther: 1 }],
        },
        { questionType: QUESTION.text, questionName: "您的建议", isRequireded: 0 },
      ],
    );
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 17600000000);
    const first = await p.client.call<{ strId: string; userDetailList: unknown[]; surveyList: { id: number; surveyOptions: unknown[] }[] }>(
      `training/apply?id=${t.strId}`,
    );
    expect(first).toMatchObject({ code: 1501, msg: "请完善报名信息" });
    expect(first.data.strId).toBe(t.strId);
    expect(first.data.userDetailList).toHaveLength(6);
    expect(first.data.userDetailList[0]).toEqual({ name: "姓名", typeId: 1, isRequireded: 1 });
    expect(first.data.surveyList[0]).toMatchObject({ id: q1.id, questionType: 1, questionName: "您的职位", isRequireded: 1 });
    expect(first.data.surveyList[0].surveyOptions[1]).toEqual({
      optionId: q1.options[1].id,
      questionId: q1.id,
      questionOption: "其他",
      isOther: 1,
    });

    const good = {
      setting: [
        { k: 1, n: "姓名", d: "", v: "张三" },
        { k: 6, n: "邮箱", d: "", v: "zhang@example.com" },
        { k: 7, n: "QQ", d: "", v: "12345" },
        { k: 8, n: "微信", d: "", v: "wx_zhang-3" },
        { k: 12, n: "公司主体", d: "7", v: "某某科技有限公司" },
        { k: 2, n: "行业", d: "3", v: "互联网" },
      ],
      surveySubmit: [{ questionType: 1, questionId: q1.id, itemId: q1.options[0].id, value: "" }],
    };
    const withSetting = (k: number, over: Record<string, string>) => ({
      ...good,
      setting: good.setting.map((s) => (s.k === k ? { ...s, ...over } : s)),
    });
    const submit = (payload: Record<string, unknown>) => p.client.call<Result>("training/ApplySetting", { strid: t.strId, ...payload });

    expect(await submit(withSetting(1, { v: " " }))).toMatchObject({ code: 1, msg: "请填写姓名", data: { field: "setting.1" } });
    expect(await submit(withSetting(6, { v: "zhang@" }))).toMatchObject({ code: 1, msg: "请检查邮箱格式", data: { field: "setting.6" } });
    expect(await submit(withSetting(7, { v: "01234" }))).toMatchObject({ code: 1, msg: "请检查QQ格式" });
    expect(await submit(withSetting(7, { v: "1234" }))).toMatchObject({ code: 1, msg: "请检查QQ格式" });
    expect(await submit(withSetting(8, { v: "微信号abc" }))).toMatchObject({ code: 1, msg: "请检查微信号格式" });
    expect(await submit(withSetting(8, { v: "abcd" }))).toMatchObject({ code: 1, msg: "请检查微信号格式" });
    expect(await submit(withSetting(12, { d: "", v: "" }))).toMatchObject({
      code: 1,
      msg: "请重新选择公司主体",
      data: { field: "setting.12" },
    });
    expect(await submit(withSetting(2, { d: "", v: "" }))).toMatchObject({ code: 1, msg: "请填写行业" });
    expect(await submit({ ...good, surveySubmit: [] })).toMatchObject({
      code: 1,
      msg: "请填写必填项",
      data: { field: `surveySubmit.${q1.id}` },
    });
    // 'Other' needs its text.
    const other = { questionType: 1, questionId: q1.id, itemId: q1.options[1].id, value: "" };
    expect(await submit({ ...good, surveySubmit: [other] })).toMatchObject({ code: 1, msg: "请填写必填项" });
    expect(await attendsOf(t.id)).toHaveLength(0);

    // Optional fields left empty pass; the answers are kept with the sign-up.
    const ok = await submit({
      ...withSetting(6, { v: "" }),
      surveySubmit: [
        { ...other, value: "运营" },
        { questionType: 3, questionId: q2.id, itemId: 0, value: "多讲案例" },
      ],
    });
    expect(ok).toMatchObject({ code: 0, msg: "报名成功", data: { isAp: 0, url: "" } });
    const [row] = await attendsOf(t.id);
    expect(row.settings.find((s) => s.k === 1)?.v).toBe("张三");
    expect(row.survey).toHaveLength(2);
    // Now signed up, apply answers the state instead of the form.
    expect(await p.client.call<Result>(`training/apply?id=${t.strId}`)).toMatchObject({ code: 0, msg: "报名成功" });
  });

  test("a rejected person is told so, not shown the form again", async () => {
    const t = await makeTraining(srv.deps.db, { isApprove: 1 });
    await addForm(srv.deps.db, t.id, [{ name: "姓名", typeId: FIELD.name, isRequireded: 1 }]);
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 17650000000);
    const payload = { strid: t.strId, setting: [{ k: 1, n: "姓名", d: "", v: "李四" }], surveySubmit: [] };
    const res = await p.client.call<Result>("training/ApplySetting", payload);
    expect(res).toMatchObject({ code: 0, data: { isAp: 1 } });
    await releaseAttend(srv.deps.db, srv.deps.sms, res.data.data.attendId, "reject");
    expect(await p.client.call(`training/apply?id=${t.strId}`)).toMatchObject({ code: 1, msg: "很抱歉，您的报名未通过审核" });
    expect(await p.client.call("training/ApplySetting", payload)).toMatchObject({ code: 1, msg: "很抱歉，您的报名未通过审核" });
    expect(await attendsOf(t.id)).toMatchObject([{ status: "released", audit: 2 }]);
  });

  test("approval required: isAp 1 under review until an operator approves", async () => {
    const t = await makeTraining(srv.deps.db, { isApprove: 1 });
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 17700000000);
    const res = await p.client.call<Result>(`training/apply?id=${t.strId}`);
    expect(res).toMatchObject({ code: 0, msg: "报名信息已提交，请等待审核", data: { isAp: 1, data: { audit: 0, status: "signed" } } });
    await approveAttend(srv.deps.db, res.data.data.attendId);
    expect(await p.client.call<Exists>(`Training/GetExistsTraining3?id=${t.strId}&tra_guid=abc`)).toMatchObject({
      code: 0,
      data: { isExists: 1, attend: { id: res.data.data.attendId, audit: 1 } },
    });
  });

  test("a visitor must log in to sign up and reads as not signed up", async () => {
    const t = await makeTraining(srv.deps.db);
    const visitor = testClient(srv.url);
    expect(await visitor.call(`training/apply?id=${t.strId}`)).toMatchObject({ code: 1503 });
    expect(await visitor.call(`Training/GetExistsTraining?id=${t.strId}`)).toMatchObject({ code: 0, data: { isExists: 0 } });
    expect(await visitor.call("training/apply?id=nope")).toMatchObject({ code: 1503 });
  });

  test("an unknown or unpublished session", async () => {
    const hidden = await makeTraining(srv.deps.db, { published: 0 });
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 17800000000);
    expect(await p.client.call(`training/apply?id=${hidden.strId}`)).toMatchObject({ code: 1, msg: "课程不存在或已下线" });
    expect(await p.client.call("training/apply?id=nope")).toMatchObject({ code: 1, msg: "课程不存在或已下线" });
    expect(
      await srv.deps.db
        .select()
        .from(trainingAttends)
        .where(and(eq(trainingAttends.trainingId, hidden.id))),
    ).toHaveLength(0);
  });
});
