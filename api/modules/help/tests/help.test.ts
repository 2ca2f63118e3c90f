import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { HelpCate, HelpEntry } from "@/api/contract/help";
import { helpCategories, helpEntries, helpVotes } from "@/db/schema/help";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { signedInPeople } from "../../training/tests/helpers";

let srv: TestServer;
let people: Awaited<ReturnType<typeof signedInPeople>>;
let signUp: number;
let exam: number;
let hidden: number;

beforeAll(async () => {
  srv = await startTestServer();
  people = await signedInPeople(srv.deps.db, srv.url, 6, 17420000000);
  const db = srv.deps.db;
  const [later, first] = await db
    .insert(helpCategories)
    .values([
      { name: "认证考试", sort: 2 },
      { name: "注册与登录", sort: 1 },
    ])
    .returning({ id: helpCategories.id });
  const rows = await db
    .insert(helpEntries)
    .values([
      { categoryId: first.id, question: "如何注册账号？", answer: "使用手机号登录即可。\n\n首次登录自动注册。", sort: 1 },
      { categoryId: later.id, question: "如何报名认证考试？", answer: "在电脑上打开认证考试。", sort: 1 },
      { categoryId: later.id, question: "草稿问题", answer: "未发布", sort: 2, published: 0 },
    ])
    .returning({ id: helpEntries.id });
  [signUp, exam, hidden] = rows.map((r) => r.id);
}, 60_000);
afterAll(() => srv.stop());

const visitor = () => testClient(srv.url);

describe("the help center", () => {
  test("the tree lists categories in order with their published questions", async () => {
    const res = await visitor().call<HelpCate[]>("Help/GetCateList");
    expect(res.code).toBe(0);
    expect(res.data.map((c) => [c.name, c.list.map((q) => q.title)])).toEqual([
      ["注册与登录", ["如何注册账号？"]],
      ["认证考试", ["如何报名认证考试？"]],
    ]);
  });

  test("an entry answers its question, answer and category; an unpublished or missing one is absent", async () => {
    const res = await visitor().call<HelpEntry>("Help/GetQA", { id: signUp });
    expect(res.data).toMatchObject({
      id: signUp,
      title: "如何注册账号？",
      cateName: "注册与登录",
      contents: "使用手机号登录即可。\n\n首次登录自动注册。",
      vid: 0,
    });
    expect(await visitor().call("Help/GetQA", { id: hidden })).toMatchObject({ code: 1, msg: "该问题不存在或已下线" });
    expect(await visitor().call("Help/GetQA", { id: 999999 })).toMatchObject({ code: 1, msg: "该问题不存在或已下线" });
  });
});

describe("Help/AddQAVote", () => {
  test("a vote is thanked and counted; the reader sees their own vote", async () => {
    const [me] = people;
    expect(await me.client.call("Help/AddQAVote", { qid: signUp, vid: 1 })).toMatchObject({
      code: 0,
      msg: "感谢您的反馈",
      data: { counted: true },
    });
    expect((await me.client.call<HelpEntry>("Help/GetQA", { id: signUp })).data.vid).toBe(1);
    expect((await visitor().call<HelpEntry>("Help/GetQA", { id: signUp })).data.vid).toBe(0);
  });

  test("a second vote by the same person hears the same thanks and counts nothing", async () => {
    const [me] = people;
    expect(await me.client.call("Help/AddQAVote", { qid: signUp, vid: 2 })).toMatchObject({
      code: 0,
      msg: "感谢您的反馈",
      data: { counted: false },
    });
    const [row] = await srv.deps.db.select().from(helpEntries).where(eq(helpEntries.id, signUp));
    expect([row.helpful, row.unhelpful]).toEqual([1, 0]);
    expect((await me.client.call<HelpEntry>("Help/GetQA", { id: signUp })).data.vid).toBe(1);
  });

  test("twenty votes at once from five people count five, one each", async () => {
    const voters = people.slice(1);
    const answers = await Promise.all(
      voters.flatMap((p, i) => Array.from({ length: 4 }, () => p.client.call("Help/AddQAVote", { qid: exam, vid: i % 2 ? 2 : 1 }))),
    );
    expect(answers.every((a) => a.code === 0 && a.msg === "感谢您的反馈")).toBe(true);
    const votes = await srv.deps.db.select().from(helpVotes).where(eq(helpVotes.entryId, exam));
    expect(votes.map((v) => v.userId).sort()).toEqual(voters.map((p) => p.id).sort());
    const [row] = await srv.deps.db.select().from(helpEntries).where(eq(helpEntries.id, exam));
    expect([row.helpful, row.unhelpful]).toEqual([3, 2]);
  });

  test("a visitor is asked to log in; a bad vote or an unpublished entry is refused", async () => {
    const [me] = people;
    expect(await visitor().call("Help/AddQAVote", { qid: signUp, vid: 1 })).toMatchObject({ code: 1503 });
    expect(await me.client.call("Help/AddQAVote", { qid: signUp, vid: 3 })).toMatchObject({ code: 1, msg: "参数错误" });
    expect(await me.client.call("Help/AddQAVote", { qid: hidden, vid: 1 })).toMatchObject({ code: 1, msg: "该问题不存在或已下线" });
  });
});
