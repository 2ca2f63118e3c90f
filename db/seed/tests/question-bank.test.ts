import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { paperFigures } from "@/api/contract/online-exam";
import { localStorageDriver } from "@/api/providers/storage/local";
import { exams } from "@/db/schema/certification/exams";
import { examQuestions } from "@/db/schema/certification/online-exams";
import { freshDatabase } from "@/tests/support/database";
import type { Database } from "../../client";
import { seedCertification } from "../certification";
import { silentLog } from "../progress";
import { seedQuestionBank } from "../question-bank";

let database: Database;
const coversDir = mkdtempSync(join(tmpdir(), "xuexi-qb-covers-"));
beforeAll(async () => {
  database = await freshDatabase();
  await seedCertification(database.db, localStorageDriver(coversDir), silentLog);
  await seedQuestionBank(database.db);
}, 60_000);
afterAll(async () => {
  await database.close();
  rmSync(coversDir, { recursive: true, force: true });
});

async function bankOf(kaoShiId: string) {
  const [exam] = await database.db.select().from(exams).where(eq(exams.kaoShiId, kaoShiId));
  const questions = (await database.db.select().from(examQuestions)).filter((q) => q.examIds.includes(exam!.id));
  const byType: Record<string, number> = {};
  for (const q of questions) byType[q.type] = (byType[q.type] ?? 0) + 1;
  return { exam: exam!, questions, byType };
}

describe("the demo question bank", () => {
  test("内容营销基础认证: every type, enough of each for its paper rules (28 questions, 100 points)", async () => {
    const { exam, byType, questions } = await bankOf("KS-CONTENT-01");
    expect(byType.single).toBeGreaterThanOrEqual(14);
    expect(byType.multiple).toBeGreaterThanOrEqual(8);
    expect(byType.judge).toBeGreaterThanOrEqual(12);
    expect(byType.fill).toBeGreaterThanOrEqual(4);
    expect(byType.short).toBeGreaterThanOrEqual(3);
    expect(questions.some((q) => q.type === "fill" && q.blankAnswers.length === 2)).toBe(true);
    expect(questions.some((q) => q.type === "fill" && q.blankAnswers.some((b) => b.length > 1))).toBe(true);
    expect(questions.every((q) => q.tags.length > 0)).toBe(true);
    expect(exam).toMatchObject({ subjectNum: 28, zongFen: 100, passScore: 60 });
    expect(exam.paperRules).toMatchObject({ shuffleQuestions: true, shuffleOptions: true });
    expect(paperFigures(exam.paperRules!)).toEqual({ subjectNum: 28, zongFen: 100 });
    for (const s of exam.paperRules!.sections) expect(byType[s.type]).toBeGreaterThanOrEqual(s.count);
  });

  test("巨量引擎营销认证（初级）: choice and true/false questions for 25 questions, 100 points", async () => {
    const { exam, byType } = await bankOf("KS-ADS-01");
    expect(byType.single).toBeGreaterThanOrEqual(12);
    expect(byType.multiple).toBeGreaterThanOrEqual(6);
    expect(byType.judge).toBeGreaterThanOrEqual(12);
    expect(exam).toMatchObject({ subjectNum: 25, zongFen: 100, passScore: 70 });
    for (const s of exam.paperRules!.sections) expect(byType[s.type]).toBeGreaterThanOrEqual(s.count);
  });

  test("a second run changes nothing", async () => {
    const before = (await database.db.select().from(examQuestions)).length;
    await seedQuestionBank(database.db);
    expect((await database.db.select().from(examQuestions)).length).toBe(before);
  });
});
