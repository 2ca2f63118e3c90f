import { RESULT_MSG, type ResultImportOutcome, type ResultImportRow } from "@/api/contract/exam-results";
import { AppError } from "@/api/protocol/errors";
import type { SmsDriver } from "@/api/providers/sms";
import type { Db, Tx } from "@/db/client";
import type { examRegistrations } from "@/db/schema/certification/exams";
import { findRegistration } from "../registration/queries";
import { findAttemptByMobile } from "./queries";
import { type RecordedResult, recordResult } from "./record";

/** The back office's audit of each applied row, written in that row's transaction. */
export type AuditResult = (tx: Tx, result: RecordedResult) => Promise<void>;

type Reg = typeof examRegistrations.$inferSelect;

const isId = (s: string) => /^\d{1,9}$/.test(s);

/** The attempt a row names: by registration id, or the candidate's booked (else newest) attempt at the exam. */
async function attemptOf(db: Db, row: ResultImportRow): Promise<Reg | string> {
  if (row.registrationId) {
    if (!isId(row.registrationId)) return RESULT_MSG.badId;
    return (await findRegistration(db, Number(row.registrationId))) ?? RESULT_MSG.notFound;
  }
  if (!row.mobile || !row.examId) return RESULT_MSG.noKey;
  if (!isId(row.examId)) return RESULT_MSG.badId;
  return (await findAttemptByMobile(db, row.mobile, Number(row.examId))) ?? RESULT_MSG.notFound;
}

/** Applies one row in its own transaction; a row already holding this score changes nothing (re-import is harmless). */
async function importRow(db: Db, sms: SmsDriver, row: ResultImportRow, audit: AuditResult): Promise<"applied" | "unchanged" | string> {
  if (!/^\d{1,4}$/.test(row.score)) return RESULT_MSG.badScore;
  const score = Number(row.score);
  const reg = await attemptOf(db, row);
  if (typeof reg === "string") return reg;
  if (row.registrationId && row.mobile && row.mobile !== reg.phone) return RESULT_MSG.notFound;
  if (row.examId && Number(row.examId) !== reg.examId) return RESULT_MSG.notFound;
  if (row.name && row.name !== reg.chineseName) return RESULT_MSG.nameMismatch;
  if (reg.status === "passed" || reg.status === "failed") return reg.score === score ? "unchanged" : RESULT_MSG.changed(reg.score ?? 0);
  if (reg.status !== "booked") return RESULT_MSG.notBooked;
  try {
    return await db.transaction(async (tx) => {
      const result = await recordResult(tx, sms, reg.id, score);
      if (!result) return RESULT_MSG.recorded;
      await audit(tx, result);
      return "applied";
    });
  } catch (err) {
    if (err instanceof AppError) return err.message;
    throw err;
  }
}

/** Applies a chunk of the import file: valid rows are recorded, each rejected one reported by line with the reason. */
export async function importResults(db: Db, sms: SmsDriver, rows: ResultImportRow[], audit: AuditResult): Promise<ResultImportOutcome> {
  const outcome: ResultImportOutcome = { applied: 0, unchanged: 0, rejected: [] };
  for (const row of rows) {
    const r = await importRow(db, sms, row, audit);
    if (r === "applied") outcome.applied++;
    else if (r === "unchanged") outcome.unchanged++;
    else outcome.rejected.push({ line: row.line, reason: r });
  }
  return outcome;
}
