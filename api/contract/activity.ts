import * as v from "valibot";
import { defineCall } from "./call";
import { idLike } from "./pager";
import { requiredOnTheWire } from "./spec-spelling";
import { TASK_VISIT_MSG } from "./task-visit";

/** Sign-up form field type ids (spec 000 section 3); any other id is a plain text field. */
export const FIELD_TYPE = { industry: 2, city: 3, email: 6, qq: 7, wechat: 8, mainCompany: 12 } as const;

const ACTIVITY_MSG = {
  email: "请检查邮箱格式",
  qq: "请检查QQ格式",
  wechat: "请检查微信号格式",
  mainCompany: "请重新选择公司主体",
  survey: "请填写必填项",
  agree: "请阅读并同意活动协议",
  required: (name: string) => `请填写${name}`,
} as const;

/** Medal and score claims (spec 001 section 4): this data means there was nothing to claim. */
export const NOTHING_TO_CLAIM = "没有需要领取项";

/** One profile field of the form, as the operator set it and the activity keeps it. */
export type FormField = { name: string; typeId: number; isRequired: number };
type SurveyOption = { optionId: number; questionId: number; questionOption: string; isOther: number };
/** One survey question of the form, as the activity keeps it. */
export type FormQuestion = {
  id: number;
  questionType: number;
  questionName: string;
  isRequired: number;
  surveyOptions: SurveyOption[];
};

/** The same on the wire (activity/detail, the form the portal checks), in the spec's spelling. */
export type SignField = Omit<FormField, "isRequired"> & { isRequireded: number };
export type SurveyQuestion = Omit<FormQuestion, "isRequired"> & { isRequireded: number };

/** An activity's form as the portal reads it: the one place our names become the spec's. */
export function formOnTheWire(form: { userDetailList: FormField[]; surveyQuestions: FormQuestion[] }) {
  return {
    userDetailList: form.userDetailList.map(requiredOnTheWire) satisfies SignField[],
    surveyQuestions: form.surveyQuestions.map(requiredOnTheWire) satisfies SurveyQuestion[],
  };
}

const scalar = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.string(), v.number()])), ""),
    v.transform((x) => (x === null ? "" : String(x).trim())),
    v.maxLength(max, `内容不能超过${max}个字`),
  );

/** One answered field: k the field type id, n its name, d the chosen option's id (pickers), v the value. */
const SignSettingSchema = v.object({ k: idLike("表单字段错误"), n: scalar(50), d: scalar(50), v: scalar(200) });
export type SignSetting = v.InferOutput<typeof SignSettingSchema>;

/** One survey answer; itemId is '0' for the activity form. */
const SurveyAnswerSchema = v.object({
  questionType: v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer("问卷题型错误")),
  questionId: idLike("问卷题目错误"),
  itemId: scalar(20),
  value: scalar(500),
});
export type SurveyAnswer = v.InferOutput<typeof SurveyAnswerSchema>;

/** Activity/ActivitySign: the payload's shape. The rules that depend on the activity's form are in checkActivitySign. */
export const ActivitySignSchema = v.object({
  activityId: idLike("活动不存在"),
  source: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50, "来源不能超过50个字")), ""),
  setting: v.optional(v.pipe(v.array(SignSettingSchema, "表单内容错误"), v.maxLength(50, "表单内容错误")), []),
  surveySubmit: v.optional(v.pipe(v.array(SurveyAnswerSchema, "问卷内容错误"), v.maxLength(500, "问卷内容错误")), []),
  /** The agreement box under the form (spec 000 section 5: submission needs it ticked). */
  agree: v.literal(true, ACTIVITY_MSG.agree),
});
export type ActivitySign = v.InferOutput<typeof ActivitySignSchema>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const QQ = /^[1-9]\d{4,9}$/;
const WECHAT = /^[A-Za-z0-9_-]{5,20}$/;

export type SignIssue = { msg: string; field: string };

/**
 * The form rules of spec 000 section 5 against one activity's form definition; the portal runs it before
 * sending and the api again on arrival. The first problem wins, in the form's order; field names the input.
 */
export function checkActivitySign(
  form: { userDetailList: SignField[]; surveyQuestions: SurveyQuestion[] },
  input: Pick<ActivitySign, "setting" | "surveySubmit">,
): SignIssue | null {
  for (const f of form.userDetailList) {
    const answer = input.setting.find((s) => s.k === f.typeId);
    const value = answer?.v ?? "";
    const field = `setting.${f.typeId}`;
    const required = f.isRequireded === 1;
    if (f.typeId === FIELD_TYPE.mainCompany) {
      if (required && (value === "" || !answer?.d)) return { msg: ACTIVITY_MSG.mainCompany, field };
      continue;
    }
    // Pickers (industry, city) are answered by their option id.
    const given = f.typeId === FIELD_TYPE.industry ? (answer?.d ?? "") : value;
    if (given === "") {
      if (required) return { msg: ACTIVITY_MSG.required(f.name), field };
      continue;
    }
    if (f.typeId === FIELD_TYPE.email && !EMAIL.test(value)) return { msg: ACTIVITY_MSG.email, field };
    if (f.typeId === FIELD_TYPE.qq && !QQ.test(value)) return { msg: ACTIVITY_MSG.qq, field };
    if (f.typeId === FIELD_TYPE.wechat && !WECHAT.test(value)) return { msg: ACTIVITY_MSG.wechat, field };
  }
  for (const q of form.surveyQuestions) {
    if (q.isRequireded !== 1) continue;
    if (!input.surveySubmit.some((a) => a.questionId === q.id && a.value !== "")) {
      return { msg: ACTIVITY_MSG.survey, field: `surveySubmit.${q.id}` };
    }
  }
  return null;
}

