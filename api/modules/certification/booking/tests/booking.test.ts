import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, inArray } from "drizzle-orm";
import { BOOKING_MSG } from "@/api/contract/certification-booking";
import { signedInPeople } from "@/api/modules/training/tests/helpers";
import { examRegistrations, examSessions } from "@/db/schema/certification/exams";
import { letters } from "@/db/schema/letters/letters";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeExam, makeSitting, register } from "./helpers";

type Booked = { url: string; session: { id: number; name: string; starttime: string; left: number; url: string } };

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

const sittingOf = async (id: number) => (await srv.deps.db.select().from(examSessions).where(eq(examSessions.id, id)))[0]!;
const registrationsOf = (examId: number) => srv.deps.db.select().from(examRegistrations).where(eq(examRegistrations.examId, examId));
const lettersTo = (userIds: number[]) => srv.deps.db.select().from(letters).where(inArray(letters.userId, userIds));
const dateOf = (starttime: string) => starttime.slice(0, 10);

describe("seats under concurrency", () => {
  test("100 concurrent bookings for a sitting with 30 seats: exactly 30 booked, seats_taken 30", async () => {
    const exam = await makeExam(srv.deps.db);
    const sitting = await makeSitting(srv.deps.db, exam.id, { at: "2031-03-04 10:00", seats: 30 });
    const people = await signedInPeople(srv.deps.db, srv.url, 100, 17600000000);
    await register(srv.deps.db, exam.id, people);

    const answers = await Promise.all(
      people.map((p) => p.client.call<Booked>("pearson/GetSesstionToUrl", { id: sitting.id, starttime: "2031-03-04", examid: exam.id })),
    );
    const booked = answers.filter((a) => a.code === 0);
    expect(booked).toHaveLength(30);
    expect(booked.every((a) => a.msg === "预约成功" && a.data.url === sitting.url)).toBe(true);
    expect(answers.filter((a) => a.code === 1 && a.msg === BOOKING_MSG.full)).toHaveLength(70);

    expect((await sittingOf(sitting.id)).seatsTaken).toBe(30);
    const regs = await registrationsOf(exam.id);
    expect(regs.filter((r) => r.status === "booked" && r.sessionId === sitting.id)).toHaveLength(30);
    expect(regs.filter((r) => r.status === "approved" && r.sessionId === null)).toHaveLength(70);
    // Each booked candidate got a letter; nobody refused did.
    const told = await lettersTo(people.map((p) => p.id));
    expect(told).toHaveLength(30);
    expect(new Set(told.map((l) => l.userId))).toEqual(new Set(regs.filter((r) => r.status === "booked").map((r) => r.userId)));
  }, 120_000);

  test("one candidate firing 10 concurrent bookings on two sittings of one exam holds exactly one seat", async () => {
    const exam = await makeExam(srv.deps.db);
    const a = await makeSitting(srv.deps.db, exam.id, { at: "2031-03-05 10:00" });
    const b = await makeSitting(srv.deps.db, exam.id, { at: "2031-03-06 15:00" });
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 17610000000);
    await register(srv.deps.db, exam.id, [p!]);

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const s = i % 2 ? b : a;
        return p!.client.call<Booked>("pearson/GetSesstionToUrl", {
          id: s.id,
          starttime: i % 2 ? "2031-03-06" : "2031-03-05",
          examid: exam.id,
        });
      }),
    );
    expect(answers.every((x) => x.code === 0)).toBe(true);
    // Every answer names the one sitting held; the first booked it, the rest were told it is already booked.
    const [reg] = await registrationsOf(exam.id);
    expect(reg).toMatchObject({ status: "booked" });
    expect(new Set(answers.map((x) => x.data.session.id))).toEqual(new Set([reg!.sessionId!]));
    expect(answers.filter((x) => x.msg === "预约成功")).toHaveLength(1);
    expect(answers.filter((x) => x.msg === BOOKING_MSG.alreadyHeld)).toHaveLength(9);
    expect((await sittingOf(a.id)).seatsTaken + (await sittingOf(b.id)).seatsTaken).toBe(1);
    expect(await lettersTo([p!.id])).toHaveLength(1);
  });

  test("concurrent changes back and forth still hold one seat, on the sitting the registration names", async () => {
    const exam = await makeExam(srv.deps.db);
    const a = await makeSitting(srv.deps.db, exam.id, { at: "2031-03-07 10:00" });
    const b = await makeSitting(srv.deps.db, exam.id, { at: "2031-03-07 15:00" });
    const people = await signedInPeople(srv.deps.db, srv.url, 2, 17620000000);
    await register(srv.deps.db, exam.id, people);
    await Promise.all(
      people.map((p, i) => p.client.call("pearson/GetSesstionToUrl", { id: i ? b.id : a.id, starttime: "2031-03-07", examid: exam.id })),
    );

    // Both candidates swap sittings repeatedly at once: sittings are touched in id order, so none deadlocks.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        people[i % 2]!.client.call<Booked>("pearson/GetSesstionToUrl", {
          id: i % 3 ? b.id : a.id,
          starttime: "2031-03-07",
          examid: exam.id,
          change: 1,
        }),
      ),
    );
    expect(answers.every((x) => x.code === 0)).toBe(true);
    const regs = await registrationsOf(exam.id);
    const [sa, sb] = [await sittingOf(a.id), await sittingOf(b.id)];
    expect(sa.seatsTaken).toBe(regs.filter((r) => r.sessionId === a.id).length);
    expect(sb.seatsTaken).toBe(regs.filter((r) => r.sessionId === b.id).length);
    expect(sa.seatsTaken + sb.seatsTaken).toBe(2);
  });
});

