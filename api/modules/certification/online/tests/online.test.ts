import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, inArray, sql } from "drizzle-orm";
import {
  ONLINE_MSG,
  type OnlineQuestion,
  type OnlineResultData,
  type OnlineStarted,
  type OnlineSubmitted,
} from "@/api/contract/online-exam";
import { signedInPeople } from "@/api/modules/training/tests/helpers";
import { rowsOf } from "@/db/rows";
import { certificates } from "@/db/schema/certification/certificates";
import { examSessions } from "@/db/schema/certification/exams";
import { examAttemptAnswers, examAttemptEvents, examAttempts, examQuestions } from "@/db/schema/certification/online-exams";
import { letters } from "@/db/schema/letters/letters";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { cameraPhoto } from "../../registration/tests/helpers";
import { finishMarking } from "../finish";
import { deleteOldSnapshots, endOverdueAttempts } from "../timeouts";
import { bookedOnline, registrationOf } from "./helpers";

let srv: TestServer;
let mobile = 17300000000;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

const people = async (n: number) => {
  const made = await signedInPeople(srv.deps.db, srv.url, n, mobile);
  mobile += n;
  return made;
};
type Person = Awaited<ReturnType<typeof people>>[number];

const start = (p: Person, eadid: number) => p.client.call<OnlineStarted>("pearson/OnlineStart", { eadid });
const save = (p: Person, attemptId: number, answers: unknown[]) =>
  p.client.call<{ saved: number }>("pearson/OnlineSave", { attemptId, answers });
const submit = (p: Person, attemptId: number) => p.client.call<OnlineSubmitted>("pearson/OnlineSubmit", { attemptId });

/** The right answer of each question from the bank (the test knows it; the browser never does). */
async function rightAnswers(questions: OnlineQuestion[]) {
  const bank = new Map((await srv.deps.db.select().from(examQuestions)).map((q) => [q.id, q]));
  return questions.map((q) => {
    const b = bank.get(q.id)!;
    if (q.type === "fill") return { questionId: q.id, text: b.blankAnswers.map((accepted) => accepted.at(-1)!) };
    if (q.type === "short") return { questionId: q.id, text: "内容营销提供价值并与用户互动，硬广直接推销。" };
    return { questionId: q.id, optionIds: b.correctOptions };
  });
}

