import * as v from "valibot";
import { FIELD_TYPE, type SurveyQuestion } from "./activity";

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

/** Survey question types: one choice, several choices, free text. */
export const QUESTION_TYPE_LABELS: Record<number, string> = { 1: "单选", 2: "多选", 3: "填空" };

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

/** A sign-up's audit state (spec 000 section 4). */
export const SIGNUP_AUDIT_LABELS: Record<number, string> = { 0: "待审核", 1: "已通过", 2: "未通过" };

function text(max: number, tooLong: string) {
  return v.pipe(v.nullish(v.string(), ""), v.trim(), v.maxLength(max, tooLong));
}
function requiredText(max: number, empty: string, tooLong: string) {
  return v.pipe(text(max, tooLong), v.nonEmpty(empty));
}
function int(min: number, max: number, message: string) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}
/** A switch, stored as 0/1; 0/1 itself is accepted too, since the form submits what this schema outputs. */
const flag = (message: string) =>
  v.pipe(v.nullish(v.union([v.boolean(), v.picklist([0, 1])], message), false), v.transform((b) => (b ? 1 : 0)));
/** A moment from DateTimeInput: a Date in the form, an ISO string on the wire. */
function time(message: string) {
  return v.pipe(
    v.union([v.date(message), v.string(message)], message),
    v.transform((x) => new Date(x)),
    v.check((d) => !Number.isNaN(d.getTime()), message),
  );
}
const optionalTime = (message: string) => v.pipe(v.nullish(v.union([v.literal(""), time(message)]), null), v.transform((t) => (t === "" ? null : t)));
/** A link the portal opens: a site path or an http(s) address. */
function link(max: number, message: string) {
  return v.pipe(text(max, message), v.check((s) => s === "" || /^(\/|https?:\/\/)\S*$/.test(s), message));
}
const RecordIdSchema = (message: string) => int(1, 2_000_000_000, message);

const SignFieldInput = v.object({
  name: requiredText(20, "请输入字段名称", "字段名称不能超过20个字"),
  typeId: v.picklist(FIELD_TYPE_IDS, "请选择字段类型"),
  isRequireded: flag("请选择是否必填"),
});

const SurveyOptionInput = v.object({
  optionId: v.nullish(RecordIdSchema("选项无效"), null),
  questionOption: requiredText(100, "请输入选项内容", "选项内容不能超过100个字"),
  isOther: flag("请选择是否为“其他”选项"),
});

const SurveyQuestionInput = v.pipe(
  v.object({
    id: v.nullish(RecordIdSchema("题目无效"), null),
    questionType: v.picklist([1, 2, 3], "请选择题型"),
    questionName: requiredText(200, "请输入题目", "题目不能超过200个字"),
    isRequireded: flag("请选择是否必填"),
    surveyOptions: v.pipe(v.nullish(v.array(SurveyOptionInput), []), v.maxLength(20, "选项不能超过20个")),
  }),
  v.forward(
    v.check((q) => q.questionType === 3 || q.surveyOptions.length >= 2, "选择题至少需要两个选项"),
    ["surveyOptions"],
  ),
);

export const ActivityFormSchema = v.pipe(
  v.object({
    title: requiredText(100, "请输入活动标题", "活动标题不能超过100个字"),
    cover: link(500, "封面地址须以 / 或 http(s):// 开头，且不超过500个字符"),
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
    surveyQuestions: v.pipe(v.nullish(v.array(SurveyQuestionInput), []), v.maxLength(50, "问卷题目不能超过50道")),
  }),
  v.forward(
    v.check((a) => a.endTime.getTime() >= a.startTime.getTime(), "结束时间不能早于开始时间"),
    ["endTime"],
  ),
);
export type ActivityForm = v.InferOutput<typeof ActivityFormSchema>;

export const ActivityStepSchema = v.object({
  activityId: RecordIdSchema("请选择活动"),
  title: requiredText(100, "请输入阶段标题", "阶段标题不能超过100个字"),
  sort: v.nullish(int(0, 9999, "排序须为0-9999的整数"), 0),
});

export const ActivityTaskSchema = v.object({
  stepId: RecordIdSchema("请选择阶段"),
  title: requiredText(100, "请输入任务标题", "任务标题不能超过100个字"),
  url: v.pipe(link(500, "任务链接须以 / 或 http(s):// 开头，且不超过500个字符"), v.nonEmpty("请输入任务链接")),
  score: v.nullish(int(0, 100_000, "积分须为0-100000的整数"), 0),
  sort: v.nullish(int(0, 9999, "排序须为0-9999的整数"), 0),
});

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
    icon: link(500, "图标地址须以 / 或 http(s):// 开头，且不超过500个字符"),
    iconLighten: link(500, "点亮图标地址须以 / 或 http(s):// 开头，且不超过500个字符"),
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
  ids: v.pipe(v.array(RecordIdSchema("报名记录无效"), "请选择报名记录"), v.minLength(1, "请选择报名记录"), v.maxLength(1000, "一次最多审核1000条")),
  audit: v.picklist([1, 2], "请选择审核结果"),
});
export type SignupReview = v.InferOutput<typeof SignupReviewSchema>;

/** The text a person receives when an operator decides on their sign-up. */
export function signupReviewSms(title: string, audit: 1 | 2) {
  return audit === 1
    ? `【学习认证门户】您报名的活动「${title}」已通过审核，请按时参加。`
    : `【学习认证门户】很抱歉，您报名的活动「${title}」未通过审核。`;
}

/** A survey answer in words: option ids (several for a multiple choice, comma-separated) become their text. */
export function surveyAnswerText(question: SurveyQuestion, value: string) {
  if (!question.surveyOptions.length) return value;
  return value
    .split(",")
    .map((part) => question.surveyOptions.find((o) => String(o.optionId) === part.trim())?.questionOption ?? part)
    .join("、");
}
