import * as v from "valibot";
import { int, RecordIdSchema, requiredText } from "./admin-form";
import { QUIZ_QUESTION_TYPES } from "./course-quiz";
import { type PaperRules, paperFigures, QUESTION_TYPE_LABELS, type QuestionType } from "./online-exam";
import { PAPER_MSG, PaperRulesSchema } from "./online-exam-admin";

/**
 * Course quizzes in the back office (docs/decisions/0055): a chapter quiz or the course's 结业测验, its paper rules
 * the exam's own (checked by the same schema), drawn from the questions that serve the course; and the attempts,
 * read only.
 */

const QUIZ_TYPE_NAMES = QUIZ_QUESTION_TYPES.map((t) => QUESTION_TYPE_LABELS[t]).join("、");
/** "第2部分（多选题）": how messages name a section (1-based), as the exam's do. */
const sectionName = (index: number, type: QuestionType) => `第${index + 1}部分（${QUESTION_TYPE_LABELS[type]}）`;

export const QUIZ_ADMIN_MSG = {
  course: "请选择课程",
  courseMissing: "所选课程不存在",
  chapter: "请选择章节",
  chapterMissing: "所选章节不存在",
  chapterElsewhere: "所选章节不属于该课程",
  title: "请输入测验名称",
  titleTooLong: "测验名称不能超过100个字",
  rules: "请至少添加一个部分（题型、数量和每题分值）",
  types: `测验只能使用${QUIZ_TYPE_NAMES}（机器即时判分，简答题需人工阅卷）`,
  passScore: "及格分须为不小于0的整数",
  maxAttempts: "答题次数须为0到100之间的整数（0为不限）",
  allowReview: "请选择交卷后是否显示答案与解析",
  chapterTaken: "该章节已有测验，每个章节只能设置一个测验",
  finalTaken: "该课程已有结业测验，每门课程只能设置一个结业测验",
  taken: "该章节或课程已有测验",
  answered: (n: number) => `已有学员作答该测验（${n} 次），不能删除`,
  /** The course's bank holds too few questions for a random section. */
  shortBank: (index: number, type: QuestionType, have: number, need: number) =>
    `${sectionName(index, type)}本课程题库只有${have}道符合条件的题目，少于所需的${need}道（请在题库中把题目设为“可用于课程”）`,
  /** Enough for the section alone, but sections before it may draw the same questions. */
  sharedBank: (index: number, type: QuestionType, need: number) =>
    `${sectionName(index, type)}与前面的部分共用题目，前面的部分抽题后可能不足${need}道，请增加题目或调整标签、难度`,
  /** Fixed ids that do not exist, are retired or do not serve this course. */
  badFixed: (index: number, type: QuestionType, ids: number[]) =>
    `${sectionName(index, type)}的固定题目 ${ids.join("、")} 不存在、已停用或不可用于本课程`,
  wrongType: PAPER_MSG.wrongType,
} as const;

/** 组卷规则 of a quiz: the exam's schema, at least one section, machine-marked types only. */
const QuizRulesSchema = v.pipe(
  v.nullish(PaperRulesSchema, null),
  v.check((r) => r !== null, QUIZ_ADMIN_MSG.rules),
  v.transform((r) => r as PaperRules),
  v.check((r) => r.sections.every((s) => (QUIZ_QUESTION_TYPES as readonly QuestionType[]).includes(s.type)), QUIZ_ADMIN_MSG.types),
);

/** A switch that defaults to on (交卷后显示答案与解析), stored as 0/1. */
const onByDefault = (message: string) =>
  v.pipe(
    v.nullish(v.union([v.boolean(), v.picklist([0, 1])], message), true),
    v.transform((b) => (b ? 1 : 0)),
  );

const quizFields = {
  /** Null: the course's 结业测验. */
  chapterId: v.nullish(RecordIdSchema(QUIZ_ADMIN_MSG.chapter), null),
  title: requiredText(100, QUIZ_ADMIN_MSG.title, QUIZ_ADMIN_MSG.titleTooLong),
  rules: QuizRulesSchema,
  passScore: int(0, 2_000_000, QUIZ_ADMIN_MSG.passScore),
  maxAttempts: v.nullish(int(0, 100, QUIZ_ADMIN_MSG.maxAttempts), 0),
  allowReview: onByDefault(QUIZ_ADMIN_MSG.allowReview),
};

/** The pass score is at most the paper's total (总分, from the rules). */
type Scored = { rules: PaperRules; passScore: number };
const passFits = (q: Scored) => q.passScore <= paperFigures(q.rules).zongFen;
const passOverTotal = (issue: { input: unknown }) => PAPER_MSG.passOverTotal(paperFigures((issue.input as Scored).rules).zongFen);

/** POST /admin/api/course-quizzes: the course, then the quiz; the pass score's message under 及格分. */
export const CourseQuizCreateSchema = v.pipe(
  v.object({ courseId: RecordIdSchema(QUIZ_ADMIN_MSG.course), ...quizFields }),
  v.forward(
    v.check((q) => passFits(q), passOverTotal),
    ["passScore"],
  ),
);
/** PUT: a quiz stays in its course (its attempts are filed under it); the chapter may change within the course. */
export const CourseQuizUpdateSchema = v.pipe(
  v.object(quizFields),
  v.forward(
    v.check((q) => passFits(q), passOverTotal),
    ["passScore"],
  ),
);
export type CourseQuizForm = v.InferOutput<typeof CourseQuizUpdateSchema>;

/** A quiz as the back office lists and edits it, with its figures (题目数 and 总分 from the rules; attempts submitted). */
export type CourseQuizRow = {
  id: number;
  courseId: number;
  chapterId: number | null;
  title: string;
  rules: PaperRules;
  passScore: number;
  maxAttempts: number;
  allowReview: boolean;
  subjectNum: number;
  zongFen: number;
  createdAt: string;
  updatedAt: string;
  /** Submitted attempts, the people who made them, and the share of those attempts that passed (0-100; null: none). */
  attempts: number;
  learners: number;
  passRate: number | null;
};

/** One attempt at a quiz, read only: who, which quiz, the score; never the paper or the answers. */
export type CourseQuizAttemptRow = {
  id: number;
  quizId: number;
  courseId: number;
  userId: number;
  /** The person's name and masked number. */
  personName: string;
  personMobile: string;
  quizTitle: string;
  questionCount: number;
  score: number | null;
  zongFen: number;
  passScore: number;
  /** Null until submitted. */
  passed: boolean | null;
  startedAt: string;
  submittedAt: string | null;
};