describe("booking one candidate", () => {
  test("books, answers the same sitting when asked again, and moves on request releasing the old seat", async () => {
    const exam = await makeExam(srv.deps.db, { name: "营销认证（预约测试）" });
    const a = await makeSitting(srv.deps.db, exam.id, { at: "2031-04-01 10:00", name: "上午场", url: "https://exam.example.com/am" });
    const b = await makeSitting(srv.deps.db, exam.id, { at: "2031-04-02 15:00", name: "下午场", url: "https://exam.example.com/pm" });
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 17630000000);
    await register(srv.deps.db, exam.id, [p!]);
    const book = (id: number, starttime: string, change = 0) =>
      p!.client.call<Booked>("pearson/GetSesstionToUrl", { id, starttime, examid: exam.id, change });

    expect(await book(a.id, "2031-04-01")).toMatchObject({
      code: 0,
      msg: "预约成功",
      data: { url: "https://exam.example.com/am", session: { id: a.id, name: "上午场", starttime: "2031-04-01 10:00", left: 29 } },
    });
    const [letter] = await lettersTo([p!.id]);
    expect(letter).toMatchObject({ title: "考试场次预约成功", link: `/certification/waitaudit?examid=${exam.id}` });
    expect(letter!.content).toContain("营销认证（预约测试）");
    expect(letter!.content).toContain("2031-04-01 10:00（北京时间）");

    // Asked again, for this or another sitting without `change`: the booked sitting, no second seat.
    expect(await book(b.id, "2031-04-02")).toMatchObject({
      code: 0,
      msg: BOOKING_MSG.alreadyHeld,
      data: { url: "https://exam.example.com/am" },
    });
    expect((await sittingOf(b.id)).seatsTaken).toBe(0);

    expect(await book(b.id, "2031-04-02", 1)).toMatchObject({ code: 0, msg: "场次已更换", data: { url: "https://exam.example.com/pm" } });
    expect([(await sittingOf(a.id)).seatsTaken, (await sittingOf(b.id)).seatsTaken]).toEqual([0, 1]);
    expect((await registrationsOf(exam.id))[0]).toMatchObject({ status: "booked", sessionId: b.id });
    expect((await lettersTo([p!.id])).map((l) => l.title).sort()).toEqual(["考试场次已更换", "考试场次预约成功"]);
  });

  test("a full sitting to move to changes nothing", async () => {
    const exam = await makeExam(srv.deps.db);
    const a = await makeSitting(srv.deps.db, exam.id, { at: "2031-04-03 10:00" });
    const full = await makeSitting(srv.deps.db, exam.id, { at: "2031-04-03 15:00", seats: 1, seatsTaken: 1 });
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 17640000000);
    await register(srv.deps.db, exam.id, [p!]);
    await p!.client.call("pearson/GetSesstionToUrl", { id: a.id, starttime: "2031-04-03", examid: exam.id });
    const moved = await p!.client.call("pearson/GetSesstionToUrl", { id: full.id, starttime: "2031-04-03", examid: exam.id, change: 1 });
    expect(moved).toMatchObject({ code: 1, msg: BOOKING_MSG.full, data: { field: "id" } });
    expect([(await sittingOf(a.id)).seatsTaken, (await sittingOf(full.id)).seatsTaken]).toEqual([1, 1]);
    expect((await registrationsOf(exam.id))[0]).toMatchObject({ sessionId: a.id });
  });

  test("a booking whose sitting has begun cannot be moved", async () => {
    const exam = await makeExam(srv.deps.db);
    const a = await makeSitting(srv.deps.db, exam.id, { at: "2031-04-04 10:00" });
    const b = await makeSitting(srv.deps.db, exam.id, { at: "2031-04-04 15:00" });
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 17645000000);
    await register(srv.deps.db, exam.id, [p!]);
    await p!.client.call("pearson/GetSesstionToUrl", { id: a.id, starttime: "2031-04-04", examid: exam.id });
    await srv.deps.db
      .update(examSessions)
      .set({ startAt: new Date(Date.now() - 60_000) })
      .where(eq(examSessions.id, a.id));
    const moved = await p!.client.call("pearson/GetSesstionToUrl", { id: b.id, starttime: "2031-04-04", examid: exam.id, change: 1 });
    expect(moved).toMatchObject({ code: 1, msg: BOOKING_MSG.heldStarted });
    expect([(await sittingOf(a.id)).seatsTaken, (await sittingOf(b.id)).seatsTaken]).toEqual([1, 0]);
  });

  test("date and sitting are both required, with the spec's message", async () => {
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 17650000000);
    for (const payload of [{ examid: 1 }, { examid: 1, starttime: "2031-04-01" }, { examid: 1, id: 5, starttime: "" }]) {
      expect(await p!.client.call("pearson/GetSesstionToUrl", payload)).toMatchObject({ code: 1, msg: "请完善页面信息再进行下一步操作" });
    }
  });

  test("refuses a sitting of another exam, on another date, or already begun", async () => {
    const exam = await makeExam(srv.deps.db);
    const other = await makeExam(srv.deps.db);
    const foreign = await makeSitting(srv.deps.db, other.id, { at: "2031-04-05 10:00" });
    const mine = await makeSitting(srv.deps.db, exam.id, { at: "2031-04-05 10:00" });
    const begun = await makeSitting(srv.deps.db, exam.id, { startAt: new Date(Date.now() - 60_000) });
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 17660000000);
    await register(srv.deps.db, exam.id, [p!]);
    const book = (id: number, starttime: string) => p!.client.call("pearson/GetSesstionToUrl", { id, starttime, examid: exam.id });
    expect(await book(foreign.id, "2031-04-05")).toMatchObject({ code: 1, msg: BOOKING_MSG.noSitting });
    expect(await book(mine.id, "2031-04-06")).toMatchObject({ code: 1, msg: BOOKING_MSG.noSitting });
    const begunDate = new Date(begun.startAt.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(await book(begun.id, begunDate)).toMatchObject({ code: 1, msg: BOOKING_MSG.started });
    expect((await registrationsOf(exam.id))[0]).toMatchObject({ status: "approved", sessionId: null });
    expect([
      (await sittingOf(mine.id)).seatsTaken,
      (await sittingOf(begun.id)).seatsTaken,
      (await sittingOf(foreign.id)).seatsTaken,
    ]).toEqual([0, 0, 0]);
  });
});

