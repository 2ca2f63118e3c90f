import { QUIZ_ADMIN_MSG } from "@/api/contract/course-quizzes-admin";
import type { PaperRules, PaperSection } from "@/api/contract/online-exam";
import { AppError, httpError } from "@/api/protocol/errors";
import type { Conn } from "@/db/client";
import { drawFrom } from "../../certification/online/draw";
import { courseBankOf } from "../../certification/question-bank/course-bank";

type BankQuestion = Awaited<ReturnType<typeof courseBankOf>>[number];

/** What a random section may draw: its type, any of its tags, its difficulties (as drawFrom's own test). */
function fits(q: BankQuestion, s: PaperSection) {
  if (q.type !== s.type) return false;
  if (s.tags.length > 0 && !q.tags.some((t) => s.tags.includes(t))) return false;
  return s.difficulties.length === 0 || s.difficulties.includes(q.difficulty);
}

const refuse = (message: string): never => {
  throw httpError(400, message, "rules");
};

/**
 * Refuses rules the course's bank (its live questions, exam_questions.course_ids) cannot always fill, naming the
 * section: a fixed section's ids must serve the course and be of its type; a random section needs as many fitting
 * questions as it draws even when every section before it took all it could of the same ones (so no learner's start
 * ever fails where another's did not). Then a dry run of the draw itself, as a learner's start would make it.
 */
export async function checkQuizBank(conn: Conn, courseId: number, rules: PaperRules) {
  const bank = await courseBankOf(conn, courseId);
  const byId = new Map(bank.map((q) => [q.id, q]));
  const before: { pool: Set<number>; count: number }[] = [];
  for (const [index, section] of rules.sections.entries()) {
    if (section.questionIds.length) {
      const missing = section.questionIds.filter((id) => !byId.has(id));
      if (missing.length) refuse(QUIZ_ADMIN_MSG.badFixed(index, section.type, missing));
      const wrong = section.questionIds.filter((id) => byId.get(id)?.type !== section.type);
      if (wrong.length) refuse(QUIZ_ADMIN_MSG.wrongType(index, section.type, wrong));
      before.push({ pool: new Set(section.questionIds), count: section.questionIds.length });
      continue;
    }
    const pool = new Set(bank.filter((q) => fits(q, section)).map((q) => q.id));
    if (pool.size < section.count) refuse(QUIZ_ADMIN_MSG.shortBank(index, section.type, pool.size, section.count));
    const takenAtMost = before.reduce((n, b) => n + Math.min(b.count, [...b.pool].filter((id) => pool.has(id)).length), 0);
    if (pool.size - takenAtMost < section.count) refuse(QUIZ_ADMIN_MSG.sharedBank(index, section.type, section.count));
    before.push({ pool, count: section.count });
  }
  try {
    drawFrom(bank, rules);
  } catch (err) {
    if (err instanceof AppError) refuse(err.message);
    throw err;
  }
}
