import { randomInt } from "node:crypto";
import { beijingTime } from "@/api/contract/beijing-time";
import { CERT_CODE_LENGTH } from "@/api/contract/certificate";
import type { Conn } from "@/db/client";
import { insertCertificate } from "./queries";

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
