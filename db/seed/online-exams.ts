import { and, eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { idCardCheckDigit } from "@/api/contract/id-card";
import type { PaperItem } from "@/api/contract/online-exam";
import { drawPaper } from "@/api/modules/certification/online/draw";
import { endAttempt } from "@/api/modules/certification/online/finish";
import { insertAttempts } from "@/api/modules/certification/online/queries";
import { outboxSms } from "@/api/providers/sms/outbox";
import type { StorageDriver } from "@/api/providers/storage";
import { users } from "@/db/schema/account/users";
import { examRegistrations, examSessions, exams } from "@/db/schema/certification/exams";
import { examAttemptAnswers, examAttemptEvents, examAttempts } from "@/db/schema/certification/online-exams";
import type { Db } from "../client";
import { MINUTE } from "./clock";
import type { SeedLog } from "./progress";

const DAY = 24 * 60 * MINUTE;

/** The standing in-house sittings: open from yesterday for a year, so the demo can be taken whenever it runs. */
const SITTINGS = [
  { kaoShiId: "KS-CONTENT-01", name: "内容营销基础认证 在线考试（常设场次）" },
  { kaoShiId: "KS-ADS-01", name: "巨量引擎营销认证（初级） 在线监考场次" },
] as const;

/**
 * [mobile, sitting (index in SITTINGS), what the demo shows]: 13900000018 and 13900000019 booked and ready to start
 * (the first in-house, the second proctored), 13900000020's attempt waiting for a marker's 阅卷, and
 * 13900000021's proctored attempt with its snapshots and two leaves for 监考记录.
 */
const CANDIDATES = [
  ["13900000018", 0, "booked"],
  ["13900000019", 1, "booked"],
  ["13900000020", 0, "marking"],
  ["13900000021", 1, "proctored"],
] as const;

/** A valid ID number (GB 11643 check digit) for the n-th in-house candidate. */
function idCardOf(n: number) {
  const first17 = `11010519920512${String(300 + n).padStart(3, "0")}`;
  return first17 + idCardCheckDigit(first17);
}

/** The right answer of a paper question, as a candidate who knew it would give it. */
function rightAnswer(item: PaperItem) {
  if (item.type === "fill") return { optionIds: [], texts: item.blankAnswers.map((a) => a[0] ?? "") };
  // A candidate who knew the matter writes what the reference says, in words of their own.
  if (item.type === "short") return { optionIds: [], texts: [`我的理解：${item.referenceAnswer}`] };
  return { optionIds: item.correctOptions, texts: [] };
}

/** Answers every question right but `wrong` of the single choices (the first option that is not right). */
async function answerPaper(db: Db, attemptId: number, paper: PaperItem[], wrong: number) {
  let missed = 0;
  const rows = paper.map((item) => {
    let answer = rightAnswer(item);
    if (item.type === "single" && missed < wrong) {
      missed++;
      answer = { optionIds: [item.options.find((o) => !item.correctOptions.includes(o.id))!.id], texts: [] };
    }
    return { attemptId, questionId: item.questionId, ...answer };
  });
  await db.insert(examAttemptAnswers).values(rows);
}

/** A grey camera frame with a head-and-shoulders shape: what a snapshot in the review looks like. */
function cameraFrame(shade: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="rgb(${shade},${shade + 8},${shade + 16})"/><circle cx="320" cy="150" r="62" fill="#d9b99b"/><rect x="205" y="225" width="230" height="135" rx="60" fill="#3b4a63"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** An ended attempt played the way a person took it: drawn, answered, ended; for the proctored one, its timeline. */
async function takenAttempt(
  db: Db,
  storage: StorageDriver,
  reg: typeof examRegistrations.$inferSelect,
  exam: typeof exams.$inferSelect,
  sittingId: number,
) {
  const startedAt = new Date(Date.now() - 3 * 60 * MINUTE);
  const { items, columns } = await drawPaper(db, exam.id, exam.paperRules!);
  const made = await insertAttempts(db, [
    {
      registrationId: reg.id,
      userId: reg.userId,
      examId: exam.id,
      sessionId: sittingId,
      proctored: exam.isVideo,
      leaveLimit: exam.leaveLimit,
      allowReview: exam.allowReview,
      ...columns,
      passScore: exam.passScore,
      device: "",
      startedAt,
      endsAt: new Date(startedAt.getTime() + exam.duration * MINUTE),
    },
  ]);
  const attempt = made.has(reg.id) ? { id: made.get(reg.id)! } : undefined;
  if (!attempt) return;
  await answerPaper(db, attempt.id, items, 2);
  const at = (minutes: number) => new Date(startedAt.getTime() + minutes * MINUTE);
  const events: (typeof examAttemptEvents.$inferInsert)[] = [];
  if (exam.isVideo === 1) {
    for (const [i, minute] of [1, 2.5, 4].entries()) {
      const key = `examsnap/${reg.userId}/demo-${attempt.id}-${i}.jpg`;
      await storage.put(key, await cameraFrame(60 + i * 20));
      events.push({ attemptId: attempt.id, kind: "snapshot", photoKey: key, at: at(minute) });
    }
    events.push({ attemptId: attempt.id, kind: "blur", at: at(3) }, { attemptId: attempt.id, kind: "fullscreen-exit", at: at(5) });
    await db.update(examAttempts).set({ violations: 2 }).where(eq(examAttempts.id, attempt.id));
  }
  if (events.length > 0) await db.insert(examAttemptEvents).values(events);
  await endAttempt(db, outboxSms, attempt.id, "submitted");
  // Handed in (and, with nothing to mark, scored) 40 minutes after the start, as the timeline says.
  await db
    .update(examAttempts)
    .set({
      endedAt: at(40),
      scoredAt: sql`case when ${examAttempts.scoredAt} is null then null else ${at(40).toISOString()}::timestamptz end`,
    })
    .where(eq(examAttempts.id, attempt.id));
  await db
    .update(examAttemptEvents)
    .set({ at: at(40) })
    .where(and(eq(examAttemptEvents.attemptId, attempt.id), eq(examAttemptEvents.kind, "end")));
  await db
    .update(examAttemptEvents)
    .set({ at: at(0) })
    .where(and(eq(examAttemptEvents.attemptId, attempt.id), eq(examAttemptEvents.kind, "start")));
}

/** The in-house sittings, their booked candidates and two taken attempts; a database that has them is left as it is. */
export async function seedOnlineExams(db: Db, storage: StorageDriver, log: SeedLog) {
  const step = log.step("在线考试", CANDIDATES.length);
  const byCode = await db
    .select()
    .from(exams)
    .where(
      inArray(
        exams.kaoShiId,
        SITTINGS.map((s) => s.kaoShiId),
      ),
    );
  const [has] = await db.select({ id: examSessions.id }).from(examSessions).where(eq(examSessions.name, SITTINGS[0].name));
  const ready = SITTINGS.every((s) => byCode.find((e) => e.kaoShiId === s.kaoShiId)?.paperRules);
  if (has || !ready) return step.done();
  const sittings = [];
  for (const s of SITTINGS) {
    const exam = byCode.find((e) => e.kaoShiId === s.kaoShiId)!;
    const [row] = await db
      .insert(examSessions)
      .values({
        examId: exam.id,
        name: s.name,
        startAt: new Date(Date.now() - DAY),
        closesAt: new Date(Date.now() + 365 * DAY),
        seats: 500,
        mode: "online",
      })
      .returning();
    sittings.push({ exam, sitting: row! });
  }
  const people = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.mobile,
        CANDIDATES.map(([m]) => m),
      ),
    );
  for (const [n, [mobile, index, shows]] of CANDIDATES.entries()) {
    const person = people.find((p) => p.mobile === mobile && p.areaCode === "+86");
    const { exam, sitting } = sittings[index]!;
    if (!person) continue;
    const paidAt = new Date(Date.now() - 2 * DAY);
    const [reg] = await db
      .insert(examRegistrations)
      .values({
        userId: person.id,
        examId: exam.id,
        chineseName: person.chineseName,
        companyName: person.companyName,
        idType: 0,
        idCard: idCardOf(n),
        areaCode: person.areaCode,
        phone: person.mobile,
        status: "booked",
        feeFen: exam.feeFen,
        payMethod: exam.feeFen === 0 ? "free" : "sandbox",
        paidFen: exam.feeFen,
        paidAt,
        reviewedAt: paidAt,
        sessionId: sitting.id,
        bookedAt: paidAt,
        createdAt: new Date(paidAt.getTime() - 60 * MINUTE),
      })
      .returning();
    await db
      .update(examSessions)
      .set({ seatsTaken: sql`${examSessions.seatsTaken} + 1` })
      .where(eq(examSessions.id, sitting.id));
    if (shows !== "booked") await takenAttempt(db, storage, reg!, exam, sitting.id);
    step.tick();
  }
  step.done();
}