describe("starting and resuming", () => {
  test("the paper reaches the browser without any right answer, and a second start resumes the same paper and answers", async () => {
    const [p] = await people(1);
    const { regs } = await bookedOnline(srv.deps.db, [p!]);
    const first = await start(p!, regs[0]!.id);
    expect(first.code).toBe(0);
    expect(first.data.questions).toHaveLength(4);
    expect(first.data.durationSeconds).toBeGreaterThan(29 * 60);
    expect(first.data.durationSeconds).toBeLessThanOrEqual(30 * 60);
    const wire = JSON.stringify(first.data);
    for (const secret of ["correct", "analysis", "blankAnswers", "referenceAnswer", "完播率", "定向", "bid"])
      expect(wire).not.toContain(secret);
    const fill = first.data.questions.find((q) => q.type === "fill")!;
    expect(fill.blanks).toBe(2);

    const single = first.data.questions.find((q) => q.type === "single")!;
    expect((await save(p!, first.data.attemptId, [{ questionId: single.id, optionIds: ["A"], flagged: true }])).data).toEqual({ saved: 1 });
    // The same answer again changes nothing; a changed one replaces it.
    await save(p!, first.data.attemptId, [{ questionId: single.id, optionIds: ["B"], flagged: true }]);
    await save(p!, first.data.attemptId, [{ questionId: single.id, optionIds: ["B"], flagged: true }]);

    const again = await start(p!, regs[0]!.id);
    expect(again.data.attemptId).toBe(first.data.attemptId);
    expect(again.data.questions.map((q) => q.id)).toEqual(first.data.questions.map((q) => q.id));
    expect(again.data.questions.map((q) => q.options)).toEqual(first.data.questions.map((q) => q.options));
    expect(again.data.answers).toEqual([{ questionId: single.id, optionIds: ["B"], text: "", flagged: true }]);
    expect(await srv.deps.db.select().from(examAttempts).where(eq(examAttempts.registrationId, regs[0]!.id))).toHaveLength(1);
  });

  test("the attempt keeps its paper's question ids, and the paper is compressed with lz4 where the server has it", async () => {
    const [p] = await people(1);
    const { regs } = await bookedOnline(srv.deps.db, [p!]);
    const started = await start(p!, regs[0]!.id);
    const [row] = await srv.deps.db.select().from(examAttempts).where(eq(examAttempts.id, started.data.attemptId));
    expect(row!.questionIds).toEqual(started.data.questions.map((q) => q.id));
    expect(row!.paper.map((q) => q.questionId)).toEqual(row!.questionIds);
    const [server] = rowsOf<{ lz4: boolean; compression: string | null }>(
      await srv.deps.db.execute(sql`select
        exists (select 1 from pg_settings where name = 'default_toast_compression' and 'lz4' = any (enumvals)) as lz4,
        (select attcompression::text from pg_attribute where attrelid = 'exam_attempts'::regclass and attname = 'paper') as compression`),
    );
    // PostgreSQL built with lz4 (this machine's) compresses with it; PGlite, built without, keeps the default (pglz).
    expect(server!.compression ?? "").toBe(server!.lz4 ? "l" : "");
  });

  test("a booked candidate of an in-house sitting is sent to its exam page from the status page and from /my/examinfo", async () => {
    const [p] = await people(1);
    const { regs, exam } = await bookedOnline(srv.deps.db, [p!]);
    const status = await p!.client.call<{ url: string; session: { url: string } }>("pearson/examstatus", { examid: exam.id });
    expect([status.data.url, status.data.session.url]).toEqual([
      `/certification/online/${regs[0]!.id}`,
      `/certification/online/${regs[0]!.id}`,
    ]);
    const mine = await p!.client.call<{ list: { action: { text: string; url: string } | null }[] }>("my/examinfo", {
      type: "await",
      currentPage: 1,
      pageSize: 10,
    });
    expect(mine.data.list[0]!.action).toEqual({ text: "进入考试", url: `/certification/online/${regs[0]!.id}` });
  });

  test("OnlineInfo tells the start screen the exam's figures and where the attempt stands, and starts no clock", async () => {
    const [p, q] = await people(2);
    const { regs, sitting } = await bookedOnline(srv.deps.db, [p!], { isVideo: 1, leaveLimit: 4 });
    const info = (eadid: number, who = p!) =>
      who.client.call<{ state: string; subjectNum: number; zongFen: number; leaveLimit: number; proctored: boolean }>(
        "pearson/OnlineInfo",
        { eadid },
      );
    expect((await info(regs[0]!.id)).data).toMatchObject({ state: "open", subjectNum: 4, zongFen: 80, leaveLimit: 4, proctored: true });
    expect(await srv.deps.db.select().from(examAttempts).where(eq(examAttempts.registrationId, regs[0]!.id))).toHaveLength(0);
    expect((await info(regs[0]!.id, q!)).msg).toBe(ONLINE_MSG.attempt);
    const s = (await start(p!, regs[0]!.id)).data;
    expect((await info(regs[0]!.id)).data.state).toBe("running");
    await submit(p!, s.attemptId);
    expect((await info(regs[0]!.id)).data.state).toBe("ended");
    await srv.deps.db.update(examSessions).set({ mode: "provider" }).where(eq(examSessions.id, sitting.id));
    const [r] = await people(1);
    const other = await bookedOnline(srv.deps.db, [r!]);
    await srv.deps.db
      .update(examSessions)
      .set({ startAt: new Date(Date.now() + 3600_000) })
      .where(eq(examSessions.id, other.sitting.id));
    expect((await info(other.regs[0]!.id, r!)).data.state).toBe("notOpen");
  });

  test("a question retired or added after one candidate started is seen by the next start (the kept bank is renewed)", async () => {
    const [p, q] = await people(2);
    const { regs, exam } = await bookedOnline(srv.deps.db, [p!, q!]);
    const first = (await start(p!, regs[0]!.id)).data;
    const single = first.questions.find((x) => x.type === "single")!;
    await srv.deps.db.update(examQuestions).set({ retired: 1, updatedAt: new Date() }).where(eq(examQuestions.id, single.id));
    const [added] = await srv.deps.db
      .insert(examQuestions)
      .values({
        type: "single",
        stem: "新题",
        options: [
          { id: "A", text: "是" },
          { id: "B", text: "否" },
        ],
        correctOptions: ["A"],
        examIds: [exam.id],
      })
      .returning();
    const second = (await start(q!, regs[1]!.id)).data;
    expect(second.questions.find((x) => x.type === "single")!.id).toBe(added!.id);
  });

  test("a paper names the versions it drew: an edit mid-exam changes nothing of it (resume, score, review), the next start draws the edit", async () => {
    const db = srv.deps.db;
    const [p, q] = await people(2);
    const { regs } = await bookedOnline(db, [p!, q!]);
    const first = (await start(p!, regs[0]!.id)).data;
    const single = first.questions.find((x) => x.type === "single")!;
    const [row] = await db.select().from(examAttempts).where(eq(examAttempts.id, first.attemptId));
    // A start writes versions and the option order it dealt, never a copy of a question.
    expect(row!.paper.find((e) => e.questionId === single.id)).toEqual({
      questionId: single.id,
      versionId: expect.any(Number),
      type: "single",
      points: 20,
      optionOrder: single.options!.map((o) => o.id),
    });
    expect(JSON.stringify(row!.paper)).not.toContain(single.stem);

    await db
      .update(examQuestions)
      .set({ stem: "改过的题干", correctOptions: ["A"], analysis: "改过的解析", updatedAt: new Date() })
      .where(eq(examQuestions.id, single.id));
    const resumed = (await start(p!, regs[0]!.id)).data;
    expect(resumed.questions.find((x) => x.id === single.id)).toEqual(single);
    expect((await start(q!, regs[1]!.id)).data.questions.find((x) => x.id === single.id)!.stem).toBe("改过的题干");

    await save(p!, first.attemptId, [{ questionId: single.id, optionIds: ["B"] }]);
    expect((await submit(p!, first.attemptId)).data.score).toBe(20);
    const review = (await p!.client.call<OnlineResultData>("pearson/OnlineResult", { eadid: regs[0]!.id })).data;
    expect(review.items.find((i) => i.id === single.id)).toMatchObject({ stem: single.stem, correctOptions: ["B"], analysis: "完播率" });
  });

  test("two starts at once make one attempt", async () => {
    const [p] = await people(1);
    const { regs } = await bookedOnline(srv.deps.db, [p!]);
    const [a, b] = await Promise.all([start(p!, regs[0]!.id), start(p!, regs[0]!.id)]);
    expect(a.data.attemptId).toBe(b.data.attemptId);
  });

  test("refused: someone else's registration, a phone browser, a provider sitting, a sitting not yet open", async () => {
    const [p, q] = await people(2);
    const { regs, sitting } = await bookedOnline(srv.deps.db, [p!]);
    expect((await start(q!, regs[0]!.id)).msg).toBe(ONLINE_MSG.attempt);
    const phone = testClient(srv.url, {
      headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148" },
    });
    phone.cookies.set("sid", p!.client.cookies.get("sid")!);
    expect((await phone.call("pearson/OnlineStart", { eadid: regs[0]!.id })).msg).toBe(ONLINE_MSG.mobile);
    await srv.deps.db.update(examSessions).set({ mode: "provider" }).where(eq(examSessions.id, sitting.id));
    expect((await start(p!, regs[0]!.id)).msg).toBe(ONLINE_MSG.notOnline);
    await srv.deps.db
      .update(examSessions)
      .set({ mode: "online", startAt: new Date(Date.now() + 3600_000) })
      .where(eq(examSessions.id, sitting.id));
    expect((await start(p!, regs[0]!.id)).msg).toStartWith("考试尚未开始");
    await srv.deps.db
      .update(examSessions)
      .set({ startAt: new Date(Date.now() - 7200_000), closesAt: new Date(Date.now() - 3600_000) })
      .where(eq(examSessions.id, sitting.id));
    expect((await start(p!, regs[0]!.id)).msg).toBe(ONLINE_MSG.closed);
  });
});

