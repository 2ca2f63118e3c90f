import * as v from "valibot";
import { defineCall } from "./call";
import { cameraPhotoText } from "./camera-photo";
import { intLike } from "./pager";

/**
 * The in-house exam engine (docs/decisions/0052): a question bank, papers drawn per candidate by the exam's rules,
 * timed attempts taken at /certification/online/{eadid}, proctored when the exam is a video exam.
 */

export const QUESTION_TYPES = ["single", "multiple", "judge", "fill", "short"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS = {
  single: "单选题",
  multiple: "多选题",
  judge: "判断题",
  fill: "填空题",
  short: "简答题",
} as const satisfies Record<QuestionType, string>;

export type QuestionOption = { id: string; text: string };
/** A true/false question's two options. */
export const JUDGE_OPTIONS: QuestionOption[] = [
  { id: "T", text: "正确" },
  { id: "F", text: "错误" },
];

/** A sitting taken in the portal, or at an outside provider's link. */
export const SITTING_MODES = ["online", "provider"] as const;
export type SittingMode = (typeof SITTING_MODES)[number];
export const SITTING_MODE_LABELS = { online: "在线考试（本站）", provider: "外部考试链接" } as const satisfies Record<SittingMode, string>;

/** Minutes an in-house sitting stays open for starting when the operator set no closing time. */
export const DEFAULT_ENTRY_MINUTES = 30;

/**
 * One section of a paper: `count` questions of `type`, each worth `points`, drawn at random from the exam's bank
 * (narrowed by tags, any of them, and difficulties), or the fixed `questionIds` in that order.
 */
export type PaperSection = {
  type: QuestionType;
  count: number;
  points: number;
  tags: string[];
  difficulties: number[];
  questionIds: number[];
};
export type PaperRules = { sections: PaperSection[]; shuffleQuestions: boolean; shuffleOptions: boolean };

/** A paper's subjectNum and zongFen, computed from its rules (never typed twice). */
export function paperFigures(rules: PaperRules) {
  let subjectNum = 0;
  let zongFen = 0;
  for (const s of rules.sections) {
    const count = s.questionIds.length > 0 ? s.questionIds.length : s.count;
    subjectNum += count;
    zongFen += count * s.points;
  }
  return { subjectNum, zongFen };
}

/**
 * One question of a drawn paper as the server keeps it in the attempt (with the answers; never sent to the browser
 * before the attempt ends): a copy, so editing or retiring the question later changes no attempt.
 */
export type PaperItem = {
  questionId: number;
  type: QuestionType;
  points: number;
  stem: string;
  image: string;
  /** In the order this candidate sees them. */
  options: QuestionOption[];
  correctOptions: string[];
  blankAnswers: string[][];
  referenceAnswer: string;
  analysis: string;
};

export const ATTEMPT_STATUSES = ["running", "marking", "scored", "voided"] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];
export const ATTEMPT_STATUS_LABELS = {
  running: "答题中",
  marking: "待阅卷",
  scored: "已出分",
  voided: "已作废",
} as const satisfies Record<AttemptStatus, string>;

export const ATTEMPT_END_REASONS = ["submitted", "timeout", "violations"] as const;
export type AttemptEndReason = (typeof ATTEMPT_END_REASONS)[number];
export const ATTEMPT_END_LABELS = {
  submitted: "考生交卷",
  timeout: "时间到自动交卷",
  violations: "离开考试页面次数超限，自动交卷",
} as const satisfies Record<AttemptEndReason, string>;

/** What the page reports (OnlineEvent kind). blur and fullscreen-exit count as leaves. */
const CLIENT_EVENT_KINDS = ["snapshot", "blur", "fullscreen-exit", "paste", "resume"] as const;
export type ClientEventKind = (typeof CLIENT_EVENT_KINDS)[number];
export const LEAVE_KINDS: readonly ClientEventKind[] = ["blur", "fullscreen-exit"];
/** The timeline's kinds: the page's, and what the server writes itself. */
export type AttemptEventKind = ClientEventKind | "start" | "takeover" | "end" | "void";
export const ATTEMPT_EVENT_LABELS = {
  start: "开始答题",
  snapshot: "摄像头抓拍",
  blur: "离开考试页面",
  "fullscreen-exit": "退出全屏",
  paste: "粘贴内容",
  resume: "重新进入考试",
  takeover: "在另一台设备或浏览器上继续",
  end: "考试结束",
  void: "成绩作废",
} as const satisfies Record<AttemptEventKind, string>;

