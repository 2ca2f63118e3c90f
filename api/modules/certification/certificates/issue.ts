import { randomInt } from "node:crypto";
import { beijingTime } from "@/api/contract/beijing-time";
import { CERT_CODE_LENGTH, certificatePrintPath } from "@/api/contract/certificate";
import { sendLetter } from "@/api/modules/letters/service";
import type { Conn } from "@/db/client";
import { peopleByIds } from "../../account/people";
import { holderOf, insertCertificate, insertCourseCertificate } from "./queries";

/** Letters and digits nobody misreads on paper or a phone screen: no I, O, 0 or 1. */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A fresh 4-character query code. */
function newQueryCode() {
  return Array.from({ length: CERT_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
}

export type PassedAttempt = {
  id: number;
  userId: number;
  examId: number;
  chineseName: string;
  idCard: string;
  score: number;
  /** When the score was recorded: the certificate's issue date, so the exam record and the certificate agree. */
  resultAt: Date | null;
};

/**
 * Issues the certificate of a passed attempt inside the caller's transaction. Its number is 'CERT' + the Beijing
 * year + six digits from a database sequence, so two processes never hand out the same one; the unique
 * registration_id means one certificate per attempt even if this ran twice.
 */
export async function issueCertificate(tx: Conn, attempt: PassedAttempt, exam: { name: string; certValidMonths: number | null }) {
  const issuedAt = attempt.resultAt ?? new Date();
  const year = beijingTime(issuedAt).slice(0, 4);
  const values = {
    code: newQueryCode(),
    registrationId: attempt.id,
    userId: attempt.userId,
    examId: attempt.examId,
    examName: exam.name,
    holderName: attempt.chineseName,
    idCard: attempt.idCard.toUpperCase(),
    score: attempt.score,
    issuedAt,
  };
  return insertCertificate(tx, values, year, exam.certValidMonths);
}

/** A finished course, as the course module states it for its 结业证书 (docs/decisions/0055). */
export type CourseCompletion = {
  userId: number;
  courseId: number;
  title: string;
  finishedAt: Date;
  /** The course's page, which the credential names as the achievement. */
  coursePath: string;
  /** The final quiz's pass mark and full marks, and the best passed score; null without a final quiz. */
  finalQuiz: { passScore: number; zongFen: number; score: number } | null;
};

/**
 * Issues the course's 结业证书 (dated the finish, never lapsing) in the caller's transaction and tells the holder, named
 * as the exam profile or else the account gives them; none if they hold it already (the unique (user, course) index,
 * so a second call, even at once, issues nothing). Answers the certificate this call issued.
 */
export async function issueCourseCertificate(tx: Conn, c: CourseCompletion) {
  const [profile, people] = await Promise.all([holderOf(tx, c.userId), peopleByIds(tx, [c.userId])]);
  const values = {
    code: newQueryCode(),
    userId: c.userId,
    courseId: c.courseId,
    examName: c.title,
    holderName: profile?.name || people.get(c.userId)?.chineseName || "",
    idCard: (profile?.idCard ?? "").toUpperCase(),
    score: c.finalQuiz?.score ?? null,
    coursePath: c.coursePath,
    quizPassScore: c.finalQuiz?.passScore ?? null,
    quizZongFen: c.finalQuiz?.zongFen ?? null,
    issuedAt: c.finishedAt,
  };
  const row = await insertCourseCertificate(tx, values, beijingTime(c.finishedAt).slice(0, 4));
  if (row) {
    await sendLetter(tx, {
      userId: row.userId,
      title: "结业证书已颁发",
      content: `恭喜您完成课程「${row.examName}」，结业证书（编号 ${row.number}）已颁发。`,
      link: certificatePrintPath(row.number),
    });
  }
  return row;
}
