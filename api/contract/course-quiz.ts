import * as v from "valibot";
import { defineCall } from "./call";
import { MAX_BLANKS, type OnlineQuestion, type OnlineReviewItem } from "./online-exam";
import { intLike } from "./pager";

/**
 * Course quizzes (docs/decisions/0055): chapter quizzes and a final quiz (结业测验), drawn by the exam engine's
 * paper rules from the questions that serve the course, machine-marked the moment they are submitted. A course with
 * a final quiz is finished when every lesson is and the final quiz is passed.
 */

/** Types a quiz may ask: the machine-marked ones (a short answer would wait for a person). */
export const QUIZ_QUESTION_TYPES = ["single", "multiple", "judge", "fill"] as const;

export const QUIZ_MSG = {
  quiz: "测验不存在",
  attempt: "答题记录不存在",
  noAttempts: "答题次数已用完",
  submitted: "本次测验已交卷",
  notInPaper: "该题目不在本次测验中",
  badOption: "选项不存在",
  tooLong: "答案不能超过200个字",
  blanks: "填空数与题目不符",
  shortBank: "题库中的题目不足以组成测验，请联系管理员",
  noPaper: "该测验尚未设置题目，请联系管理员",
} as const;

const id = (message: string) => v.pipe(intLike, v.integer(message), v.minValue(1, message), v.maxValue(2_147_483_647, message));

/** MoocTraining/QuizInfo and MoocTraining/QuizStart {quizId}. */
const QuizRefSchema = v.object({ quizId: id(QUIZ_MSG.quiz) });
/** MoocTraining/QuizResult {attemptId}. */
const QuizAttemptRefSchema = v.object({ attemptId: id(QUIZ_MSG.attempt) });

const QuizAnswerSchema = v.object({
  questionId: id(QUIZ_MSG.notInPaper),
  optionIds: v.optional(
    v.pipe(v.array(v.pipe(v.string(QUIZ_MSG.badOption), v.maxLength(8, QUIZ_MSG.badOption))), v.maxLength(26, QUIZ_MSG.badOption)),
    [],
  ),
  /** A fill-in question's texts, one per blank. */
  texts: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(200, QUIZ_MSG.tooLong))), v.maxLength(MAX_BLANKS, QUIZ_MSG.blanks)), []),
});
export type QuizAnswerInput = v.InferOutput<typeof QuizAnswerSchema>;

/** MoocTraining/QuizSubmit: the whole paper's answers at once (a question left out scores 0). */
const QuizSubmitSchema = v.object({
  attemptId: id(QUIZ_MSG.attempt),
  answers: v.pipe(v.array(QuizAnswerSchema), v.maxLength(200, QUIZ_MSG.notInPaper)),
});

/** A quiz as the course outline shows it, with the signed-in person's attempts (0 and null for a visitor). */
export type CourseQuizBrief = {
  id: number;
  title: string;
  /** Null: the course's final quiz. */
  chapterId: number | null;
  subjectNum: number;
  zongFen: number;
  passScore: number;
  /** 0: no limit. */
  maxAttempts: number;
  attemptsUsed: number;
  bestScore: number | null;
  passed: boolean;
};

/** MoocTraining/QuizInfo: the quiz's start screen. */
export type QuizInfo = CourseQuizBrief & {
  courseStrId: string;
  courseTitle: string;
  allowReview: boolean;
  /** An attempt begun and not submitted (QuizStart resumes it), else null. */
  runningAttemptId: number | null;
  /** The last submitted attempt (its result and review), else null. */
  lastAttemptId: number | null;
};

/** MoocTraining/QuizStart: the paper as the learner sees it (never an answer), a running attempt's if one is open. */
export type QuizStarted = { attemptId: number; quizId: number; title: string; questions: OnlineQuestion[] };

/** MoocTraining/QuizSubmit and MoocTraining/QuizResult. */
export type QuizResult = {
  attemptId: number;
  quizId: number;
  title: string;
  courseStrId: string;
  score: number;
  zongFen: number;
  passScore: number;
  passed: boolean;
  /** Attempts still allowed; null: no limit. */
  attemptsLeft: number | null;
  /** Whether the right answers and 解析 are shown (the quiz's allowReview). */
  review: boolean;
  items: OnlineReviewItem[];
  /** The course now counts as finished for this person. */
  courseFinished: boolean;
  /** The course's 结业证书 once issued. */
  certificateNumber: string | null;
};

/* The calls (the server's course/quiz module). 1503 for a visitor. */
export const moocQuizInfoCall = defineCall({ path: "MoocTraining/QuizInfo", input: QuizRefSchema }).returns<QuizInfo>();
export const moocQuizStartCall = defineCall({ path: "MoocTraining/QuizStart", input: QuizRefSchema }).returns<QuizStarted>();
export const moocQuizSubmitCall = defineCall({ path: "MoocTraining/QuizSubmit", input: QuizSubmitSchema }).returns<QuizResult>();
export const moocQuizResultCall = defineCall({ path: "MoocTraining/QuizResult", input: QuizAttemptRefSchema }).returns<QuizResult>();

/** The page of a quiz. */
export const courseQuizPath = (courseStrId: string, quizId: number) => `/MoocTraining/Quiz/${courseStrId}/${quizId}`;