/** Snapshots every 30-90 s at random while a proctored attempt runs. */
export const SNAPSHOT_SECONDS = { min: 30, max: 90 } as const;
/** Snapshot pictures are deleted this long after they were taken (the terms: camera frames are kept 7 days). */
export const SNAPSHOT_DAYS = 7;

export const ONLINE_MSG = {
  eadid: "请选择考试记录",
  attempt: "考试记录不存在",
  notBooked: "您尚未预约该考试的场次",
  notOnline: "该场次不在本站进行，请通过考试链接进入考试",
  notOpen: (start: string) => `考试尚未开始，开始时间：${start}（北京时间）`,
  closed: "本场次已停止入场",
  noPaper: "该考试尚未组卷，请联系管理员",
  shortBank: "题库中的题目不足以组成试卷，请联系管理员",
  ended: "考试已结束，答案不能再修改",
  notInPaper: "该题目不在您的试卷中",
  badOption: "选项不存在",
  tooLong: "答案不能超过5000个字",
  blanks: "填空数与题目不符",
  photo: "请上传摄像头拍摄的照片",
  notProctored: "该考试无需抓拍",
  notEnded: "考试尚未结束",
  noReview: "该考试不提供答卷查看",
  voided: "本次考试成绩已作废",
  mobile: "移动端不能参加认证考试，请使用PC端！",
} as const;

const id = (message: string) => v.pipe(intLike, v.integer(message), v.minValue(1, message), v.maxValue(2_147_483_647, message));
const AttemptIdSchema = v.object({ attemptId: id(ONLINE_MSG.attempt) });

/** The longest short answer. */
export const MAX_ANSWER_CHARS = 5000;
/** The most blanks a fill-in question has. */
export const MAX_BLANKS = 10;

/** pearson/OnlineStart {eadid}: the registration (EadID); device is the browser's own random id. */
const OnlineStartSchema = v.object({
  eadid: id(ONLINE_MSG.eadid),
  device: v.optional(v.pipe(v.string(), v.maxLength(64)), ""),
});

const AnswerSchema = v.object({
  questionId: id(ONLINE_MSG.notInPaper),
  optionIds: v.optional(
    v.pipe(v.array(v.pipe(v.string(ONLINE_MSG.badOption), v.maxLength(8, ONLINE_MSG.badOption))), v.maxLength(26, ONLINE_MSG.badOption)),
  ),
  /** A short answer's text, or a fill-in question's texts, one per blank. */
  text: v.optional(
    v.union(
      [
        v.pipe(v.string(), v.maxLength(MAX_ANSWER_CHARS, ONLINE_MSG.tooLong)),
        v.pipe(v.array(v.pipe(v.string(), v.maxLength(200, ONLINE_MSG.tooLong))), v.maxLength(MAX_BLANKS, ONLINE_MSG.blanks)),
      ],
      ONLINE_MSG.tooLong,
    ),
  ),
  /** 标记: flagged to come back to. */
  flagged: v.optional(v.boolean()),
});
export type OnlineAnswerInput = v.InferOutput<typeof AnswerSchema>;

/** pearson/OnlineSave: answers as they are given (idempotent: the last one saved for a question stands). */
const OnlineSaveSchema = v.object({
  attemptId: id(ONLINE_MSG.attempt),
  answers: v.pipe(v.array(AnswerSchema), v.minLength(1, ONLINE_MSG.notInPaper), v.maxLength(200, ONLINE_MSG.notInPaper)),
});

/** pearson/OnlineEvent: something the page saw; a snapshot carries the camera's JPEG as base64. */
const OnlineEventSchema = v.object({
  attemptId: id(ONLINE_MSG.attempt),
  kind: v.picklist(CLIENT_EVENT_KINDS, "事件类型不正确"),
  photo: v.optional(cameraPhotoText(ONLINE_MSG.photo)),
});