describe("who may book", () => {
  test("a stranger cannot book, list dates or sittings with someone else's registration", async () => {
    const exam = await makeExam(srv.deps.db);
    const s = await makeSitting(srv.deps.db, exam.id, { at: "2031-05-01 10:00" });
    const [owner, stranger] = await signedInPeople(srv.deps.db, srv.url, 2, 17670000000);
    const [reg] = await register(srv.deps.db, exam.id, [owner!]);
    const payload = { id: s.id, starttime: "2031-05-01", examid: exam.id };
    expect(await stranger!.client.call("pearson/GetSesstionToUrl", payload)).toMatchObject({ code: 1, msg: BOOKING_MSG.notApproved });
    expect(await stranger!.client.call("pearson/gettime", { examid: exam.id })).toMatchObject({ code: 1, msg: BOOKING_MSG.notApproved });
    expect(await stranger!.client.call("pearson/getsesstion", { examid: exam.id, starttime: "2031-05-01" })).toMatchObject({ code: 1 });
    expect(await stranger!.client.call("pearson/examstatus", { examid: exam.id })).toMatchObject({ code: 0, data: { status: "none" } });
    expect((await registrationsOf(exam.id)).find((r) => r.id === reg!.id)).toMatchObject({ status: "approved", sessionId: null });
    expect((await sittingOf(s.id)).seatsTaken).toBe(0);

    // A visitor is asked to sign in.
    expect(await testClient(srv.url).call("pearson/GetSesstionToUrl", payload)).toMatchObject({ code: 1503 });
    expect(await testClient(srv.url).call("pearson/examstatus", { examid: exam.id })).toMatchObject({ code: 1503 });
  });

  test("a registration still under review, rejected or finished cannot book", async () => {
    const exam = await makeExam(srv.deps.db);
    const s = await makeSitting(srv.deps.db, exam.id, { at: "2031-05-02 10:00" });
    const people = await signedInPeople(srv.deps.db, srv.url, 3, 17680000000);
    await register(srv.deps.db, exam.id, [people[0]!], "waitaudit");
    await register(srv.deps.db, exam.id, [people[1]!], "rejected");
    await register(srv.deps.db, exam.id, [people[2]!], "unpaid");
    for (const p of people) {
      const answer = await p.client.call("pearson/GetSesstionToUrl", { id: s.id, starttime: "2031-05-02", examid: exam.id });
      expect(answer).toMatchObject({ code: 1, msg: BOOKING_MSG.notApproved });
    }
    expect((await sittingOf(s.id)).seatsTaken).toBe(0);
  });
});

