import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, listQuery, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import { users } from "@/db/schema/account/users";
import { learningCards } from "@/db/schema/binding";
import { courseEnrollments } from "@/db/schema/course";
import { makeExam } from "@/tests/support/factories";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeCourse } from "../../course/tests/helpers";
import { signedInPeople } from "../../training/tests/helpers";
import { issueCardToUser } from "../cards";

type Person = Awaited<ReturnType<typeof signedInPeople>>[number];
type Made = { id: number; passwordsCsv: string; count: number };

let srv: TestServer;
let op: AdminBrowser;
let people: Person[];
let course: { id: number; title: string };
let exam: { id: number; name: string };

beforeAll(async () => {
  srv = await startTestServer();
  const db = srv.deps.db;
  op = await signedInOperator(db, srv.url, "13900000621", "运营卡");
  course = (await makeCourse(db, [[30]], { title: "学习卡课程" })).course;
  exam = await makeExam(db, { name: "学习卡考试" });
  people = await signedInPeople(db, srv.url, 6, 17620000000);
}, 60_000);
afterAll(() => srv.stop());

const call = <T = any>(p: Person, path: string, body: Record<string, unknown> = {}) => p.client.call<T>(path, body);
/** The CSV's cards: number and password per line after the header. */
const cardsOf = (csv: string) =>
  csv
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => {
      const [cardNo, password] = line.split(",");
      return { cardNo: cardNo!, password: password! };
    });

async function makeBatch(body: Record<string, unknown>) {
  const res = await op.post("/card-batches", { name: "测试批次", note: "", courseIds: [], examIds: [], ...body });
  return res;
}

