import { courseDetailPath } from "@/api/contract/course";
import { paperFigures } from "@/api/contract/online-exam";
import type { Conn, Db } from "@/db/client";
import { type CourseCompletion, issueCourseCertificate } from "../certification/certificates/issue";
import { type CompletionDue, completionsDue } from "./completion/queries";

/** What the 结业证书 states of the finish: the course, its page, and the final quiz's marks when it has one. */
function completionOf(due: CompletionDue): CourseCompletion {
  const quiz =
    due.quizRules && due.quizPassScore !== null && due.bestScore !== null
      ? { passScore: due.quizPassScore, zongFen: paperFigures(due.quizRules).zongFen, score: due.bestScore }
      : null;
  return {
    userId: due.userId,
    courseId: due.courseId,
    title: due.title,
    finishedAt: due.finishedAt,
    coursePath: courseDetailPath(due.strId),
    finalQuiz: quiz,
  };
}

/**
 * Issues the person's 结业证书 of the course if it is due (finished, the course's switch on, none yet), in the
 * caller's transaction (docs/decisions/0055). Answers the certificate this call issued.
 */
export async function issueCompletionCertificate(tx: Conn, userId: number, courseId: number) {
  const [due] = await completionsDue(tx, { userId, courseId });
  return due ? issueCourseCertificate(tx, completionOf(due)) : undefined;
}

/** The minute job: the 结业证书 a finish missed (a crash, or the switch turned on after people finished). */
export async function issueMissingCompletionCertificates(db: Db) {
  for (const due of await completionsDue(db, { limit: 500 })) await db.transaction((tx) => issueCourseCertificate(tx, completionOf(due)));
}
