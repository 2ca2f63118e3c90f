import * as v from "valibot";
import { FIELD_TYPE, type FormField, type FormQuestion, type SignSetting, type SurveyAnswer } from "./activity";
import {
  flag,
  int,
  link,
  RecordIdSchema,
  requiredText,
  SurveyQuestionSchema,
  type Switched,
  signFieldSchema,
  text,
  time,
} from "./admin-form";
import { TASK_VISIT_SECONDS } from "./task-visit";

export { AUDIT_LABELS as SIGNUP_AUDIT_LABELS, QUESTION_TYPE_LABELS } from "./admin-form";

/** What the back office writes for activities, steps, tasks, medals and sign-up reviews (operators only). */

/** Sign-up form field types an operator may add (spec 000: 6 email, 7 QQ, 8 WeChat, 12 company subject, 2 industry, 3 city). */
export const FIELD_TYPE_LABELS: Record<number, string> = {
  [FIELD_TYPE.email]: "邮箱",
  [FIELD_TYPE.qq]: "QQ",
  [FIELD_TYPE.wechat]: "微信号",
  [FIELD_TYPE.mainCompany]: "公司主体",
  [FIELD_TYPE.industry]: "行业",
  [FIELD_TYPE.city]: "城市",
};
const FIELD_TYPE_IDS = Object.values(FIELD_TYPE) as number[];

/** Medal whereType (spec 001 section 9). */
export const WHERE_TYPE_LABELS: Record<number, string> = {
  1: "累计学习时长",
  2: "连续学习天数",
  3: "累计学习天数",
  4: "通过考试数",
  5: "课程评论数",
  6: "活动连续打卡天数",
  7: "完成指定课程或直播（专题阶段任务）",
};

const optionalTime = (message: string) =>
  v.pipe(
    v.nullish(v.union([v.literal(""), time(message)]), null),
    v.transform((t) => (t === "" ? null : t)),
  );
const SignFieldInput = signFieldSchema(FIELD_TYPE_IDS);

export const ActivityFormSchema = v.pipe(
  v.object({
    title: requiredText(100, "请输入活动标题", "活动标题不能超过100个字"),
    cover: link("封面地址"),
    startTime: time("请选择开始时间"),
    endTime: time("请选择结束时间"),
    contents: text(20_000, "活动内容不能超过20000个字"),
    needApprove: flag("请选择是否需要审核"),
    agreement: text(5_000, "活动协议不能超过5000个字"),
    isShare: flag("请选择是否可分享"),
    userDetailList: v.pipe(
      v.nullish(v.array(SignFieldInput), []),
      v.check((list) => new Set(list.map((f) => f.typeId)).size === list.length, "同一类型的字段只能添加一个"),
    ),
    surveyQuestions: v.pipe(v.nullish(v.array(SurveyQuestionSchema), []), v.maxLength(50, "问卷题目不能超过50道")),
  }),
  v.forward(
    v.check((a) => a.endTime.getTime() >= a.startTime.getTime(), "结束时间不能早于开始时间"),
    ["endTime"],
  ),
);
export type ActivityForm = v.InferOutput<typeof ActivityFormSchema>;

/** An activity as the back office reads and edits it: flags as switches, every survey question and option numbered. */
export type ActivityRow = Omit<
  Switched<ActivityForm, "needApprove" | "isShare">,
  "startTime" | "endTime" | "userDetailList" | "surveyQuestions"
> & {
  id: number;
  startTime: string;
  endTime: string;
  userDetailList: Switched<FormField, "isRequired">[];
  surveyQuestions: (Omit<Switched<FormQuestion, "isRequired">, "surveyOptions"> & {
    surveyOptions: Switched<FormQuestion["surveyOptions"][number], "isOther">[];
  })[];
  createdAt: string;
};

export const ActivityStepSchema = v.object({
  activityId: RecordIdSchema("请选择活动"),
  title: requiredText(100, "请输入阶段标题", "阶段标题不能超过100个字"),
  sort: v.nullish(int(0, 9999, "排序须为0-9999的整数"), 0),
});

/**
 * What finishes a task: only evidence the server holds. visit: the task's own page of this site, opened through
 * Activity/GoFinishTask and open TASK_VISIT_SECONDS (Activity/FinishVisit, docs/decisions/0049);
 * signup: an approved sign-up for the task's activity; live: entering the chosen session's live room or replay;
 * exam: a passed attempt at the chosen exam. (No course study is recorded yet, so no task is finished by studying.)
 */