describe("card batches in the back office", () => {
  test("bad input is refused field by field; a person or an HR may not issue cards", async () => {
    expect((await makeBatch({ count: 0, courseIds: [course.id] })).json).toMatchObject({ message: "数量须为1-1000的整数" });
    expect((await makeBatch({ count: 1001, courseIds: [course.id] })).status).toBe(400);
    expect((await makeBatch({ count: 2 })).json).toMatchObject({ message: "每张卡至少包含一门课程或一张考试代金券", field: "courseIds" });
    expect((await makeBatch({ count: 2, courseIds: [987_654] })).json).toMatchObject({ field: "courseIds" });
    expect((await makeBatch({ count: 2, examIds: ["x"] })).status).toBe(400);
    expect((await makeBatch({ name: "", count: 2, courseIds: [course.id] })).json).toMatchObject({ message: "请填写批次名称" });
    const hr = await signedInAs(srv.deps.db, srv.url, "13900000622", { roles: ["person", "enterprise"], chineseName: "人事卡" });
    expect((await hr.post("/card-batches", { name: "x", count: 1, courseIds: [course.id] })).status).toBe(403);
    expect((await hr.get("/learning-cards")).status).toBe(403);
  });

  test("a batch answers its passwords once as CSV; only hashes are stored; cards list without secrets", async () => {
    const res = await makeBatch({ count: 3, courseIds: [course.id], examIds: [exam.id], name: "三张卡" });
    expect(res.json).toMatchObject({ count: 3 });
    const made = res.json as Made;
    const cards = cardsOf(made.passwordsCsv);
    expect(cards).toHaveLength(3);
    for (const c of cards) {
      expect(c.cardNo).toMatch(/^XK\d{10}$/);
      expect(c.password).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    }
    const stored = await srv.deps.db.select().from(learningCards).where(eq(learningCards.batchId, made.id));
    expect(stored.map((s) => s.passwordHash).join()).not.toContain(cards[0]!.password.replaceAll("-", ""));
    const listed = await op.get(`/learning-cards${listQuery({ filter: { batchId: made.id } })}`);
    expect(listed.json).toHaveLength(3);
    expect(JSON.stringify(listed.json)).not.toContain("password");
    const shown = await op.get(`/card-batches/${made.id}`);
    expect(shown.json).toMatchObject({ name: "三张卡", count: 3, boundCount: 0, courseIds: [course.id], examIds: [exam.id] });
    expect(shown.json.passwordsCsv).toBeUndefined();
    const csv = await fetch(`${srv.url}/admin/api/card-batches/${made.id}/export`, {
      headers: { cookie: [...op.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    const text = await csv.text();
    expect(text).toContain(cards[0]!.cardNo);
    expect(text).not.toContain(cards[0]!.password);
  });
});

describe("my/bind and my/card", () => {
  let cards: { cardNo: string; password: string }[];
  let batchId: number;
  beforeAll(async () => {
    const made = (await makeBatch({ count: 4, courseIds: [course.id], examIds: [exam.id], name: "绑定批次" })).json as Made;
    cards = cardsOf(made.passwordsCsv);
    batchId = made.id;
  });

  test("bad input: each field's message; no password answers code 9 (open card binding) with the number", async () => {
    const p = people[0]!;
    expect(await call(p, "my/bind", { cardNo: cards[0]!.cardNo })).toMatchObject({ code: 9, data: { cardNo: cards[0]!.cardNo } });
    expect(await call(p, "my/bind", {})).toMatchObject({ code: 9 });
    expect(await call(p, "my/bind", { cardNo: "", password: "AAAA-BBBB-CCCC" })).toMatchObject({
      code: 1,
      msg: "请输入学习卡卡号",
      data: { field: "cardNo" },
    });
    expect(await call(p, "my/bind", { cardNo: "12", password: "AAAA-BBBB-CCCC" })).toMatchObject({
      code: 1,
      msg: "请输入正确的学习卡卡号",
    });
    expect(await call(p, "my/bind", { cardNo: cards[0]!.cardNo, password: "short" })).toMatchObject({
      code: 1,
      msg: "请输入正确的学习卡密码",
      data: { field: "password" },
    });
    expect(await call(p, "my/bind", { cardNo: 5, password: [] })).toMatchObject({ code: 1 });
  });

  test("a wrong pair is one clear message, whether the number exists or not", async () => {
    const p = people[1]!;
    const wrong = await call(p, "my/bind", { cardNo: cards[0]!.cardNo, password: "2222-2222-2222" });
    expect(wrong).toMatchObject({ code: 1, msg: "卡号或密码错误，请核对后重新输入" });
    const nowhere = await call(p, "my/bind", { cardNo: "XK0000000001", password: cards[0]!.password });
    expect(nowhere).toMatchObject({ code: 1, msg: "卡号或密码错误，请核对后重新输入" });
  });

  test("binding grants the course and the voucher; /my/card lists them; the card binds once only", async () => {
    const p = people[2]!;
    const typed = { cardNo: cards[0]!.cardNo.toLowerCase(), password: ` ${cards[0]!.password.toLowerCase()} ` };
    const res = await call(p, "my/bind", typed);
    expect(res).toMatchObject({
      code: 0,
      msg: "绑定成功",
      data: { cardNo: cards[0]!.cardNo, batchName: "绑定批次", courses: [{ id: course.id, title: "学习卡课程" }] },
    });
    expect(res.data.vouchers).toEqual([
      { examId: exam.id, examName: "学习卡考试", code: expect.stringMatching(/^\w{4}-\w{4}-\w{4}-\w{4}$/), used: false },
    ]);
    const [user] = await srv.deps.db.select().from(users).where(eq(users.mobile, p.mobile));
    const enrolled = await srv.deps.db.select().from(courseEnrollments).where(eq(courseEnrollments.userId, user!.id));
    expect(enrolled.map((e) => e.courseId)).toEqual([course.id]);
    const mine = await call(p, "my/card", { currentPage: 1 });
    expect(mine.data).toMatchObject({ list: [{ cardNo: cards[0]!.cardNo }], pager: { totalRecord: 1 } });
    expect(await call(p, "my/card", { currentPage: 0 })).toMatchObject({ code: 1 });
    // Bound: another person with the right pair is told so; the owner's list is theirs alone.
    expect(await call(people[3]!, "my/bind", cards[0]!)).toMatchObject({ code: 1, msg: "该学习卡已被绑定，每张卡只能绑定一次" });
    expect((await call(people[3]!, "my/card")).data.list).toEqual([]);
  });

  test("two people binding the same card at once: exactly one wins", async () => {
    const [x, y] = [people[4]!, people[5]!];
    const both = await Promise.all([call(x, "my/bind", cards[1]!), call(y, "my/bind", cards[1]!)]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(both.find((r) => r.code === 1)!.msg).toBe("该学习卡已被绑定，每张卡只能绑定一次");
    const [card] = await srv.deps.db.select().from(learningCards).where(eq(learningCards.cardNo, cards[1]!.cardNo));
    expect(card!.boundBy).not.toBeNull();
  });

  test("a disabled batch binds no card", async () => {
    expect((await op.put(`/card-batches/${batchId}`, { disabled: true })).status).toBe(200);
    expect(await call(people[3]!, "my/bind", cards[2]!)).toMatchObject({ code: 1, msg: "该学习卡已停用" });
    expect((await op.put(`/card-batches/${batchId}`, { disabled: false })).status).toBe(200);
  });

  test("issueCardToUser (for the shop) binds the batch's next free card, and null once none is left", async () => {
    const [user] = await srv.deps.db.select().from(users).where(eq(users.mobile, people[3]!.mobile));
    const given = await srv.deps.db.transaction((tx) => issueCardToUser(tx, batchId, user!.id));
    expect(given).toMatchObject({ batchName: "绑定批次", courses: [{ id: course.id }] });
    const again = await srv.deps.db.transaction((tx) => issueCardToUser(tx, batchId, user!.id));
    expect(again).not.toBeNull();
    expect(await srv.deps.db.transaction((tx) => issueCardToUser(tx, batchId, user!.id))).toBeNull();
    expect((await call(people[3]!, "my/card")).data.pager.totalRecord).toBe(2);
  });

  test("ten attempts an hour, then guessing stops even with the right pair", async () => {
    const p = people[0]!;
    const more = (await makeBatch({ count: 1, courseIds: [course.id] })).json as Made;
    const [card] = cardsOf(more.passwordsCsv);
    for (let i = 0; i < 10; i++) await call(p, "my/bind", { cardNo: card!.cardNo, password: "3333-3333-3333" });
    expect(await call(p, "my/bind", card!)).toMatchObject({ code: 1, msg: "尝试次数过多，请1小时后再试" });
  });
});
