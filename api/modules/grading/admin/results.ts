import { beijingTime } from "@/api/contract/beijing-time";
import type { GradeResults, GradeSessionDetail } from "@/api/contract/grading-admin";
import type { Conn } from "@/db/client";
import { trainingTitlesByIds } from "../../training/titles";
import { itemAverages, lecturerAverages, sessionAverages, sessionQuestions, sessionSuggestions } from "./queries";

/** An average of 1-5 points to two decimals; null without answers. */
const rounded = (x: string | null) => (x === null ? null : Math.round(Number(x) * 100) / 100);

/**
 * The averages operators read (docs/decisions/0034): per session over every rated item of its gradings, newest session
 * first; per lecturer over the items of the questions that name them, across their sessions.
 */
export async function gradeResults(db: Conn): Promise<GradeResults> {
  const [averages, lecturers] = await Promise.all([sessionAverages(db), lecturerAverages(db)]);
  const titles = await trainingTitlesByIds(
    db,
    averages.map((a) => a.trainingId),
  );
  const sessions = averages.flatMap(({ trainingId, gradings, average }) => {
    const t = titles.get(trainingId);
    return t ? [{ id: t.id, title: t.title, startAt: t.startAt, gradings, average }] : [];
  });
  sessions.sort((a, b) => b.startAt.getTime() - a.startAt.getTime() || b.id - a.id);
  return {
    sessions: sessions.map((s) => ({ ...s, startAt: beijingTime(s.startAt), average: rounded(s.average) })),
    lecturers: lecturers.map((l) => ({ id: l.lecturer, ...l, average: rounded(l.average) })),
  };
}

/** One session's questions with each item's average and count, and the suggestions left, newest first. */
export async function gradeSessionDetail(db: Conn, trainingId: number): Promise<GradeSessionDetail | null> {
  const training = (await trainingTitlesByIds(db, [trainingId])).get(trainingId);
  if (!training) return null;
  const [questions, items, suggestions] = await Promise.all([
    sessionQuestions(db, trainingId),
    itemAverages(db, trainingId),
    sessionSuggestions(db, trainingId),
  ]);
  const byItem = new Map(items.map((r) => [`${r.questionId}.${r.optionId}`, r]));
  return {
    id: training.id,
    title: training.title,
    questions: questions.map((q) => ({
      id: q.id,
      title: q.title,
      lecturer: q.lecturer,
      items: q.items.map((title, i) => {
        const found = byItem.get(`${q.id}.${i + 1}`);
        return { title, average: rounded(found?.average ?? null), answers: found?.answers ?? 0 };
      }),
    })),
    suggestions: suggestions.map((s) => ({ suggest: s.suggest, createdAt: beijingTime(s.createdAt) })),
  };
}
