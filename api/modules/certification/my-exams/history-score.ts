import { beijingTime } from "@/api/contract/beijing-time";
import type { ExamScores } from "@/api/contract/certification-requests";
import type { Db } from "@/db/client";
import { certificatesOf } from "./certificates-of";
import { STATUS_TEXT } from "./exam-status";
import { scoredAttempts } from "./queries";

/**
 * The history score call for /certification/historyscore: the person's scored attempts grouped by exam, each exam
 * with its pass mark, best score and whether any attempt passed.
 */
export async function historyScore(db: Db, userId: number, examId?: number) {
  const rows = await scoredAttempts(db, userId, examId);
  const certs = await certificatesOf(db, rows);
  const byExam = new Map<number, ExamScores>();
  for (const r of rows) {
    const score = r.score ?? 0;
    const exam = byExam.get(r.examId) ?? {
      examId: r.examId,
      examName: r.examName,
      passScore: r.passScore,
      zongFen: r.zongFen,
      bestScore: 0,
      passed: false,
      list: [],
    };
    exam.bestScore = Math.max(exam.bestScore, score);
    exam.passed ||= r.status === "passed";
    exam.list.push({
      eadid: r.id,
      attempt: exam.list.length + 1,
      score,
      status: r.status,
      statusText: STATUS_TEXT[r.status],
      resultTime: r.resultAt ? beijingTime(r.resultAt) : "",
      certificateNo: certs.get(r.id)?.number ?? "",
    });
    byExam.set(r.examId, exam);
  }
  return { list: [...byExam.values()] };
}
