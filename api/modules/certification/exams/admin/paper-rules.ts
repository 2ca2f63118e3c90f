import type { PaperRules } from "@/api/contract/online-exam";
import { PAPER_MSG } from "@/api/contract/online-exam-admin";
import { httpError } from "@/api/protocol/errors";
import type { Conn } from "@/db/client";
import { countDrawable, servingQuestions } from "./queries";

/**
 * Refuses paper rules the exam's bank cannot fill: a random section needs as many matching live questions as it
 * draws; a fixed section's ids must exist, serve this exam and be of the section's type. The message names the section.
 */
export async function checkPaperRules(conn: Conn, examId: number, rules: PaperRules | null) {
  if (!rules) return;
  for (const [index, section] of rules.sections.entries()) {
    if (section.questionIds.length) {
      const found = await servingQuestions(conn, examId, section.questionIds);
      const byId = new Map(found.map((q) => [q.id, q.type]));
      const missing = section.questionIds.filter((id) => !byId.has(id));
      if (missing.length) throw httpError(400, PAPER_MSG.badFixed(index, section.type, missing), "paperRules");
      const wrong = section.questionIds.filter((id) => byId.get(id) !== section.type);
      if (wrong.length) throw httpError(400, PAPER_MSG.wrongType(index, section.type, wrong), "paperRules");
    } else {
      const have = await countDrawable(conn, examId, section);
      if (have < section.count) throw httpError(400, PAPER_MSG.shortBank(index, section.type, have, section.count), "paperRules");
    }
  }
}
