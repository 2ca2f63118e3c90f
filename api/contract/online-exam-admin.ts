import * as v from "valibot";
import { int, RecordIdSchema, text } from "./admin-form";
import {
  type AttemptEndReason,
  type AttemptEventKind,
  type AttemptStatus,
  type PaperRules,
  type PaperSection,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionType,
} from "./online-exam";

/**
 * The back office of the in-house exam engine (docs/decisions/0052): an exam's paper rules (组卷规则), the marking
 * queue of short answers (阅卷) and the attempts' integrity review (监考记录).
 */

/** The most sections of a paper, questions of a section, and the points of one question. */
const MAX_SECTIONS = 20;
const MAX_SECTION_QUESTIONS = 200;
const MAX_QUESTION_POINTS = 100;

/** "第2部分（多选题）": how messages name a section (1-based). */
const sectionName = (index: number, type: QuestionType) => `第${index + 1}部分（${QUESTION_TYPE_LABELS[type]}）`;

export const PAPER_MSG = {
  type: "请选择题型",
  count: `每部分题目数量须为1到${MAX_SECTION_QUESTIONS}之间的整数`,
  points: `每题分值须为1到${MAX_QUESTION_POINTS}之间的整数`,
  tag: "标签不能超过20个字",
  tags: "标签不能超过10个",
  difficulty: "难度须为1到5之间的整数",
  questionId: "固定题目须为题目编号（正整数）",
  questionIds: `固定题目不能超过${MAX_SECTION_QUESTIONS}道`,
  sections: `组卷规则不能超过${MAX_SECTIONS}部分`,
  duplicate: (id: number) => `题目 ${id} 在试卷中出现了不止一次`,
  leaveLimit: "允许离开次数须为0到20之间的整数",
  passOverTotal: (total: number) => `及格分不能高于组卷规则计算出的总分（${total}分）`,
  /** The bank holds too few questions for a random section. */
  shortBank: (index: number, type: QuestionType, have: number, need: number) =>
    `${sectionName(index, type)}题库只有${have}道符合条件的题目，少于所需的${need}道`,
  /** Fixed ids that do not exist, are retired or do not serve this exam. */
  badFixed: (index: number, type: QuestionType, ids: number[]) =>
    `${sectionName(index, type)}的固定题目 ${ids.join("、")} 不存在、已停用或不属于本考试`,
  wrongType: (index: number, type: QuestionType, ids: number[]) =>
    `${sectionName(index, type)}的固定题目 ${ids.join("、")} 不是${QUESTION_TYPE_LABELS[type]}`,
} as const;

/** A question id as TextArrayInput (strings) or the api (numbers) gives it. */
const QuestionIdSchema = v.pipe(
  v.union([v.number(PAPER_MSG.questionId), v.pipe(v.string(PAPER_MSG.questionId), v.trim(), v.regex(/^\d{1,9}$/, PAPER_MSG.questionId))]),
  v.transform(Number),
  RecordIdSchema(PAPER_MSG.questionId),
);

const PaperSectionSchema = v.pipe(
  v.object({
    type: v.picklist(QUESTION_TYPES, PAPER_MSG.type),
    count: v.nullish(int(0, MAX_SECTION_QUESTIONS, PAPER_MSG.count), 0),
    points: int(1, MAX_QUESTION_POINTS, PAPER_MSG.points),
    tags: v.pipe(
      v.nullish(v.array(v.pipe(v.string(PAPER_MSG.tag), v.trim(), v.maxLength(20, PAPER_MSG.tag)), PAPER_MSG.tag), []),
      v.transform((tags) => [...new Set(tags.filter(Boolean))]),
      v.maxLength(10, PAPER_MSG.tags),
    ),
    difficulties: v.pipe(
      v.nullish(v.array(int(1, 5, PAPER_MSG.difficulty), PAPER_MSG.difficulty), []),
      v.transform((d) => [...new Set(d)].sort()),
    ),
    questionIds: v.pipe(
      v.nullish(v.array(QuestionIdSchema, PAPER_MSG.questionId), []),
      v.maxLength(MAX_SECTION_QUESTIONS, PAPER_MSG.questionIds),
    ),
  }),
  // A fixed paper's count is its ids; a random section needs at least one question.
  v.transform((s): PaperSection => (s.questionIds.length ? { ...s, count: s.questionIds.length, tags: [], difficulties: [] } : s)),
  v.forward(
    v.check((s) => s.count >= 1, PAPER_MSG.count),
    ["count"],
  ),
);

