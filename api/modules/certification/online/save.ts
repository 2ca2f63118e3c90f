import { ONLINE_MSG, type OnlineAnswerInput } from "@/api/contract/online-exam";
import type { Deps } from "@/api/deps";
import { fail } from "@/api/protocol/errors";
import type { SessionUser } from "@/api/protocol/session";
import { batcher } from "@/db/batch";
import type { Db } from "@/db/client";
import { prepared } from "@/db/prepared";
import { type AnswerKey, answerKeysOf } from "./answer-keys";
import { endAttempt } from "./finish";
import { findAttempt, type SavedAnswer, upsertAnswers } from "./queries";

/** One answer checked against its question: options of this question only, one for single and true/false, blanks as many as it has. */
function savedAnswer(item: AnswerKey | undefined, a: OnlineAnswerInput): SavedAnswer {
  if (!item) fail(ONLINE_MSG.notInPaper, "questionId");
  const optionIds = [...new Set(a.optionIds ?? [])];
  if (optionIds.some((id) => !item.optionIds.has(id))) fail(ONLINE_MSG.badOption, "optionIds");
  if ((item.type === "single" || item.type === "judge") && optionIds.length > 1) fail(ONLINE_MSG.badOption, "optionIds");
  const text = a.text ?? "";
  let texts: string[] = [];
  if (item.type === "fill") {
    texts = typeof text === "string" ? (text === "" ? [] : [text]) : text;
    if (texts.length > item.blanks) fail(ONLINE_MSG.blanks, "text");
  } else if (item.type === "short") {
    if (typeof text !== "string") fail(ONLINE_MSG.tooLong, "text");
    texts = text === "" ? [] : [text];
  }
  return { question_id: item.questionId, option_ids: optionIds, texts, flagged: a.flagged ? 1 : 0 };
}

type Save = { attemptId: number; answers: SavedAnswer[] };

/** The answers of the saves in hand go to the database together, two statements in flight (group commit). */
async function saveTogether(db: Db, saves: Save[]) {
  const rows = saves.flatMap((s) => s.answers.map((a) => ({ ...a, attempt_id: s.attemptId })));
  const saved = new Set((await upsertAnswers(db, rows)).map((r) => `${r.attempt_id}:${r.question_id}`));
  return saves.map((s) => s.answers.filter((a) => saved.has(`${s.attemptId}:${a.question_id}`)).length);
}

const saveBatched = (db: Db) => prepared(db, "online.saveBatch", () => batcher((saves: Save[]) => saveTogether(db, saves), 200, 2));

/**
 * pearson/OnlineSave {attemptId, answers}: every answer as it is given; saving the same answer again changes nothing.
 * Refused for another person's attempt, a question not in this paper, or once the time is up (the attempt is then
 * ended by the server, if the minute job has not done it yet).
 */
export async function saveOnline(deps: Deps, user: SessionUser, input: { attemptId: number; answers: OnlineAnswerInput[] }) {
  const paper = await answerKeysOf(deps.db, input.attemptId);
  if (!paper || paper.userId !== user.id) fail(ONLINE_MSG.attempt, "attemptId");
  // The last answer given for a question in one request stands.
  const answers = new Map(input.answers.map((a) => [a.questionId, savedAnswer(paper.items.get(a.questionId), a)]));
  const saved = await saveBatched(deps.db)({ attemptId: input.attemptId, answers: [...answers.values()] });
  if (saved === 0) {
    const attempt = await findAttempt(deps.db, input.attemptId);
    if (attempt && !attempt.endedAt && attempt.endsAt <= new Date()) await endAttempt(deps.db, deps.sms, attempt.id, "timeout");
    fail(ONLINE_MSG.ended);
  }
  return { saved };
}
