import type { Db } from "@/db/client";
import { gradeQuestions } from "@/db/schema/grading";
import { trainingAttends, trainingVisits } from "@/db/schema/training";
import { makeTraining } from "../../training/tests/helpers";

const HOUR = 3600_000;

/** A session that ended an hour ago, with two lecturers and `n` grading questions (the second rates 李老师). */
export async function pastSessionWithQuestions(db: Db, n = 2) {
  const now = Date.now();
  const training = await makeTraining(db, {
    startAt: new Date(now - 3 * HOUR),
    endAt: new Date(now - HOUR),
    lecturer: JSON.stringify([
      { name: "李老师", title: "讲师", imgUrl: "" },
      { name: "王老师", title: "讲师", imgUrl: "" },
    ]),
  });
  if (!n) return { training, questions: [] };
  const questions = await db
    .insert(gradeQuestions)
    .values(
      Array.from({ length: n }, (_, i) => ({
        trainingId: training.id,
        title: `问题${i + 1}`,
        lecturer: i === 1 ? "李老师" : "",
        items: ["甲", "乙", "丙", "丁"],
        sort: i * 10,
      })),
    )
    .returning();
  return { training, questions };
}

/** The person holds a place in the session. */
export async function signUp(db: Db, trainingId: number, userId: number) {
  await db.insert(trainingAttends).values({ trainingId, userId, status: "signed", audit: 1 });
}

/** The person watched the session's replay, without a sign-up. */
export async function watchReplay(db: Db, trainingId: number, userId: number) {
  await db.insert(trainingVisits).values({ trainingId, userId, kind: "replay" });
}

/** Every item of every question rated `val`. */
export const fullAnswers = (questions: { id: number }[], val = 5) =>
  questions.flatMap((q) => [1, 2, 3, 4].map((optionId) => ({ questionId: q.id, optionId, val })));
