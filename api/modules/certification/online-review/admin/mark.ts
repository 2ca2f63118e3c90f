import { recordAudit } from "@/api/admin/audit";
import { type Admin, auditActor } from "@/api/admin/identity";
import { MARKING_MSG, type MarkAnswer, type MarkAnswered, type MarkingQueue } from "@/api/contract/online-exam-admin";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import type { Conn } from "@/db/client";
import { finishMarking } from "../../online/finish";
import { answerToMark, countWaiting, markWaiting, nextWaiting } from "./queries";

/** The marking queue: how many short answers wait, and the `skip`-th of them as a blind marker sees it. */
export async function markingQueue(conn: Conn, skip: number): Promise<MarkingQueue> {
  const [pending, row] = await Promise.all([countWaiting(conn), nextWaiting(conn, skip)]);
  if (!row) return { pending, item: null };
  return {
    pending,
    item: {
      attemptId: row.attemptId,
      questionId: row.questionId,
      examName: row.examName,
      stem: row.stem,
      image: row.image,
      referenceAnswer: row.referenceAnswer,
      points: row.points,
      answer: row.texts[0] ?? "",
    },
  };
}

/**
 * A marker's score of one short answer (0..the question's points) and comment. The mark is one conditional UPDATE on
 * markScore is null, so of two markers only one scores it; the other hears so. Audited; then the engine's
 * finishMarking scores the attempt when it was its last answer (and records the result, issuing the certificate).
 */
export async function markAnswer(deps: Deps, admin: Admin, input: MarkAnswer): Promise<MarkAnswered> {
  return deps.db.transaction(async (tx) => {
    const found = await answerToMark(tx, input.attemptId, input.questionId);
    if (!found) throw httpError(404, MARKING_MSG.notFound);
    if (found.item?.type !== "short" || found.answer.autoScore !== null) throw httpError(404, MARKING_MSG.notFound);
    if (found.answer.markScore !== null) throw httpError(409, MARKING_MSG.taken);
    if (found.status !== "marking") throw httpError(404, MARKING_MSG.notFound);
    if (input.score > found.item.points) throw httpError(400, MARKING_MSG.score(found.item.points), "score");
    const after = await markWaiting(tx, { ...input, markerId: admin.id });
    if (!after) throw httpError(409, MARKING_MSG.taken);
    await recordAudit(tx, {
      actor: auditActor(admin),
      action: "update",
      resource: "exam-markings",
      recordId: input.attemptId,
      before: found.answer,
      after,
    });
    const finished = await finishMarking(tx, deps.sms, input.attemptId);
    return { ...finished, pending: await countWaiting(tx) };
  });
}
