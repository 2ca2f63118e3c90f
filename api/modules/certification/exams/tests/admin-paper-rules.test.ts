import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import { exams } from "@/db/schema/certification/exams";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { addQuestions } from "../../online-review/tests/helpers";

let srv: TestServer;
let op: AdminBrowser;

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13800000951", "组卷管理员");
}, 60_000);
afterAll(() => srv.stop());

const form = {
  name: "在线认证考试",
  series: "",
  kaoShiId: "",
  cover: "",
  intro: "",
  fee: 0,
  isVideo: false,
  cnt: 0,
  monthlyLimit: 0,
  subjectNum: 999,
  zongFen: 1000,
  passScore: 60,
  duration: 60,
  outlineUrl: "",
  discipline: "",
  certValidMonths: null,
  published: true,
  sort: 0,
};

const section = (over: Record<string, unknown>) => ({
  type: "single",
  count: 1,
  points: 1,
  tags: [],
  difficulties: [],
  questionIds: [],
  ...over,
});
const rules = (...sections: Record<string, unknown>[]) => ({ sections, shuffleQuestions: true, shuffleOptions: false });

/** An exam without rules, so its id exists for the bank to serve. */
async function blankExam() {
  const res = await op.post("/exams", form);
  expect(res.status).toBe(201);
  return res.json.id as number;
}