export const TASK_KINDS = ["visit", "signup", "live", "exam"] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export const TASK_KIND_LABELS = {
  visit: `浏览本站页面（停留${TASK_VISIT_SECONDS}秒）`,
  signup: "报名本活动",
  live: "观看指定直播（直播或回放）",
  exam: "通过指定考试",
} as const satisfies Record<TaskKind, string>;

/** A live task names its session and an exam task its exam; any other kind names neither. */
export const ActivityTaskSchema = v.pipe(
  v.object({
    stepId: RecordIdSchema("请选择阶段"),
    title: requiredText(100, "请输入任务标题", "任务标题不能超过100个字"),
    kind: v.picklist(TASK_KINDS, "请选择完成方式"),
    trainingId: v.nullish(RecordIdSchema("请选择直播课程"), null),
    examId: v.nullish(RecordIdSchema("请选择考试"), null),
    url: v.pipe(link("任务链接"), v.nonEmpty("请输入任务链接")),
    score: v.nullish(int(0, 100_000, "积分须为0-100000的整数"), 0),
    sort: v.nullish(int(0, 9999, "排序须为0-9999的整数"), 0),
  }),
  v.forward(
    v.check((t) => t.kind !== "live" || t.trainingId !== null, "请选择直播课程"),
    ["trainingId"],
  ),
  // Only a page of this site can report that it was open.
  v.forward(
    v.check((t) => t.kind !== "visit" || /^\/(?![/\\])/.test(t.url), "浏览任务的链接须为本站页面（以 / 开头）"),
    ["url"],
  ),
  v.forward(
    v.check((t) => t.kind !== "exam" || t.examId !== null, "请选择考试"),
    ["examId"],
  ),
  v.transform((t) => ({ ...t, trainingId: t.kind === "live" ? t.trainingId : null, examId: t.kind === "exam" ? t.examId : null })),
);

export const MedalSchema = v.object({
  stepId: v.nullish(RecordIdSchema("请选择阶段"), null),
  name: requiredText(50, "请输入勋章名称", "勋章名称不能超过50个字"),
  whereType: v.picklist([1, 2, 3, 4, 5, 6, 7], "请选择获得条件"),
  memo: text(500, "说明不能超过500个字"),
});

export const MedalLevelSchema = v.pipe(
  v.object({
    medalId: RecordIdSchema("请选择勋章"),
    level: int(1, 99, "等级须为1-99的整数"),
    number: int(0, 1_000_000, "达成数量须为0-1000000的整数"),
    icon: link("图标地址"),
    iconLighten: link("点亮图标地址"),
    score: v.nullish(int(0, 100_000, "积分须为0-100000的整数"), 0),
    startTime: optionalTime("开始时间无效"),
    endTime: optionalTime("结束时间无效"),
  }),
  v.forward(
    v.check((l) => !l.startTime || !l.endTime || l.endTime.getTime() >= l.startTime.getTime(), "结束时间不能早于开始时间"),
    ["endTime"],
  ),
);

/** Approve (1) or reject (2) one or many sign-ups. */
export const SignupReviewSchema = v.object({
  ids: v.pipe(
    v.array(RecordIdSchema("报名记录无效"), "请选择报名记录"),
    v.minLength(1, "请选择报名记录"),
    v.maxLength(1000, "一次最多审核1000条"),
  ),
  audit: v.picklist([1, 2], "请选择审核结果"),
});

/** A survey answer in words: option ids (several for a multiple choice, comma-separated) become their text. */
export function surveyAnswerText(
  question: { surveyOptions: Pick<FormQuestion["surveyOptions"][number], "optionId" | "questionOption">[] },
  value: string,
) {
  if (!question.surveyOptions.length) return value;
  return value
    .split(",")
    .map((part) => question.surveyOptions.find((o) => String(o.optionId) === part.trim())?.questionOption ?? part)
    .join("、");
}

/** The back office's rows of the activity resources (dates as ISO text), as serialize and figures produce them. */
export type ActivityStepRow = { id: number; activityId: number; title: string; sort: number };
export type ActivityTaskRow = {
  id: number;
  stepId: number;
  title: string;
  kind: TaskKind;
  trainingId: number | null;
  examId: number | null;
  url: string;
  score: number;
  sort: number;
};
export type MedalRow = { id: number; stepId: number | null; name: string; whereType: number; memo: string };
export type MedalLevelRow = {
  id: number;
  medalId: number;
  level: number;
  number: number;
  icon: string;
  iconLighten: string;
  score: number;
  startTime: string | null;
  endTime: string | null;
};
export type ActivitySignupRow = {
  id: number;
  activityId: number;
  userId: number;
  source: string;
  setting: SignSetting[];
  surveySubmit: SurveyAnswer[];
  audit: number;
  createdAt: string;
};
