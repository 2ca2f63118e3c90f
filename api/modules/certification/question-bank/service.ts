import { createHash } from "node:crypto";
import canonicalize from "canonicalize";
import * as v from "valibot";
import { type AuditEntry, recordAudit, recordAudits } from "@/api/admin/audit";
import { type Admin, auditActor } from "@/api/admin/identity";
import { ADMIN_MSG } from "@/api/contract/admin";
import {
  listCell,
  QUESTION_ADMIN_MSG,
  QuestionFormSchema,
  type QuestionImportOutcome,
  type QuestionImportRow,
  questionInputOfRow,
  type StoredQuestion,
} from "@/api/contract/exam-questions-admin";
import { httpError } from "@/api/protocol/errors";
import type { Conn, Db } from "@/db/client";
import { examsByCodes, existingExamIds, insertImportedQuestions, lockQuestion, questionUsage, setQuestionRetired } from "./queries";

export const RESOURCE = "exam-questions";

/** The exams a question is to serve must exist (exam_ids is an array, so no foreign key says so). */
export async function checkQuestionExams(db: Conn, examIds: number[]) {
  const known = await existingExamIds(db, examIds);
  if (examIds.some((id) => !known.has(id))) throw httpError(400, QUESTION_ADMIN_MSG.examMissing, "examIds");
}

/** A delete's check: a question any attempt used stays (retire it instead); the attempt's copy is the record. */
export async function refuseUsedQuestion({ tx, before }: { tx: Conn; before: { id: number } }) {
  const used = (await questionUsage(tx, [before.id])).get(before.id) ?? 0;
  if (used > 0) throw httpError(409, QUESTION_ADMIN_MSG.used);
}

/** 停用 (`retired` true) or 启用 a question, once, audited; 409 when it already is so. */
export function retireQuestion(db: Db, admin: Admin, id: number, retired: boolean) {
  return db.transaction(async (tx) => {
    const before = await lockQuestion(tx, id);
    if (!before) throw httpError(404, ADMIN_MSG.notFound);
    const after = await setQuestionRetired(tx, id, retired ? 1 : 0);
    if (!after) throw httpError(409, retired ? QUESTION_ADMIN_MSG.retired : QUESTION_ADMIN_MSG.active);
    await recordAudit(tx, { actor: auditActor(admin), action: "update", resource: RESOURCE, recordId: id, before, after });
    return after;
  });
}

/** The import key of a question: a hash of its content as stored (lists in a fixed order), the same for the same row. */
function importKeyOf(q: StoredQuestion) {
  const normal = { ...q, tags: [...q.tags].sort(), examIds: [...q.examIds].sort((a, b) => a - b) };
  return createHash("sha256")
    .update(canonicalize(normal) ?? "")
    .digest("hex");
}

/** Every 适用考试编号 of the chunk, resolved at once: by kaoShiId first, else an id given as digits. */
async function examResolver(db: Conn, rows: QuestionImportRow[]) {
  const codes = [...new Set(rows.flatMap((r) => listCell(r.exams)))];
  const found = codes.length ? await examsByCodes(db, codes) : [];
  const byCode = new Map<string, number>();
  for (const e of found) if (e.kaoShiId) byCode.set(e.kaoShiId, e.id);
  for (const e of found) if (!byCode.has(String(e.id))) byCode.set(String(e.id), e.id);
  return (cell: string): number[] | string => {
    const ids: number[] = [];
    for (const code of listCell(cell)) {
      const id = byCode.get(code);
      if (id === undefined) return QUESTION_ADMIN_MSG.unknownExam(code.slice(0, 40));
      ids.push(id);
    }
    return ids;
  };
}

/**
 * Applies a chunk of an import file: each row is read and checked by the form's own schema; rejected rows are reported by
 * line with the reason, accepted ones inserted with their import key, so a row already imported (this file again, or
 * the same row twice) is counted unchanged. The added questions are audited in the same transaction.
 */
export async function importQuestions(db: Db, admin: Admin, rows: QuestionImportRow[]): Promise<QuestionImportOutcome> {
  const outcome: QuestionImportOutcome = { added: 0, unchanged: 0, rejected: [] };
  const examsOf = await examResolver(db, rows);
  const accepted: (StoredQuestion & { importKey: string })[] = [];
  for (const row of rows) {
    const examIds = examsOf(row.exams);
    const input = typeof examIds === "string" ? examIds : questionInputOfRow(row, examIds);
    if (typeof input === "string") {
      outcome.rejected.push({ line: row.line, reason: input });
      continue;
    }
    const checked = v.safeParse(QuestionFormSchema, input);
    if (!checked.success) outcome.rejected.push({ line: row.line, reason: checked.issues[0].message });
    else accepted.push({ ...checked.output, importKey: importKeyOf(checked.output) });
  }
  if (!accepted.length) return outcome;
  const added = await db.transaction(async (tx) => {
    const inserted = await insertImportedQuestions(tx, accepted);
    const entries: AuditEntry[] = inserted.map((after) => ({
      actor: auditActor(admin),
      action: "create",
      resource: RESOURCE,
      recordId: after.id,
      before: null,
      after,
    }));
    await recordAudits(tx, entries);
    return inserted.length;
  });
  outcome.added = added;
  outcome.unchanged = accepted.length - added;
  return outcome;
}