/** pearson/OnlineResult {eadid} and pearson/OnlineInfo {eadid}. */
const OnlineResultSchema = v.object({ eadid: id(ONLINE_MSG.eadid) });

/**
 * Where a registration's in-house exam stands before the page does anything: open to start, not open yet, closed,
 * running (resume), ended (show the result); or not for this page (not booked, a provider's sitting).
 */
const ONLINE_STATES = ["open", "notOpen", "closed", "running", "ended", "notBooked", "notOnline"] as const;
export type OnlineState = (typeof ONLINE_STATES)[number];

/** pearson/OnlineInfo: what the start screen shows; it starts no clock. */
export type OnlineInfo = {
  eadid: number;
  examId: number;
  examName: string;
  state: OnlineState;
  /** Minutes. */
  duration: number;
  subjectNum: number;
  zongFen: number;
  passScore: number;
  discipline: string;
  proctored: boolean;
  leaveLimit: number;
  /** The sitting, Beijing 'yyyy-MM-dd HH:mm' ('' without one). */
  sittingName: string;
  startAt: string;
  closesAt: string;
};

/** A question as the candidate sees it: no right answer, no 解析, no per-option flag. */
export type OnlineQuestion = {
  id: number;
  type: QuestionType;
  points: number;
  stem: string;
  image?: string;
  options?: QuestionOption[];
  /** Fill-in: how many blanks. */
  blanks?: number;
};
export type OnlineAnswer = { questionId: number; optionIds: string[]; text: string | string[]; flagged: boolean };

export type OnlineStarted = {
  attemptId: number;
  examName: string;
  /** ISO instant: the server's end time. */
  endsAt: string;
  /** Seconds left now, by the server's clock (the page counts down from it, never from its own clock). */
  durationSeconds: number;
  proctored: boolean;
  leaveLimit: number;
  violations: number;
  questions: OnlineQuestion[];
  answers: OnlineAnswer[];
};

export type OnlineSubmitted = {
  score: number | null;
  passed: boolean | null;
  /** Answers waiting for marking; score and passed come when the last is marked. */
  pending: number;
  certificateNumber?: string;
  endReason: AttemptEndReason;
  zongFen: number;
  passScore: number;
  voided: boolean;
};

export type OnlineEventAnswer = { violations: number; leaveLimit: number; ended: boolean; endReason?: AttemptEndReason };

/** After the end: the paper with the candidate's answers and, when the exam allows review, the right answers and 解析. */
export type OnlineReviewItem = OnlineQuestion & {
  answer: OnlineAnswer | null;
  score: number | null;
  correctOptions?: string[];
  blankAnswers?: string[][];
  referenceAnswer?: string;
  analysis?: string;
  markComment?: string;
};
export type OnlineResultData = OnlineSubmitted & { examName: string; review: boolean; items: OnlineReviewItem[] };

/** Fill-in answers compare after this: full-width to half-width (NFKC), case folded, every space removed. */
export function normaliseBlank(s: string) {
  return s.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
}

/* The calls (the server's certification/online module). */
export const pearsonOnlineStartCall = defineCall({ path: "pearson/OnlineStart", input: OnlineStartSchema }).returns<OnlineStarted>();
export const pearsonOnlineSaveCall = defineCall({ path: "pearson/OnlineSave", input: OnlineSaveSchema }).returns<{ saved: number }>();
export const pearsonOnlineEventCall = defineCall({ path: "pearson/OnlineEvent", input: OnlineEventSchema }).returns<OnlineEventAnswer>();
export const pearsonOnlineSubmitCall = defineCall({ path: "pearson/OnlineSubmit", input: AttemptIdSchema }).returns<OnlineSubmitted>();
export const pearsonOnlineInfoCall = defineCall({ path: "pearson/OnlineInfo", input: OnlineResultSchema }).returns<OnlineInfo>();
export const pearsonOnlineResultCall = defineCall({ path: "pearson/OnlineResult", input: OnlineResultSchema }).returns<OnlineResultData>();

/** The page of an in-house attempt. */
export const onlineExamPath = (eadid: number) => `/certification/online/${eadid}`;