describe("dates and sittings in UTC+8", () => {
  test("ok dates have a free seat, no dates are full; Beijing midnight splits the days; past sittings left out", async () => {
    const exam = await makeExam(srv.deps.db);
    const db = srv.deps.db;
    await makeSitting(db, exam.id, { at: "2031-06-01 10:00", seats: 2, seatsTaken: 2 });
    await makeSitting(db, exam.id, { at: "2031-06-01 15:00", seats: 2, seatsTaken: 1 });
    await makeSitting(db, exam.id, { at: "2031-06-02 10:00", seats: 1, seatsTaken: 1 });
    // 23:30 and 00:30 Beijing are both 2031-06-03 in UTC: two different days here.
    await makeSitting(db, exam.id, { at: "2031-06-03 23:30", name: "夜场" });
    const early = await makeSitting(db, exam.id, { at: "2031-06-04 00:30", name: "凌晨场" });
    await makeSitting(db, exam.id, { startAt: new Date(Date.now() - 3600_000) });
    const [p] = await signedInPeople(db, srv.url, 1, 17690000000);
    await register(db, exam.id, [p!]);

    expect(await p!.client.call("pearson/gettime", { examid: exam.id })).toMatchObject({
      code: 0,
      data: { ok: ["2031-06-01", "2031-06-03", "2031-06-04"], no: ["2031-06-02"] },
    });
    const day = await p!.client.call<{ id: number; name: string; starttime: string; left: number }[]>("pearson/getsesstion", {
      starttime: "2031-06-04",
      examid: String(exam.id),
    });
    expect(day.data).toEqual([{ id: early.id, name: "凌晨场", starttime: "2031-06-04 00:30", left: 30 }]);
    const june1 = await p!.client.call<{ starttime: string; left: number }[]>("pearson/getsesstion", {
      starttime: "2031-06-01",
      examid: exam.id,
    });
    expect(june1.data.map((s) => [s.starttime, s.left])).toEqual([
      ["2031-06-01 10:00", 0],
      ["2031-06-01 15:00", 1],
    ]);
    expect(june1.data.every((s) => dateOf(s.starttime) === "2031-06-01")).toBe(true);

    // The spec's own payloads carry no exam (gettime: none, getsesstion: the date): the approved one is meant.
    expect(await p!.client.call("pearson/gettime", {})).toMatchObject({
      code: 0,
      data: { ok: ["2031-06-01", "2031-06-03", "2031-06-04"] },
    });
    expect((await p!.client.call<{ id: number }[]>("pearson/getsesstion", { starttime: "2031-06-04" })).data.map((s) => s.id)).toEqual([
      early.id,
    ]);
  });

  test("without an exam, a candidate with nothing to book is told to finish the review first", async () => {
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 17691000000);
    expect(await p!.client.call("pearson/gettime", {})).toMatchObject({ code: 1, msg: BOOKING_MSG.notApproved });
    expect(await p!.client.call("pearson/getsesstion", { starttime: "2031-06-04" })).toMatchObject({
      code: 1,
      msg: BOOKING_MSG.notApproved,
    });
  });
});

