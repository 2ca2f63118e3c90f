import { userWith } from "@/api/admin/tests/support";
import type { QuestionType } from "@/api/contract/online-exam";
import type { Db } from "@/db/client";
import { examRegistrations, examSessions, type exams } from "@/db/schema/certification/exams";
import {
  examAttemptAnswers,
  examAttemptEvents,
  examAttempts,
  examQuestions,
  examQuestionVersions,
  type PaperEntry,
} from "@/db/schema/certification/online-exams";
import { makeExam as baseMakeExam, registrationValues } from "@/tests/support/factories";

let serial = 0;

export const makeExam = (db: Db, values: Partial<typeof exams.$inferInsert> = {}) => baseMakeExam(db, values);

/** Bank questions of one type serving the exams. */
export async function addQuestions(
  db: Db,
  n: number,
  values: { type: QuestionType; examIds: number[]; tags?: string[]; difficulty?: number; retired?: number },
) {
  return db
    .insert(examQuestions)
    .values(
      Array.from({ length: n }, () => ({
        stem: `测试题目${++serial}`,
        options:
          values.type === "single" || values.type === "multiple"
            ? [
                { id: "A", text: "甲" },
                { id: "B", text: "乙" },
              ]
            : [],
        correctOptions: values.type === "single" ? ["A"] : values.type === "multiple" ? ["A", "B"] : [],
        referenceAnswer: values.type === "short" ? "参考答案" : "",
        ...values,
      })),
    )
    .returning();
}

/** A paper entry of a question version written for it. */
async function entry(
  db: Db,
  questionId: number,
  type: QuestionType,
  points: number,
  extra: Partial<typeof examQuestionVersions.$inferInsert> = {},
): Promise<PaperEntry> {
  const [v] = await db
    .insert(examQuestionVersions)
    .values({ questionId, digest: `test-${questionId}`, type, stem: `第${questionId}题题干`, ...extra })
    .returning();
  return { questionId, versionId: v!.id, type, points };
}

/**
 * An ended attempt waiting for marking, written straight to the tables as the engine leaves it: a booked candidate,
 * a single-choice question the machine scored 40 of 40, and a short answer of 60 points waiting for a marker.
 */
export async function attemptWaiting(
  db: Db,
  exam: { id: number },
  mobile: string,
  values: { proctored?: number; violations?: number } = {},
) {
  const user = await userWith(db, mobile, { chineseName: `考生${mobile.slice(-4)}` });
  const [sitting] = await db
    .insert(examSessions)
    .values({ examId: exam.id, name: `在线场次${++serial}`, startAt: new Date(Date.now() - 3600_000), seats: 30 })
    .returning();
  const [reg] = await db
    .insert(examRegistrations)
    .values(
      registrationValues(user.id, exam.id, {
        status: "booked",
        sessionId: sitting!.id,
        chineseName: `考生${mobile.slice(-4)}`,
        phone: mobile,
      }),
    )
    .returning();
  const shortId = 900000 + ++serial;
  const singleId = 800000 + serial;
  const [attempt] = await db
    .insert(examAttempts)
    .values({
      registrationId: reg!.id,
      userId: user.id,
      examId: exam.id,
      sessionId: sitting!.id,
      status: "marking",
      paper: [
        await entry(db, singleId, "single", 40, { options: [{ id: "A", text: "甲" }], correctOptions: ["A"] }),
        await entry(db, shortId, "short", 60, { stem: "请简述数据备份的三种方式", referenceAnswer: "全量、增量、差异备份" }),
      ],
      questionIds: [singleId, shortId],
      zongFen: 100,
      passScore: 60,
      startedAt: new Date(Date.now() - 3000_000),
      endsAt: new Date(Date.now() - 600_000),
      endedAt: new Date(Date.now() - 1200_000),
      endReason: "submitted",
      pending: 1,
      ...values,
    })
    .returning();
  await db.insert(examAttemptAnswers).values([
    { attemptId: attempt!.id, questionId: singleId, optionIds: ["A"], autoScore: 40 },
    { attemptId: attempt!.id, questionId: shortId, texts: ["全量备份、增量备份和差异备份"] },
  ]);
  return { user, sitting: sitting!, registration: reg!, attempt: attempt!, shortId, singleId };
}

/** A timeline event straight to the table. */
export async function addEvent(db: Db, attemptId: number, values: Partial<typeof examAttemptEvents.$inferInsert> & { kind: string }) {
  const [row] = await db
    .insert(examAttemptEvents)
    .values({ attemptId, ...values } as typeof examAttemptEvents.$inferInsert)
    .returning();
  return row!;
}