const ActivityIdSchema = v.object({ id: idLike("活动不存在") });
const TaskIdSchema = v.object({ taskId: idLike("任务不存在") });
const MedalIdSchema = v.object({ id: idLike("勋章不存在") });

const FinishVisitSchema = v.object({ token: v.pipe(v.string(TASK_VISIT_MSG.invalid), v.maxLength(200, TASK_VISIT_MSG.invalid)) });
const DrawMedalSchema = v.object({ activityId: idLike("活动不存在"), stepId: idLike("勋章不存在") });

/** An activity as its pages show it (times in Beijing, yyyy-MM-dd HH:mm:ss). */
export type ActivityCard = {
  id: number;
  title: string;
  cover: string;
  startTime: string;
  endTime: string;
  contents: string;
  needApprove: number;
  agreement: string;
};
/** The visitor's own sign-up, null without one; audit 0 under review, 1 approved, 2 rejected. */
export type Attend = { id: number; audit: number } | null;
/** Activity/Detail: the activity, its sign-up form and the visitor's sign-up. */
export type ActivityDetail = { activity: ActivityCard; userDetailList: SignField[]; surveyQuestions: SurveyQuestion[]; attend: Attend };

/** isFinish: the server holds the task's evidence; isDraw: its score is claimed. */
export type SpecialTask = { id: number; title: string; score: number; isFinish: number; isDraw: number };
/** A medal level; the visitor holds it when userId is above 0 (spec 001 "Medals"). Times in Beijing, yyyy-MM-dd HH:mm:ss. */
type MedalLevel = {
  id: number;
  medalId: number;
  level: number;
  number: number;
  score: number;
  icon: string;
  iconLighten: string;
  startTime: string | null;
  endTime: string | null;
  userId: number;
};
export type StepMedal = { medal: { id: number; name: string; type: number; whereType: number; memo: string }; list: MedalLevel[] };
type SpecialStep = { id: number; title: string; tasks: SpecialTask[]; medal: StepMedal | null };
/** Activity/Special: steps with tasks and medals, and the visitor's progress; hasSignUp 1: tasks need an approved sign-up. */
export type Special = { activity: ActivityCard; isShare: number; hasSignUp: number; attend: Attend; steps: SpecialStep[] };

/** An activity the home page offers (times in Beijing, yyyy-MM-dd HH:mm:ss); special: it has steps, so it opens as a special topic. */
export type HomeActivity = { id: number; title: string; cover: string; startTime: string; endTime: string; special: boolean };

/** How many activities the home page offers at most. */
export const HOME_ACTIVITY_COUNT = 4;

/* The calls (the server's activity module). */
export const activityDetailCall = defineCall({ path: "Activity/Detail", input: ActivityIdSchema }).returns<ActivityDetail>();
export const activitySpecialCall = defineCall({ path: "Activity/Special", input: ActivityIdSchema }).returns<Special>();
export const activityActivitySignCall = defineCall({ path: "Activity/ActivitySign", input: ActivitySignSchema }).returns<{
  isAp: number;
}>();
export const activityGoFinishTaskCall = defineCall({ path: "Activity/GoFinishTask", input: TaskIdSchema }).returns<{ url: string }>();
/** Activity/FinishVisit {token}: the visited page, open long enough, finishes its visit task (not in the spec). */
export const activityFinishVisitCall = defineCall({ path: "Activity/FinishVisit", input: FinishVisitSchema }).returns<{
  taskId: number;
}>();
export const activityDrawUserMedalCall = defineCall({ path: "Activity/DrawUserMedal", input: DrawMedalSchema }).returns<{
  levels: number[];
}>();
export const activityDrawUserScoreCall = defineCall({ path: "Activity/DrawUserScore", input: TaskIdSchema }).returns<{ score: number }>();
/** The home page's 精彩活动: activities not yet over, the soonest first (not in the spec: their pages had no way in). */
export const activityHomeListCall = defineCall({ path: "Activity/HomeList" }).returns<HomeActivity[]>();
export const myGetmedalCall = defineCall({ path: "my/getmedal", input: MedalIdSchema }).returns<StepMedal & { isShare: number }>();