describe("saving", () => {
  test("refused: an option the question does not have, two options for a single choice, a question not in the paper, too long a text, another person's attempt", async () => {
    const [p, q] = await people(2);
    const { regs } = await bookedOnline(srv.deps.db, [p!], { withShort: true });
    const s = (await start(p!, regs[0]!.id)).data;
    const single = s.questions.find((x) => x.type === "single")!;
    const short = s.questions.find((x) => x.type === "short")!;
    expect((await save(p!, s.attemptId, [{ questionId: single.id, optionIds: ["Z"] }])).msg).toBe(ONLINE_MSG.badOption);
    expect((await save(p!, s.attemptId, [{ questionId: single.id, optionIds: ["A", "B"] }])).msg).toBe(ONLINE_MSG.badOption);
    expect((await save(p!, s.attemptId, [{ questionId: 999999, optionIds: ["A"] }])).msg).toBe(ONLINE_MSG.notInPaper);
    expect((await save(p!, s.attemptId, [{ questionId: short.id, text: "字".repeat(5001) }])).msg).toBe(ONLINE_MSG.tooLong);
    expect((await save(q!, s.attemptId, [{ questionId: single.id, optionIds: ["A"] }])).msg).toBe(ONLINE_MSG.attempt);
    expect(await srv.deps.db.select().from(examAttemptAnswers).where(eq(examAttemptAnswers.attemptId, s.attemptId))).toHaveLength(0);
  });
});

