import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { userWith } from "@/api/admin/tests/support";
import { JUDGE_OPTIONS, type PaperItem } from "@/api/contract/online-exam";
import type { Database } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { examRegistrations, examSessions } from "@/db/schema/certification/exams";
import { examAttempts, examQuestionVersions } from "@/db/schema/certification/online-exams";
import { freshDatabase } from "@/tests/support/database";
import { makeExam, registrationValues } from "@/tests/support/factories";
import { paperItems } from "../paper";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/** Migration 0062's data statements: the papers drawn before versions existed, rewritten. */
async function rewriteOldPapers() {
  const file = await Bun.file(new URL("../../../../../db/migrations/0062_question_versions.sql", import.meta.url)).text();
  const statements = file.split("--> statement-breakpoint").filter((s) => s.includes("old_paper_items"));
  expect(statements).toHaveLength(4);
  for (const s of statements) await database.db.execute(sql.raw(s));
}

const item = (questionId: number, extra: Partial<PaperItem>): PaperItem => ({
  questionId,
  type: "single",
  points: 10,
  stem: `第${questionId}题`,
  image: "",
  options: [],
  correctOptions: [],
  blankAnswers: [],
  referenceAnswer: "",
  analysis: "",
  ...extra,
});

test("a paper drawn before versions existed becomes versions with the option order the candidate saw, once", async () => {
  const db = database.db;
  const exam = await makeExam(db);
  const [sitting] = await db.insert(examSessions).values({ examId: exam.id, name: "场次", startAt: new Date(), seats: 10 }).returning();
  const single = (order: string[]) =>
    item(7001, {
      options: order.map((id) => ({ id, text: { A: "甲", B: "乙", C: "丙" }[id]! })),
      correctOptions: ["A"],
      analysis: "解析",
    });
  const rest = [
    item(7002, { type: "judge", options: JUDGE_OPTIONS, correctOptions: ["F"] }),
    item(7003, { type: "fill", points: 20, blankAnswers: [["定向"], ["出价", "bid"]] }),
    item(7004, { type: "short", image: "/uploads/q.png", referenceAnswer: "价值与互动" }),
  ];
  // The second candidate was dealt the single choice's options in another order.
  const papers = [
    [single(["C", "A", "B"]), ...rest],
    [single(["A", "B", "C"]), ...rest],
  ];
  const attempts = [];
  for (const [i, old] of papers.entries()) {
    const mobile = `1390000700${i}`;
    const user = await userWith(db, mobile);
    const [reg] = await db
      .insert(examRegistrations)
      .values(registrationValues(user!.id, exam.id, { status: "booked", sessionId: sitting!.id }))
      .returning();
    const [a] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into exam_attempts (registration_id, user_id, exam_id, session_id, paper, question_ids, zong_fen, pass_score, started_at, ends_at)
      values (${reg!.id}, ${user!.id}, ${exam.id}, ${sitting!.id}, ${JSON.stringify(old)}::json, '{7001,7002,7003,7004}', 50, 30,
        ${`2026-12-01T0${8 + i}:00:00Z`}, now()) returning id`),
    );
    attempts.push(a!.id);
  }

  await rewriteOldPapers();
  for (const [i, id] of attempts.entries()) {
    const [row] = await db.select().from(examAttempts).where(eq(examAttempts.id, id));
    expect(row!.paper.map(({ versionId: _, ...entry }) => entry)).toEqual([
      { questionId: 7001, type: "single", points: 10, optionOrder: papers[i]![0]!.options.map((o) => o.id) },
      { questionId: 7002, type: "judge", points: 10, optionOrder: ["T", "F"] },
      { questionId: 7003, type: "fill", points: 20 },
      { questionId: 7004, type: "short", points: 10 },
    ]);
    expect(await paperItems(db, row!.paper)).toEqual(papers[i]!);
  }
  // Copies alike are one version: the three questions both saw alike, and each candidate's single choice.
  expect(await db.select().from(examQuestionVersions)).toHaveLength(5);

  await rewriteOldPapers();
  expect(await db.select().from(examQuestionVersions)).toHaveLength(5);
  const [again] = await db.select().from(examAttempts).where(eq(examAttempts.id, attempts[0]!));
  expect(await paperItems(db, again!.paper)).toEqual(papers[0]!);
});