/** The form's 组卷规则: no section at all means the exam has no in-house paper (null). Course quizzes use it too. */
export const PaperRulesSchema = v.pipe(
  v.object({
    sections: v.pipe(v.nullish(v.array(PaperSectionSchema), []), v.maxLength(MAX_SECTIONS, PAPER_MSG.sections)),
    shuffleQuestions: v.nullish(v.boolean(), false),
    shuffleOptions: v.nullish(v.boolean(), false),
  }),
  v.check((r) => {
    const ids = r.sections.flatMap((s) => s.questionIds);
    return new Set(ids).size === ids.length;
  }, "同一道题目不能在试卷中出现两次"),
  v.transform((r): PaperRules | null => (r.sections.length ? r : null)),
);

/** A switch that defaults to on (考后可查看答卷), stored as 0/1. */
const onByDefault = (message: string) =>
  v.pipe(
    v.nullish(v.union([v.boolean(), v.picklist([0, 1])], message), true),
    v.transform((b) => (b ? 1 : 0)),
  );

/** The exam form's fields of the in-house engine (spread into ExamFormSchema's object). */
export const examPaperFields = {
  paperRules: v.nullish(PaperRulesSchema, null),
  leaveLimit: v.nullish(int(0, 20, PAPER_MSG.leaveLimit), 3),
  allowReview: onByDefault("请选择考后是否可查看答卷"),
};

/** An exam row's in-house engine fields as the back office reads them. */
export type ExamPaperRow = { paperRules: PaperRules | null; leaveLimit: number; allowReview: boolean };

/* 阅卷 */

export const MARKING_MSG = {
  taken: "该答案已被其他阅卷人评分",
  notFound: "该答案不存在或无需阅卷",
  score: (points: number) => `分数须为0到${points}之间的整数`,
  scoreMissing: "请输入分数",
  comment: "评语不能超过500个字",
} as const;

/** One short answer waiting for a marker: blind (no name, mobile or registration). */
export type MarkingItem = {
  attemptId: number;
  questionId: number;
  examName: string;
  stem: string;
  image: string;
  referenceAnswer: string;
  points: number;
  /** The candidate's answer (empty when they wrote nothing). */
  answer: string;
};
/** GET /admin/api/exam-markings/next: how many wait, and the next one (null when none). */
export type MarkingQueue = { pending: number; item: MarkingItem | null };

/** POST /admin/api/exam-markings/mark: the score is checked against the question's points by the server. */
export const MarkAnswerSchema = v.object({
  attemptId: RecordIdSchema(MARKING_MSG.notFound),
  questionId: RecordIdSchema(MARKING_MSG.notFound),
  score: int(0, MAX_QUESTION_POINTS * MAX_SECTION_QUESTIONS, MARKING_MSG.scoreMissing),
  comment: text(500, MARKING_MSG.comment),
});
export type MarkAnswer = v.InferOutput<typeof MarkAnswerSchema>;
/** What marking answers: whether that was the attempt's last short answer, and then its score and certificate. */
export type MarkAnswered = { finished: boolean; score: number | null; certificateNumber: string | null; pending: number };

/* 监考记录 */

/** An attempt as the integrity review lists it: the candidate's name comes from the registration. */
export type ExamAttemptRow = {
  id: number;
  registrationId: number;
  examId: number;
  examName: string;
  sessionId: number;
  sessionName: string;
  chineseName: string;
  status: AttemptStatus;
  proctored: boolean;
  violations: number;
  leaveLimit: number;
  startedAt: string;
  endsAt: string;
  endedAt: string | null;
  endReason: AttemptEndReason | null;
  pending: number;
  score: number | null;
  zongFen: number;
  passScore: number;
  scoredAt: string | null;
  voidReason: string;
  voidedAt: string | null;
};

/** One line of an attempt's timeline; a snapshot's picture is at `photoUrl` until it is deleted. */
export type AttemptEventRow = {
  id: number;
  kind: AttemptEventKind;
  at: string;
  detail: string;
  photoUrl: string | null;
  photoDeletedAt: string | null;
};

/** The picture of a snapshot, for operators only. */
export const attemptPhotoPath = (attemptId: number, eventId: number) => `/admin/api/exam-attempts/${attemptId}/events/${eventId}/photo`;

export const VOID_MSG = {
  reason: "请填写作废原因",
  reasonLong: "作废原因不能超过200个字",
  already: "该考试记录已作废",
  notFound: "考试记录不存在",
  running: "考试尚未结束，不能作废",
} as const;

/** POST /admin/api/exam-attempts/:id/void. */
export const VoidAttemptSchema = v.object({
  reason: v.pipe(text(200, VOID_MSG.reasonLong), v.nonEmpty(VOID_MSG.reason)),
});