describe("submitting and the result", () => {
  test("all right: scored at once, passed, the certificate issued and lettered; a second submit answers the same; saves are refused after", async () => {
    const [p] = await people(1);
    const { regs } = await bookedOnline(srv.deps.db, [p!]);
    const s = (await start(p!, regs[0]!.id)).data;
    expect((await save(p!, s.attemptId, await rightAnswers(s.questions))).data.saved).toBe(4);
    const done = await submit(p!, s.attemptId);
    expect(done.data).toMatchObject({ score: 80, passed: true, pending: 0, endReason: "submitted", voided: false });
    expect(done.data.certificateNumber).toMatch(/^CERT\d{4}\d{6}$/);
    expect((await submit(p!, s.attemptId)).data).toEqual(done.data);
    const reg = await registrationOf(srv.deps.db, regs[0]!.id);
    expect([reg.status, reg.score]).toEqual(["passed", 80]);
    expect(await srv.deps.db.select().from(certificates).where(eq(certificates.registrationId, reg.id))).toHaveLength(1);
    expect((await srv.deps.db.select().from(letters).where(eq(letters.userId, p!.id))).map((l) => l.title)).toContain("认证考试通过");
    expect((await save(p!, s.attemptId, [{ questionId: s.questions[0]!.id, optionIds: [] }])).msg).toBe(ONLINE_MSG.ended);
    expect((await start(p!, regs[0]!.id)).msg).toBe(ONLINE_MSG.ended);

    const result = await p!.client.call<OnlineResultData>("pearson/OnlineResult", { eadid: regs[0]!.id });
    expect(result.data.review).toBe(true);
    const fill = result.data.items.find((i) => i.type === "fill")!;
    expect(fill.blankAnswers).toEqual([["定向"], ["出价", "bid"]]);
    expect(fill.score).toBe(20);
    expect(result.data.items.find((i) => i.type === "single")!.analysis).toBe("完播率");
  });

  test("fill-in answers count after width, case and spaces are normalised; a wrong set of a multiple choice scores 0", async () => {
    const [p] = await people(1);
    const { regs } = await bookedOnline(srv.deps.db, [p!]);
    const s = (await start(p!, regs[0]!.id)).data;
    const fill = s.questions.find((q) => q.type === "fill")!;
    const multiple = s.questions.find((q) => q.type === "multiple")!;
    await save(p!, s.attemptId, [
      { questionId: fill.id, text: [" 定 向", "ＢＩＤ"] },
      { questionId: multiple.id, optionIds: ["A"] },
    ]);
    expect((await submit(p!, s.attemptId)).data).toMatchObject({ score: 20, passed: false });
    expect((await registrationOf(srv.deps.db, regs[0]!.id)).status).toBe("failed");
  });

  test("a written short answer waits for marking; the last mark scores the attempt and issues the certificate", async () => {
    const [p] = await people(1);
    const { regs } = await bookedOnline(srv.deps.db, [p!], { withShort: true });
    const s = (await start(p!, regs[0]!.id)).data;
    await save(p!, s.attemptId, await rightAnswers(s.questions));
    const done = await submit(p!, s.attemptId);
    expect(done.data).toMatchObject({ score: null, passed: null, pending: 1 });
    expect((await registrationOf(srv.deps.db, regs[0]!.id)).status).toBe("booked");

    const short = s.questions.find((q) => q.type === "short")!;
    const marked = await srv.deps.db.transaction(async (tx) => {
      await tx.update(examAttemptAnswers).set({ markScore: 15, markedAt: new Date() }).where(eq(examAttemptAnswers.questionId, short.id));
      return finishMarking(tx, srv.deps.sms, s.attemptId);
    });
    expect(marked.finished).toBe(true);
    expect(marked.score).toBe(95);
    expect(marked.certificateNumber).toMatch(/^CERT/);
    expect((await submit(p!, s.attemptId)).data).toMatchObject({
      score: 95,
      passed: true,
      pending: 0,
      certificateNumber: marked.certificateNumber,
    });
  });

  test("the server ends an attempt whose time is up even with the page closed, and a submit racing the job scores once", async () => {
    const group = await people(6);
    const { regs } = await bookedOnline(srv.deps.db, group);
    const started = await Promise.all(group.map((p, i) => start(p, regs[i]!.id)));
    for (const [i, p] of group.entries()) await save(p, started[i]!.data.attemptId, await rightAnswers(started[i]!.data.questions));
    const ids = started.map((a) => a.data.attemptId);
    await srv.deps.db
      .update(examAttempts)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(inArray(examAttempts.id, ids));
    const [ended] = await Promise.all([
      endOverdueAttempts(srv.deps.db, srv.deps.sms),
      ...group.map((p, i) => submit(p, started[i]!.data.attemptId)),
    ]);
    expect(ended).toBeLessThanOrEqual(6);
    for (const [i, p] of group.entries()) {
      const mine = await srv.deps.db.select().from(examAttempts).where(eq(examAttempts.registrationId, regs[i]!.id));
      expect([mine[0]!.status, mine[0]!.endReason, mine[0]!.score]).toEqual(["scored", "timeout", 80]);
      expect(await srv.deps.db.select().from(certificates).where(eq(certificates.registrationId, regs[i]!.id))).toHaveLength(1);
      expect(
        (await srv.deps.db.select().from(letters).where(eq(letters.userId, p.id))).filter((l) => l.title === "认证考试通过"),
      ).toHaveLength(1);
    }
  });
});

