import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { lessonAnswers, lessonNotes, lessonQuestions, lessonUsefulMarks } from "@/db/schema/lesson-talk";
import { people } from "../account/people";
import { courseRefs } from "../course/course-refs";
import { lessonRefs } from "../course/lesson-refs";

const q = lessonQuestions;
const a = lessonAnswers;
const m = lessonUsefulMarks;
const n = lessonNotes;

/** How many marked a question or an answer 有用 (one row a person, so a count of rows). */
const usefulOfQuestion = sql<number>`(select count(*) from ${m} where ${m.questionId} = ${q.id})::int`;
const usefulOfAnswer = sql<number>`(select count(*) from ${m} where ${m.answerId} = ${a.id})::int`;

/* Questions and answers. */

const questionColumns = {
  id: q.id,
  userId: q.userId,
  content: q.content,
  picture: q.picture,
  createdAt: q.createdAt,
  name: people.chineseName,
  avatar: people.headImgUrl,
  useful: usefulOfQuestion,
};
export type QuestionRow = {
  id: number;
  userId: number;
  content: string;
  picture: string;
  createdAt: Date;
  name: string;
  avatar: string;
  useful: number;
};

/** A page of the course lesson's visible questions, newest or most useful first, and how many there are. */
export async function listQuestions(
  db: Conn,
  lesson: { courseId: number; lessonId: number },
  page: { useful: boolean; offset: number; limit: number },
) {
  const visible = and(eq(q.courseId, lesson.courseId), eq(q.lessonId, lesson.lessonId), isNull(q.hiddenAt));
  const order = page.useful ? [desc(usefulOfQuestion), desc(q.createdAt), desc(q.id)] : [desc(q.createdAt), desc(q.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(questionColumns)
      .from(q)
      .innerJoin(people, eq(people.id, q.userId))
      .where(visible)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(q).where(visible),
  ]);
  return { rows: rows as QuestionRow[], total: total!.n };
}

export async function findQuestionRow(db: Conn, id: number) {
  const [row] = await db.select(questionColumns).from(q).innerJoin(people, eq(people.id, q.userId)).where(eq(q.id, id));
  return (row as QuestionRow | undefined) ?? null;
}

export async function insertQuestion(db: Conn, row: typeof q.$inferInsert) {
  const [made] = await db.insert(q).values(row).returning({ id: q.id });
  return made!.id;
}

/** A question still shown (not hidden), with its course and author. */
export async function findVisibleQuestion(db: Conn, id: number) {
  const [row] = await db
    .select({ id: q.id, courseId: q.courseId, lessonId: q.lessonId, userId: q.userId })
    .from(q)
    .where(and(eq(q.id, id), isNull(q.hiddenAt)));
  return row ?? null;
}

const answerColumns = {
  id: a.id,
  questionId: a.questionId,
  userId: a.userId,
  content: a.content,
  lecturer: a.lecturer,
  createdAt: a.createdAt,
  name: people.chineseName,
  avatar: people.headImgUrl,
  useful: usefulOfAnswer,
};
export type AnswerRow = {
  id: number;
  questionId: number;
  userId: number;
  content: string;
  lecturer: number;
  createdAt: Date;
  name: string;
  avatar: string;
  useful: number;
};

/** The questions' visible answers: 讲师回答 first, then the others oldest first. */
export async function listAnswers(db: Conn, questionIds: number[]) {
  if (!questionIds.length) return [] as AnswerRow[];
  const rows = await db
    .select(answerColumns)
    .from(a)
    .innerJoin(people, eq(people.id, a.userId))
    .where(and(inArray(a.questionId, questionIds), isNull(a.hiddenAt)))
    .orderBy(desc(a.lecturer), asc(a.createdAt), asc(a.id));
  return rows as AnswerRow[];
}

export async function findAnswerRow(db: Conn, id: number) {
  const [row] = await db.select(answerColumns).from(a).innerJoin(people, eq(people.id, a.userId)).where(eq(a.id, id));
  return (row as AnswerRow | undefined) ?? null;
}

export async function insertAnswer(db: Conn, row: typeof a.$inferInsert) {
  const [made] = await db.insert(a).values(row).returning({ id: a.id });
  return made!.id;
}

/** An answer still shown under a question still shown, with its author. */
export async function findVisibleAnswer(db: Conn, id: number) {
  const [row] = await db
    .select({ id: a.id, userId: a.userId })
    .from(a)
    .innerJoin(q, eq(q.id, a.questionId))
    .where(and(eq(a.id, id), isNull(a.hiddenAt), isNull(q.hiddenAt)));
  return row ?? null;
}

/* 有用. */

export type MarkTarget = { questionId: number } | { answerId: number };
const markedBy = (userId: number, target: MarkTarget) =>
  and(eq(m.userId, userId), "questionId" in target ? eq(m.questionId, target.questionId) : eq(m.answerId, target.answerId));

/** Marks once (the unique key keeps a second mark out under any concurrency) or takes the mark back. */
export async function setMark(db: Conn, userId: number, target: MarkTarget, on: boolean) {
  if (on)
    await db
      .insert(m)
      .values({ userId, ...target })
      .onConflictDoNothing();
  else await db.delete(m).where(markedBy(userId, target));
}

