import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { localStorageDriver } from "@/api/providers/storage/local";
import type { Database } from "@/db/client";
import { users } from "@/db/schema/account/users";
import { examRegistrations, examSessions, exams } from "@/db/schema/certification/exams";
import { examAttemptEvents, examAttempts, examQuestions } from "@/db/schema/certification/online-exams";
import { seedCertificates } from "@/db/seed/certificates";
import { seedCertification } from "@/db/seed/certification";
import { seedOnlineExams } from "@/db/seed/online-exams";
import { silentLog } from "@/db/seed/progress";
import { seedQuestionBank } from "@/db/seed/question-bank";
import { seedDemoUsers } from "@/db/seed/users";
import { freshDatabase } from "@/tests/support/database";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
}, 60_000);
afterAll(() => database.close());

test("the demo: exam 3 in-house with a bank of every type, 18 and 19 booked on open sittings, one attempt to mark, one proctored to review; seeding again adds nothing", async () => {
  const db = database.db;
  const storage = localStorageDriver(mkdtempSync(join(tmpdir(), "xuexi-online-")));
  await seedDemoUsers(db, silentLog);
  await seedCertification(db, storage, silentLog);
  await seedQuestionBank(db, silentLog);
  await seedCertificates(db, silentLog);
  await seedOnlineExams(db, storage, silentLog);
  await seedOnlineExams(db, storage, silentLog);

  const [free] = await db.select().from(exams).where(eq(exams.kaoShiId, "KS-CONTENT-01"));
  const bank = await db.select().from(examQuestions);
  const ofFree = bank.filter((q) => q.examIds.includes(free!.id));
  expect(ofFree.length).toBeGreaterThanOrEqual(40);
  expect(new Set(ofFree.map((q) => q.type))).toEqual(new Set(["single", "multiple", "judge", "fill", "short"]));
  const freeSittings = await db.select().from(examSessions).where(eq(examSessions.examId, free!.id));
  expect(freeSittings.every((s) => s.mode === "online" && s.url === "")).toBe(true);

  const now = Date.now();
  const byMobile = async (mobile: string) => {
    const [row] = await db
      .select({ reg: examRegistrations, sitting: examSessions, exam: exams })
      .from(examRegistrations)
      .innerJoin(users, eq(users.id, examRegistrations.userId))
      .innerJoin(examSessions, eq(examSessions.id, examRegistrations.sessionId))
      .innerJoin(exams, eq(exams.id, examRegistrations.examId))
      .where(eq(users.mobile, mobile));
    return row!;
  };
  for (const [mobile, video] of [
    ["13900000018", 0],
    ["13900000019", 1],
  ] as const) {
    const { reg, sitting, exam } = await byMobile(mobile);
    expect([reg.status, sitting.mode, exam.isVideo]).toEqual(["booked", "online", video]);
    expect(sitting.startAt.getTime()).toBeLessThan(now);
    expect(sitting.closesAt!.getTime()).toBeGreaterThan(now + 30 * 24 * 3600_000);
  }

  const attempts = await db.select().from(examAttempts);
  expect(attempts).toHaveLength(2);
  const marking = attempts.find((a) => a.status === "marking")!;
  expect(marking.pending).toBe(1);
  const proctored = attempts.find((a) => a.proctored === 1)!;
  expect([proctored.status, proctored.violations]).toEqual(["scored", 2]);
  const timeline = await db.select().from(examAttemptEvents).where(eq(examAttemptEvents.attemptId, proctored.id));
  const snapshots = timeline.filter((e) => e.kind === "snapshot");
  expect(snapshots).toHaveLength(3);
  for (const s of snapshots) expect((await storage.get(s.photoKey))?.size).toBeGreaterThan(1000);
  expect(timeline.filter((e) => e.kind === "blur" || e.kind === "fullscreen-exit")).toHaveLength(2);
});