describe("proctoring", () => {
  test("leaves past the limit end the attempt for that reason; a snapshot must be a picture and is deleted after 7 days", async () => {
    const [p] = await people(1);
    const { regs } = await bookedOnline(srv.deps.db, [p!], { isVideo: 1, leaveLimit: 2 });
    const s = (await start(p!, regs[0]!.id)).data;
    expect([s.proctored, s.leaveLimit]).toEqual([true, 2]);
    const event = (kind: string, photo?: string) =>
      p!.client.call<{ violations: number; ended: boolean; endReason?: string }>("pearson/OnlineEvent", {
        attemptId: s.attemptId,
        kind,
        photo,
      });

    expect(
      (await event("snapshot", `data:image/jpeg;base64,${Buffer.from("not a picture ".repeat(200)).toString("base64")}`)).code,
    ).not.toBe(0);
    expect((await event("snapshot", await cameraPhoto())).code).toBe(0);
    expect((await event("blur")).data).toMatchObject({ violations: 1, ended: false });
    expect((await event("paste")).data).toMatchObject({ violations: 1, ended: false });
    expect((await event("fullscreen-exit")).data).toMatchObject({ violations: 2, ended: false });
    expect((await event("blur")).data).toMatchObject({ violations: 3, ended: true, endReason: "violations" });
    expect((await event("blur")).data).toMatchObject({ violations: 3, ended: true });

    const timeline = await srv.deps.db.select().from(examAttemptEvents).where(eq(examAttemptEvents.attemptId, s.attemptId));
    expect(timeline.map((e) => e.kind)).toEqual(["start", "snapshot", "blur", "paste", "fullscreen-exit", "blur", "end"]);
    const snap = timeline.find((e) => e.kind === "snapshot")!;
    expect(await srv.deps.storage.get(snap.photoKey)).not.toBeNull();

    expect(await deleteOldSnapshots(srv.deps.db, srv.deps.storage, new Date(Date.now() + 6 * 24 * 3600_000))).toBe(0);
    expect(await deleteOldSnapshots(srv.deps.db, srv.deps.storage, new Date(Date.now() + 8 * 24 * 3600_000))).toBe(1);
    const [after] = await srv.deps.db.select().from(examAttemptEvents).where(eq(examAttemptEvents.id, snap.id));
    expect([after!.photoKey, after!.photoDeletedAt !== null]).toEqual(["", true]);
    expect(await srv.deps.storage.get(snap.photoKey)).toBeNull();
  });

  test("an attempt that is not proctored takes no snapshot and counts no leave", async () => {
    const [p] = await people(1);
    const { regs } = await bookedOnline(srv.deps.db, [p!]);
    const s = (await start(p!, regs[0]!.id)).data;
    const snap = await p!.client.call("pearson/OnlineEvent", { attemptId: s.attemptId, kind: "snapshot", photo: await cameraPhoto() });
    expect(snap.msg).toBe(ONLINE_MSG.notProctored);
    const blur = await p!.client.call<{ violations: number }>("pearson/OnlineEvent", { attemptId: s.attemptId, kind: "blur" });
    expect(blur.data.violations).toBe(0);
  });
});