describe("组卷规则 of an exam", () => {
  test("subjectNum and zongFen are computed from the rules and stored, whatever was typed; leaveLimit and allowReview kept", async () => {
    const id = await blankExam();
    await addQuestions(srv.deps.db, 10, { type: "single", examIds: [id] });
    await addQuestions(srv.deps.db, 5, { type: "multiple", examIds: [id], tags: ["网络"], difficulty: 4 });
    const [fixed] = await addQuestions(srv.deps.db, 1, { type: "short", examIds: [id] });
    const paperRules = rules(
      section({ type: "single", count: 10, points: 2 }),
      section({ type: "multiple", count: 5, points: 4, tags: ["网络"], difficulties: [4, 5] }),
      section({ type: "short", count: 99, points: 20, questionIds: [String(fixed!.id)] }),
    );
    const res = await op.put(`/exams/${id}`, { ...form, paperRules, leaveLimit: 5, allowReview: false });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ subjectNum: 16, zongFen: 60, leaveLimit: 5, allowReview: false });
    expect(res.json.paperRules.sections[2]).toMatchObject({ type: "short", count: 1, questionIds: [fixed!.id] });
    const [row] = await srv.deps.db.select().from(exams).where(eq(exams.id, id));
    expect(row).toMatchObject({ subjectNum: 16, zongFen: 60, leaveLimit: 5, allowReview: 0 });
    expect(row!.paperRules?.shuffleQuestions).toBe(true);

    // No section left: no in-house paper, and the typed figures stand again.
    const cleared = await op.put(`/exams/${id}`, { ...form, zongFen: 100, subjectNum: 50, paperRules: rules() });
    expect(cleared.json).toMatchObject({ paperRules: null, zongFen: 100, subjectNum: 50, allowReview: true, leaveLimit: 3 });
  });

  test("a pass score above the computed total is refused", async () => {
    const id = await blankExam();
    await addQuestions(srv.deps.db, 3, { type: "judge", examIds: [id] });
    const res = await op.put(`/exams/${id}`, {
      ...form,
      passScore: 60,
      paperRules: rules(section({ type: "judge", count: 3, points: 10 })),
    });
    expect(res).toMatchObject({ status: 400, json: { message: "及格分不能高于组卷规则计算出的总分（30分）", field: "passScore" } });
  });

  test("a random section the bank cannot fill is refused, naming the section; retired and other exams' questions do not count", async () => {
    const id = await blankExam();
    const other = await blankExam();
    await addQuestions(srv.deps.db, 2, { type: "single", examIds: [id] });
    await addQuestions(srv.deps.db, 3, { type: "multiple", examIds: [id] });
    await addQuestions(srv.deps.db, 2, { type: "multiple", examIds: [id], retired: 1 });
    await addQuestions(srv.deps.db, 4, { type: "multiple", examIds: [other] });
    const res = await op.put(`/exams/${id}`, {
      ...form,
      passScore: 10,
      paperRules: rules(section({ type: "single", count: 2, points: 5 }), section({ type: "multiple", count: 5, points: 5 })),
    });
    expect(res).toMatchObject({ status: 400, json: { message: "第2部分（多选题）题库只有3道符合条件的题目，少于所需的5道" } });
    // Narrowed by tag and difficulty.
    await addQuestions(srv.deps.db, 2, { type: "fill", examIds: [id], tags: ["安全"], difficulty: 2 });
    await addQuestions(srv.deps.db, 2, { type: "fill", examIds: [id], tags: ["安全"], difficulty: 5 });
    const narrowed = await op.put(`/exams/${id}`, {
      ...form,
      passScore: 1,
      paperRules: rules(section({ type: "fill", count: 3, points: 1, tags: ["安全"], difficulties: [1, 2] })),
    });
    expect(narrowed).toMatchObject({ status: 400, json: { message: "第1部分（填空题）题库只有2道符合条件的题目，少于所需的3道" } });
    // Nothing was saved by the refusals.
    const [row] = await srv.deps.db.select().from(exams).where(eq(exams.id, id));
    expect(row!.paperRules).toBeNull();
    // A new exam has no bank yet.
    expect(await op.post("/exams", { ...form, passScore: 1, paperRules: rules(section({ count: 1 })) })).toMatchObject({
      status: 400,
      json: { message: "第1部分（单选题）题库只有0道符合条件的题目，少于所需的1道" },
    });
  });

  test("fixed ids must exist, serve this exam, be live and be of the section's type", async () => {
    const id = await blankExam();
    const other = await blankExam();
    const [mine] = await addQuestions(srv.deps.db, 1, { type: "single", examIds: [id] });
    const [judge] = await addQuestions(srv.deps.db, 1, { type: "judge", examIds: [id] });
    const [foreign] = await addQuestions(srv.deps.db, 1, { type: "single", examIds: [other] });
    const [retired] = await addQuestions(srv.deps.db, 1, { type: "single", examIds: [id], retired: 1 });
    const put = (ids: number[]) =>
      op.put(`/exams/${id}`, { ...form, passScore: 1, paperRules: rules(section({ points: 5, questionIds: ids })) });
    expect(await put([mine!.id, foreign!.id, retired!.id, 99999])).toMatchObject({
      status: 400,
      json: { message: `第1部分（单选题）的固定题目 ${foreign!.id}、${retired!.id}、99999 不存在、已停用或不属于本考试` },
    });
    expect(await put([mine!.id, judge!.id])).toMatchObject({
      status: 400,
      json: { message: `第1部分（单选题）的固定题目 ${judge!.id} 不是单选题` },
    });
    expect(await put([mine!.id, mine!.id])).toMatchObject({ status: 400, json: { message: "同一道题目不能在试卷中出现两次" } });
    expect(await put([mine!.id])).toMatchObject({ status: 200, json: { subjectNum: 1, zongFen: 5 } });
  });

  test("bad section values and leave limits are refused in Chinese; an enterprise account cannot set rules", async () => {
    const id = await blankExam();
    expect(await op.put(`/exams/${id}`, { ...form, paperRules: rules(section({ points: 0 })) })).toMatchObject({
      status: 400,
      json: { message: "每题分值须为1到100之间的整数" },
    });
    expect(await op.put(`/exams/${id}`, { ...form, paperRules: rules(section({ type: "essay" })) })).toMatchObject({
      status: 400,
      json: { message: "请选择题型" },
    });
    expect(await op.put(`/exams/${id}`, { ...form, leaveLimit: 21 })).toMatchObject({
      status: 400,
      json: { message: "允许离开次数须为0到20之间的整数", field: "leaveLimit" },
    });
    const hr = await signedInAs(srv.deps.db, srv.url, "13850000952", { roles: ["person", "enterprise"] });
    expect((await hr.put(`/exams/${id}`, { ...form, paperRules: rules(section({})) })).status).toBe(403);
  });
});
