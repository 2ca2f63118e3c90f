import type { PaperItem } from "@/api/contract/online-exam";
import type { Db } from "@/db/client";
import { paperItems } from "./paper";
import { paperOf } from "./queries";

/** What checking an answer needs of its question: the type, the option ids, the number of blanks. */
export type AnswerKey = Pick<PaperItem, "questionId" | "type"> & { optionIds: Set<string>; blanks: number };
type Paper = { userId: number; items: Map<number, AnswerKey> };

/** Papers kept per process: enough for every candidate of a large sitting, dropped all at once when full. */
const MAX_PAPERS = 20_000;
const byDb = new WeakMap<Db, Map<number, Paper>>();

function keysOf(paper: PaperItem[]) {
  return new Map(
    paper.map((q) => [
      q.questionId,
      { questionId: q.questionId, type: q.type, optionIds: new Set(q.options.map((o) => o.id)), blanks: q.blankAnswers.length },
    ]),
  );
}

/**
 * An attempt's owner and its questions' answer keys. A drawn paper never changes, so a process may keep it: an
 * autosave then costs one statement, the upsert (docs/decisions/0052). Whether the attempt still runs is never
 * kept: the upsert itself checks it.
 */
export async function answerKeysOf(db: Db, attemptId: number): Promise<Paper | undefined> {
  let papers = byDb.get(db);
  if (!papers) {
    papers = new Map();
    byDb.set(db, papers);
  }
  const kept = papers.get(attemptId);
  if (kept) return kept;
  const row = await paperOf(db, attemptId);
  if (!row) return undefined;
  if (papers.size >= MAX_PAPERS) papers.clear();
  const paper = { userId: row.userId, items: keysOf(await paperItems(db, row.paper)) };
  papers.set(attemptId, paper);
  return paper;
}
