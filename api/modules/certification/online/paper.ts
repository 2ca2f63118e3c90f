import type { PaperItem } from "@/api/contract/online-exam";
import type { Conn, Db } from "@/db/client";
import type { PaperEntry } from "@/db/schema/certification/online-exams";
import { type QuestionVersion, versionsOf } from "./queries";

/** What an attempt stores of its paper: each question's version and option order, the question ids (使用次数), the full marks. */
export function paperColumns(items: PaperItem[], versionOf: ReadonlyMap<number, number>) {
  const paper = items.map((item): PaperEntry => {
    const entry: PaperEntry = {
      questionId: item.questionId,
      versionId: versionOf.get(item.questionId)!,
      type: item.type,
      points: item.points,
    };
    if (item.options.length > 1) entry.optionOrder = item.options.map((o) => o.id);
    return entry;
  });
  return { paper, questionIds: items.map((q) => q.questionId), zongFen: items.reduce((sum, q) => sum + q.points, 0) };
}

/** Versions never change once written, so a process may keep any it has read; dropped all at once when full. */
const MAX_VERSIONS = 50_000;
const byDb = new WeakMap<Db, Map<number, QuestionVersion>>();

async function versions(db: Db, via: Conn, ids: number[]) {
  let kept = byDb.get(db);
  if (!kept) {
    kept = new Map();
    byDb.set(db, kept);
  }
  const missing = [...new Set(ids.filter((id) => !kept.has(id)))];
  if (missing.length > 0) {
    const rows = await versionsOf(via, missing);
    if (kept.size + rows.length > MAX_VERSIONS) kept.clear();
    for (const v of rows) kept.set(v.id, v);
  }
  return kept;
}

function itemOf(entry: PaperEntry, v: QuestionVersion): PaperItem {
  const byId = new Map(v.options.map((o) => [o.id, o]));
  return {
    questionId: entry.questionId,
    type: v.type,
    points: entry.points,
    stem: v.stem,
    image: v.image,
    options: entry.optionOrder ? entry.optionOrder.flatMap((id) => byId.get(id) ?? []) : v.options,
    correctOptions: v.correctOptions,
    blankAnswers: v.blankAnswers,
    referenceAnswer: v.referenceAnswer,
    analysis: v.analysis,
  };
}

/** A stored paper as its questions were drawn, in the candidate's order (options too); read through `via` in a transaction. */
export async function paperItems(db: Db, paper: PaperEntry[], via: Conn = db): Promise<PaperItem[]> {
  const found = await versions(
    db,
    via,
    paper.map((e) => e.versionId),
  );
  return paper.map((e) => itemOf(e, found.get(e.versionId)!));
}
