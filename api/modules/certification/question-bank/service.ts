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

/**
 * Courses by their public id (strId) or, for digits, their id: the course module's, handed in where the back office is
 * put together (api/modules/admin.ts), since course depends on certification and not the other way round.
 */
export type CourseCodes = (db: Conn, codes: string[]) => Promise<{ id: number; strId: string }[]>;

/** The exams and courses a question is to serve must exist (exam_ids and course_ids are arrays: no foreign key says so). */
export async function checkQuestionServes(db: Conn, courseCodes: CourseCodes, q: { examIds: number[]; courseIds: number[] }) {
  const [exams, found] = await Promise.all([existingExamIds(db, q.examIds), courseCodes(db, q.courseIds.map(String))]);
  const courses = new Set(found.map((c) => c.id));
  if (q.examIds.some((id) => !exams.has(id))) throw httpError(400, QUESTION_ADMIN_MSG.examMissing, "examIds");
  if (q.courseIds.some((id) => !courses.has(id))) throw httpError(400, QUESTION_ADMIN_MSG.courseMissing, "courseIds");
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

/**
 * The import key of a question: a hash of its content as stored (lists in a fixed order), the same for the same row.
 * A row serving no course hashes as before courses were served, so files imported then are still recognised.
 */
function importKeyOf({ courseIds, ...q }: StoredQuestion) {
  const byNumber = (ids: number[]) => [...ids].sort((a, b) => a - b);
  const normal = {
    ...q,
    tags: [...q.tags].sort(),
    examIds: byNumber(q.examIds),
    ...(courseIds.length ? { courseIds: byNumber(courseIds) } : {}),
  };
  return createHash("sha256")
    .update(canonicalize(normal) ?? "")
    .digest("hex");
}

/** A list cell's codes as ids by `byCode`, or the message naming the first code that names nothing. */
function resolverOf(byCode: Map<string, number>, unknown: (code: string) => string) {
  return (cell: string): number[] | string => {
    const ids: number[] = [];
    for (const code of listCell(cell)) {
      const id = byCode.get(code);
      if (id === undefined) return unknown(code.slice(0, 40));
      ids.push(id);
    }
    return ids;
  };
}

/** Each found record by its code first, else by its id as digits (a code that is another's id stays the code's). */
function byCodeOrId(found: { id: number; code: string | null }[]) {
  const byCode = new Map<string, number>();
  for (const e of found) if (e.code) byCode.set(e.code, e.id);
  for (const e of found) if (!byCode.has(String(e.id))) byCode.set(String(e.id), e.id);
  return byCode;
}

/**
 * Every 适用考试编号 and 适用课程编号 of the chunk, resolved at once: an exam by kaoShiId, a course by its public id
 * (strId), else either by an id given as digits. Answers the row's exams and courses, or why they cannot be.
 */
async function servesResolver(db: Conn, coursesByCodes: CourseCodes, rows: QuestionImportRow[]) {
  const examCodes = [...new Set(rows.flatMap((r) => listCell(r.exams)))];
  const courseCodes = [...new Set(rows.flatMap((r) => listCell(r.courses)))];
  const [exams, courses] = await Promise.all([
    examCodes.length ? examsByCodes(db, examCodes) : [],
    courseCodes.length ? coursesByCodes(db, courseCodes) : [],
  ]);
  const examsOf = resolverOf(byCodeOrId(exams.map((e) => ({ id: e.id, code: e.kaoShiId }))), QUESTION_ADMIN_MSG.unknownExam);
  const coursesOf = resolverOf(byCodeOrId(courses.map((c) => ({ id: c.id, code: c.strId }))), QUESTION_ADMIN_MSG.unknownCourse);
  return (row: QuestionImportRow) => {
    const examIds = examsOf(row.exams);
    if (typeof examIds === "string") return examIds;
    const courseIds = coursesOf(row.courses);
    return typeof courseIds === "string" ? courseIds : { examIds, courseIds };
  };
}

/**
 * Applies a chunk of an import file: each row is read and checked by the form's own schema; rejected rows are reported by
 * line with the reason, accepted ones inserted with their import key, so a row already imported (this file again, or
 * the same row twice) is counted unchanged. The added questions are audited in the same transaction.
 */
export async function importQuestions(
  db: Db,
  admin: Admin,
  courseCodes: CourseCodes,
  rows: QuestionImportRow[],
): Promise<QuestionImportOutcome> {
  const outcome: QuestionImportOutcome = { added: 0, unchanged: 0, rejected: [] };
  const servesOf = await servesResolver(db, courseCodes, rows);
  const accepted: (StoredQuestion & { importKey: string })[] = [];
  for (const row of rows) {
    const serves = servesOf(row);
    const input = typeof serves === "string" ? serves : questionInputOfRow(row, serves);
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
