import { EXAM_MSG } from "@/api/contract/certification-exams";
import { pick } from "@/api/contract/pick";
import { fail } from "@/api/protocol/errors";
import type { SessionUser } from "@/api/protocol/session";
import type { Db } from "@/db/client";
import { attemptRefusal, attemptsLeft, nextStepUrl, openAttempt } from "../registration/attempts";
import { attemptsAt } from "../registration/queries";
import { type Exam, findPublishedExam, joinedPeople, publishedExams } from "./queries";

/** Which and how many exams a person has passed, for features that reward it (an activity's exam tasks and medals). */
export { countPassedExams, passedExamIds } from "../registration/queries";

/** An exam as the list cards show it (fee in fen; the page shows yuan, 免费 for 0). */
function examCard(e: Exam) {
  return { ...pick(e, ["id", "kaoShiId", "name", "series", "cover", "intro"]), fee: e.feeFen, ...pick(e, ["isVideo", "outlineUrl"]) };
}

/** pearson/examall: every published exam, in order. */
export async function examList(db: Db) {
  return (await publishedExams(db)).map(examCard);
}

/**
 * Pearson/GetExamNewSys: the info pop-up (spec 001 section 3 "Exam info (newSys)"). For a signed-in person also
 * their attempts left (null: unlimited), why a new registration is refused now, and where an open one goes on.
 */
export async function examInfo(db: Db, user: SessionUser | null, by: { examId?: number; kaoShiId: string }) {
  const exam = await findPublishedExam(db, by.examId !== undefined ? { id: by.examId } : { kaoShiId: by.kaoShiId });
  if (!exam) fail(EXAM_MSG.examMissing);
  const info = {
    ...examCard(exam),
    subjectNum: exam.subjectNum,
    zongFen: exam.zongFen,
    passScore: exam.passScore,
    duration: exam.duration,
    cnt: exam.cnt,
    monthlyLimit: exam.monthlyLimit,
    joinNum: await joinedPeople(db, exam.id),
    discipline: exam.discipline,
    attemptsLeft: null as number | null,
    refusal: "",
    nextUrl: "",
  };
  if (!user) return info;
  const attempts = await attemptsAt(db, user.id, exam.id);
  const open = openAttempt(attempts);
  return {
    ...info,
    attemptsLeft: attemptsLeft(exam, attempts),
    refusal: open ? "" : (attemptRefusal(exam, attempts) ?? ""),
    nextUrl: open ? nextStepUrl(open) : "",
  };
}
