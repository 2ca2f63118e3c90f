import { afterAll, beforeAll, expect, test } from "bun:test";
import { EXAM_MSG, PC_ONLY_MSG } from "@/api/contract/certification-exams";
import { signedInPeople } from "@/api/modules/training/tests/helpers";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeExam } from "../../registration/tests/helpers";

/** Pearson/SendExamLink: a phone sends itself the exam's link as a letter, built from PUBLIC_URL, at most 5 an hour. */
type Letter = { title: string; content: string; url: string };
// http, so the session cookie keeps its plain name (signedInPeople sets "sid").
const PUBLIC_URL = "http://xuexi.example.com";
let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ PUBLIC_URL });
}, 60_000);
afterAll(() => srv.stop());

const inbox = async (client: ReturnType<typeof testClient>) =>
  (await client.call<{ list: Letter[] }>("my/GetLetterList", { currentPage: 1, pageSize: 20, tab: 0 })).data.list;

test("a visitor is asked to sign in", async () => {
  const res = await testClient(srv.url).call("Pearson/SendExamLink", {});
  expect(res.code).toBe(1503);
});

test("the exam's registration link arrives as a letter to oneself, on the configured origin, not the Host header", async () => {
  const exam = await makeExam(srv.deps.db, { name: "数字营销初级认证" });
  const [me, other] = await signedInPeople(srv.deps.db, srv.url, 2, 13950000000);
  const sent = await me.client.call("Pearson/SendExamLink", { examId: exam.id });
  expect(sent).toMatchObject({ code: 0, msg: PC_ONLY_MSG.sent, data: null });
  const [letter] = await inbox(me.client);
  expect(letter).toMatchObject({ title: "考试链接：数字营销初级认证", url: `/certification/add/${exam.id}` });
  expect(letter.content).toContain(`${PUBLIC_URL}/certification/add/${exam.id}`);
  expect(letter.content).not.toContain("127.0.0.1");
  expect(await inbox(other.client)).toHaveLength(0);

  const list = await other.client.call("Pearson/SendExamLink", {});
  expect(list.code).toBe(0);
  expect((await inbox(other.client))[0]).toMatchObject({ title: "认证考试链接", url: "/certification/exam" });
  expect((await inbox(other.client))[0]!.content).toContain(`${PUBLIC_URL}/certification/exam`);
});

test("an unknown or hidden exam is refused and sends nothing", async () => {
  const hidden = await makeExam(srv.deps.db, { published: 0 });
  const [me] = await signedInPeople(srv.deps.db, srv.url, 1, 13950000010);
  for (const examId of [hidden.id, 999999]) {
    expect(await me.client.call("Pearson/SendExamLink", { examId })).toMatchObject({ code: 1, msg: EXAM_MSG.examMissing });
  }
  expect(await me.client.call("Pearson/SendExamLink", { examId: "abc" })).toMatchObject({ code: 1 });
  expect(await inbox(me.client)).toHaveLength(0);
});

test("five links an hour, then a refusal that sends no letter", async () => {
  const [me] = await signedInPeople(srv.deps.db, srv.url, 1, 13950000020);
  for (let i = 0; i < 5; i++) expect((await me.client.call("Pearson/SendExamLink", {})).code).toBe(0);
  expect(await me.client.call("Pearson/SendExamLink", {})).toMatchObject({ code: 1, msg: PC_ONLY_MSG.tooMany });
  expect(await inbox(me.client)).toHaveLength(5);
});