export async function countMarks(db: Conn, target: MarkTarget) {
  const [row] = await db
    .select({ n: count() })
    .from(m)
    .where("questionId" in target ? eq(m.questionId, target.questionId) : eq(m.answerId, target.answerId));
  return row!.n;
}

/** Which of these questions and answers the person marked. */
export async function marksOf(db: Conn, userId: number, questionIds: number[], answerIds: number[]) {
  const ofQuestions = questionIds.length ? inArray(m.questionId, questionIds) : sql`false`;
  const ofAnswers = answerIds.length ? inArray(m.answerId, answerIds) : sql`false`;
  const rows = await db
    .select({ questionId: m.questionId, answerId: m.answerId })
    .from(m)
    .where(and(eq(m.userId, userId), sql`(${ofQuestions} or ${ofAnswers})`));
  return {
    questions: new Set(rows.flatMap((r) => (r.questionId ? [r.questionId] : []))),
    answers: new Set(rows.flatMap((r) => (r.answerId ? [r.answerId] : []))),
  };
}

/* Notes. */

const noteColumns = {
  id: n.id,
  lessonId: n.lessonId,
  second: n.second,
  content: n.content,
  shared: n.shared,
  hiddenAt: n.hiddenAt,
  updatedAt: n.updatedAt,
};
export type NoteRow = {
  id: number;
  lessonId: number;
  second: number;
  content: string;
  shared: number;
  hiddenAt: Date | null;
  updatedAt: Date;
};

/** The person's notes of the course, in the outline's lesson order and by second. */
export function listOwnNotes(db: Conn, userId: number, courseId: number): Promise<NoteRow[]> {
  return db
    .select(noteColumns)
    .from(n)
    .innerJoin(lessonRefs, eq(lessonRefs.id, n.lessonId))
    .where(and(eq(n.userId, userId), eq(n.courseId, courseId)))
    .orderBy(asc(lessonRefs.place), asc(n.second), asc(n.id));
}

export async function insertNote(db: Conn, row: typeof n.$inferInsert): Promise<NoteRow> {
  const [made] = await db.insert(n).values(row).returning(noteColumns);
  return made!;
}

/** Changes the person's own note; null when it is not theirs (or gone). */
export async function updateOwnNote(db: Conn, userId: number, id: number, set: { content: string; shared: number }) {
  const [row] = await db
    .update(n)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(n.id, id), eq(n.userId, userId)))
    .returning(noteColumns);
  return row ?? null;
}

export async function deleteOwnNote(db: Conn, userId: number, id: number) {
  const [row] = await db
    .delete(n)
    .where(and(eq(n.id, id), eq(n.userId, userId)))
    .returning({ id: n.id });
  return !!row;
}

const sharedOf = (courseId: number) => and(eq(n.courseId, courseId), eq(n.shared, 1), isNull(n.hiddenAt));

/** A page of the course's 公开笔记 (shared, not hidden), newest first. */
export async function listPublicNotes(db: Conn, courseId: number, page: { offset: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: n.id,
        lessonId: n.lessonId,
        lessonTitle: lessonRefs.title,
        second: n.second,
        content: n.content,
        updatedAt: n.updatedAt,
        name: people.chineseName,
        avatar: people.headImgUrl,
      })
      .from(n)
      .innerJoin(people, eq(people.id, n.userId))
      .innerJoin(lessonRefs, eq(lessonRefs.id, n.lessonId))
      .where(sharedOf(courseId))
      .orderBy(desc(n.updatedAt), desc(n.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(n).where(sharedOf(courseId)),
  ]);
  return { rows, total: total!.n };
}

/** A page of all the person's notes on published courses, the latest written first, with course and lesson. */
export async function listMyNotes(db: Conn, userId: number, page: { offset: number; limit: number }) {
  const mine = and(eq(n.userId, userId), eq(courseRefs.published, 1));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...noteColumns, courseStrId: courseRefs.strId, courseTitle: courseRefs.title, lessonTitle: lessonRefs.title })
      .from(n)
      .innerJoin(courseRefs, eq(courseRefs.id, n.courseId))
      .innerJoin(lessonRefs, eq(lessonRefs.id, n.lessonId))
      .where(mine)
      .orderBy(desc(n.updatedAt), desc(n.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(n).innerJoin(courseRefs, eq(courseRefs.id, n.courseId)).where(mine),
  ]);
  return { rows, total: total!.n };
}

/* What the person's archive holds, and closing the account. */

export function questionsOf(db: Conn, userId: number) {
  return db
    .select({ id: q.id, lessonId: q.lessonId, content: q.content, picture: q.picture, createdAt: q.createdAt })
    .from(q)
    .where(eq(q.userId, userId))
    .orderBy(asc(q.id));
}

export function answersOf(db: Conn, userId: number) {
  return db
    .select({ id: a.id, questionId: a.questionId, content: a.content, createdAt: a.createdAt })
    .from(a)
    .where(eq(a.userId, userId))
    .orderBy(asc(a.id));
}

export function notesOf(db: Conn, userId: number) {
  return db.select(noteColumns).from(n).where(eq(n.userId, userId)).orderBy(asc(n.id));
}

export function deleteNotesOf(db: Conn, userId: number) {
  return db.delete(n).where(eq(n.userId, userId));
}