describe("the waitaudit page's status", () => {
  test("status, next url, the rejection reason, the booked sitting and attempts", async () => {
    const exam = await makeExam(srv.deps.db, { cnt: 3, monthlyLimit: 2 });
    const s = await makeSitting(srv.deps.db, exam.id, { at: "2031-07-01 09:30", url: "https://exam.example.com/july" });
    const [waiting, approved, rejected] = await signedInPeople(srv.deps.db, srv.url, 3, 17700000000);
    await register(srv.deps.db, exam.id, [waiting!], "waitaudit");
    await register(srv.deps.db, exam.id, [approved!]);
    const [r] = await register(srv.deps.db, exam.id, [rejected!], "rejected");
    await srv.deps.db.update(examRegistrations).set({ reviewNote: "证件照片不清晰" }).where(eq(examRegistrations.id, r!.id));
    const status = (p: typeof waiting) => p!.client.call("pearson/examstatus", { examid: exam.id });

    expect(await status(waiting)).toMatchObject({
      code: 0,
      data: {
        status: "waitaudit",
        statusText: "报名信息审核中",
        url: "",
        session: null,
        attempts: { cnt: 3, used: 1, left: 2, monthlyLimit: 2 },
      },
    });
    expect(await status(approved)).toMatchObject({ data: { status: "approved", url: `/certification/time?examid=${exam.id}` } });
    expect(await status(rejected)).toMatchObject({
      data: { status: "rejected", reviewNote: "证件照片不清晰", url: `/certification/add/${exam.id}` },
    });

    await approved!.client.call("pearson/GetSesstionToUrl", { id: s.id, starttime: "2031-07-01", examid: exam.id });
    expect(await status(approved)).toMatchObject({
      data: {
        status: "booked",
        url: "https://exam.example.com/july",
        session: { id: s.id, starttime: "2031-07-01 09:30", url: "https://exam.example.com/july" },
      },
    });
    expect(await approved!.client.call("pearson/examstatus", { examid: 999999 })).toMatchObject({ code: 1, msg: BOOKING_MSG.badExam });
  });
});
