import { beijingTime } from "@/api/contract/beijing-time";
import {
  LESSON_TALK_MSG,
  type LessonAnswer,
  type LessonAnswerInput,
  type LessonQuestion,
  type LessonQuestionInput,
  type LessonQuestionPage,
  QUESTION_ORDERS,
  type UsefulResult,
} from "@/api/contract/lesson-talk";
import { pagerOf } from "@/api/contract/pager";
import { fail } from "@/api/protocol/errors";
import { hit } from "@/api/protocol/rate-limit";
import type { SessionUser } from "@/api/protocol/session";
import type { Db } from "@/db/client";
import { nickNameOf } from "../course/comments";
import { requireCourse } from "../course/detail";
import { findStudiedLesson, hasBegun } from "../course/lesson-refs";
import { keyOf } from "../upload/keys";
import {
  type AnswerRow,
  countMarks,
  findAnswerRow,
  findQuestionRow,
  findVisibleAnswer,
  findVisibleQuestion,
  insertAnswer,
  insertQuestion,
  listAnswers,
  listQuestions,
  type MarkTarget,
  marksOf,
  type QuestionRow,
  setMark,
} from "./queries";

/** Questions and answers a person may post a day: plenty for studying, too few to flood a lesson. */
const POSTS_PER_DAY = 50;
/** How a lecturer's answer is signed: the course names its lecturers as text, not accounts (docs/decisions/0054). */
const LECTURER_NAME = "课程讲师";

type Marks = Awaited<ReturnType<typeof marksOf>>;
const NO_MARKS: Marks = { questions: new Set(), answers: new Set() };

function answerOf(row: AnswerRow, me: number | null, marks: Marks): LessonAnswer {
  const lecturer = row.lecturer === 1;
  return {
    id: row.id,
    nickName: lecturer ? LECTURER_NAME : nickNameOf(row.name),
    avatar: lecturer ? "" : row.avatar,
    time: beijingTime(row.createdAt),
    content: row.content,
    lecturer: row.lecturer,
    useful: row.useful,
    marked: marks.answers.has(row.id) ? 1 : 0,
    mine: row.userId === me ? 1 : 0,
  };
}

function questionOf(row: QuestionRow, answers: AnswerRow[], me: number | null, marks: Marks): LessonQuestion {
  return {
    id: row.id,
    nickName: nickNameOf(row.name),
    avatar: row.avatar,
    time: beijingTime(row.createdAt),
    content: row.content,
    picture: row.picture,
    useful: row.useful,
    marked: marks.questions.has(row.id) ? 1 : 0,
    mine: row.userId === me ? 1 : 0,
    answers: answers.filter((a) => a.questionId === row.id).map((a) => answerOf(a, me, marks)),
    lecturerAnswered: answers.some((a) => a.questionId === row.id && a.lecturer === 1) ? 1 : 0,
  };
}

/** MoocTraining/GetQuestionList: a lesson's shown questions with their shown answers; a visitor reads them too. */
export async function questionPage(
  db: Db,
  user: SessionUser | null,
  p: { id: string; lessonId: number; order: number; currentPage: number; pageSize: number },
): Promise<LessonQuestionPage> {
  const course = await requireCourse(db, p.id);
  const { rows, total } = await listQuestions(
    db,
    { courseId: course.id, lessonId: p.lessonId },
    {
      useful: p.order === QUESTION_ORDERS.useful,
      offset: (p.currentPage - 1) * p.pageSize,
      limit: p.pageSize,
    },
  );
  const answers = await listAnswers(
    db,
    rows.map((r) => r.id),
  );
  const marks = user
    ? await marksOf(
        db,
        user.id,
        rows.map((r) => r.id),
        answers.map((a) => a.id),
      )
    : NO_MARKS;
  return {
    list: rows.map((r) => questionOf(r, answers, user?.id ?? null, marks)),
    pager: pagerOf(p.currentPage, p.pageSize, total),
  };
}

async function countPost(db: Db, userId: number) {
  if ((await hit(db, `lessontalk:${userId}`, 86_400)) > POSTS_PER_DAY) fail(LESSON_TALK_MSG.tooMany);
}

/** MoocTraining/AddQuestion: by someone who has begun the course, on one of its lessons. */
export async function askQuestion(db: Db, user: SessionUser, input: LessonQuestionInput) {
  const course = await requireCourse(db, input.id);
  const lesson = await findStudiedLesson(db, user.id, course.id, input.lessonId);
  if (!lesson) fail(LESSON_TALK_MSG.notStudying);
  // Only a picture the upload host stored among the public ones (it checked the file by its content).
  if (input.picture && !keyOf(input.picture)?.startsWith("common/")) fail(LESSON_TALK_MSG.badPicture, "picture");
  await countPost(db, user.id);
  const id = await insertQuestion(db, {
    courseId: course.id,
    lessonId: lesson.id,
    userId: user.id,
    content: input.content,
    picture: input.picture,
  });
  return questionOf((await findQuestionRow(db, id))!, [], user.id, NO_MARKS);
}

/** MoocTraining/AddAnswer: a learner's plain answer, by someone who has begun the question's course. */
export async function answerQuestion(db: Db, user: SessionUser, input: LessonAnswerInput) {
  const question = await findVisibleQuestion(db, input.questionId);
  if (!question) fail(LESSON_TALK_MSG.questionGone, "questionId");
  if (!(await hasBegun(db, user.id, question.courseId))) fail(LESSON_TALK_MSG.notStudying);
  await countPost(db, user.id);
  const id = await insertAnswer(db, { questionId: question.id, userId: user.id, content: input.content, lecturer: 0 });
  return answerOf((await findAnswerRow(db, id))!, user.id, NO_MARKS);
}

/** MoocTraining/MarkUseful: 有用 once a person (or taken back), never on one's own text. */
export async function markUseful(
  db: Db,
  user: SessionUser,
  input: { target: "question" | "answer"; targetId: number; useful: number },
): Promise<UsefulResult> {
  const found = input.target === "question" ? await findVisibleQuestion(db, input.targetId) : await findVisibleAnswer(db, input.targetId);
  if (!found) fail(input.target === "question" ? LESSON_TALK_MSG.questionGone : LESSON_TALK_MSG.answerGone);
  if (found.userId === user.id) fail(LESSON_TALK_MSG.ownUseful);
  const target: MarkTarget = input.target === "question" ? { questionId: found.id } : { answerId: found.id };
  await setMark(db, user.id, target, input.useful === 1);
  return { useful: await countMarks(db, target), marked: input.useful };
}
