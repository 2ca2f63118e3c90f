import { and, count, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Tx } from "@/db/client";
import { lessonAnswers, lessonNotes, lessonQuestions, lessonUsefulMarks } from "@/db/schema/lesson-talk";
import { courseRefs } from "../../course/course-refs";
import { lessonRefs } from "../../course/lesson-refs";

const q = lessonQuestions;
const a = lessonAnswers;
const n = lessonNotes;

/** A visible 讲师回答 under the question: what makes it answered. */
const lecturerAnswered = sql`exists (select 1 from ${a} where ${a.questionId} = ${q.id} and ${a.lecturer} = 1 and ${a.hiddenAt} is null)`;

/**
 * 课程问答: every question with its course and lesson, whether a 讲师回答 shows under it, its shown answers and its 有用
 * marks. Read like a table by the framework (select, count, sort, filter).
 */
export const questionRows = new QueryBuilder()
  .select({
    id: q.id,
    courseId: q.courseId,
    courseTitle: sql<string>`${courseRefs.title}`.as("course_title"),
    lessonId: q.lessonId,
    lessonTitle: sql<string>`${lessonRefs.title}`.as("lesson_title"),
    userId: q.userId,
    content: q.content,
    picture: q.picture,
    hiddenAt: q.hiddenAt,
    hiddenReason: q.hiddenReason,
    createdAt: q.createdAt,
    answered: sql<number>`(case when ${lecturerAnswered} then 1 else 0 end)`.as("answered"),
    answerCount: sql<number>`(select count(*) from ${a} where ${a.questionId} = ${q.id} and ${a.hiddenAt} is null)::int`.as("answer_count"),
    useful: sql<number>`(select count(*) from ${lessonUsefulMarks} where ${lessonUsefulMarks.questionId} = ${q.id})::int`.as("useful"),
  })
  .from(q)
  .innerJoin(courseRefs, eq(courseRefs.id, q.courseId))
  .innerJoin(lessonRefs, eq(lessonRefs.id, q.lessonId))
  .as("course_questions");

/** 公开笔记: shared notes only, with their course and lesson; a private note is never among them. */
export const sharedNoteRows = new QueryBuilder()
  .select({
    id: n.id,
    courseId: n.courseId,
    courseTitle: sql<string>`${courseRefs.title}`.as("course_title"),
    lessonId: n.lessonId,
    lessonTitle: sql<string>`${lessonRefs.title}`.as("lesson_title"),
    userId: n.userId,
    second: n.second,
    content: n.content,
    hiddenAt: n.hiddenAt,
    hiddenReason: n.hiddenReason,
    updatedAt: n.updatedAt,
  })
  .from(n)
  .innerJoin(courseRefs, eq(courseRefs.id, n.courseId))
  .innerJoin(lessonRefs, eq(lessonRefs.id, n.lessonId))
  .where(eq(n.shared, 1))
  .as("course_notes");

/** Per course: the shown questions still waiting for a 讲师回答 (courses with none are left out); `id` is the course's. */
export const unansweredCounts = new QueryBuilder()
  .select({
    id: q.courseId,
    courseTitle: sql<string>`${courseRefs.title}`.as("course_title"),
    unanswered: sql<number>`${count()}::int`.as("unanswered"),
  })
  .from(q)
  .innerJoin(courseRefs, eq(courseRefs.id, q.courseId))
  .where(and(isNull(q.hiddenAt), sql`not ${lecturerAnswered}`))
  .groupBy(q.courseId, courseRefs.title)
  .as("course_question_counts");

/** The views' computed columns as sort keys (the framework sorts by a column or an expression). */
export const questionOrder = { answered: sql`${questionRows.answered}`, useful: sql`${questionRows.useful}` };
export const unansweredOrder = sql`${unansweredCounts.unanswered}`;

/* Hiding and showing, each only if it is not so already (no row when it moved meanwhile). */

const hiddenSet = (hide: boolean, reason: string) => ({ hiddenAt: hide ? new Date() : null, hiddenReason: hide ? reason : "" });

/** Locking and hiding rows of one of the three tables (`only` narrows which rows the back office may find). */
function hiding<T extends typeof q | typeof a | typeof n>(table: T, only?: SQL) {
  // The three share the columns used here (id, hidden_at, hidden_reason).
  const t = table as unknown as typeof q;
  type Row = T["$inferSelect"];
  return {
    lock: async (tx: Tx, id: number) =>
      (
        await tx
          .select()
          .from(t)
          .where(and(eq(t.id, id), only))
          .for("update")
      )[0] as Row | undefined,
    set: async (tx: Tx, id: number, hide: boolean, reason = "") => {
      const [row] = await tx
        .update(t)
        .set(hiddenSet(hide, reason))
        .where(and(eq(t.id, id), only, hide ? isNull(t.hiddenAt) : isNotNull(t.hiddenAt)))
        .returning();
      return row as Row | undefined;
    },
  };
}
export type Hiding<R> = {
  lock: (tx: Tx, id: number) => Promise<R | undefined>;
  set: (tx: Tx, id: number, hide: boolean, reason?: string) => Promise<R | undefined>;
};

export const questionHiding = hiding(q);
export const answerHiding = hiding(a);
/** Only a shared note: a private one is not the back office's to find. */
export const sharedNoteHiding = hiding(n, eq(n.shared, 1));
