import * as v from "valibot";
import { defineCall } from "./call";
import { IdListSchema, intLike, type Page, PageSchema, pageSizeSchema } from "./pager";

/** Sign-up form field type ids (k of a setting); 6, 7, 8, 12, 2, 3 are the spec's (000 section 3). */
export const FIELD = {
  name: 1,
  industry: 2,
  city: 3,
  companyName: 4,
  position: 5,
  email: 6,
  qq: 7,
  wechat: 8,
  department: 9,
  address: 10,
  mainCompany: 12,
} as const;

/** Survey question types. */
export const QUESTION = { single: 1, multiple: 2, text: 3 } as const;

const SIGNUP_MSG = {
  required: (field: string) => `请填写${field}`,
  email: "请检查邮箱格式",
  qq: "请检查QQ格式",
  wechat: "请检查微信号格式",
  mainCompany: "请重新选择公司主体",
  survey: "请填写必填项",
} as const;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const QQ_RE = /^[1-9]\d{4,9}$/;
const WECHAT_RE = /^[A-Za-z0-9_-]{5,20}$/;

const textLike = (max: number) =>
  v.pipe(
    v.optional(v.union([v.string(), v.number()]), ""),
    v.transform((x) => String(x).trim()),
    v.maxLength(max, `内容不能超过${max}个字`),
  );

const StrIdSchema = v.pipe(v.string("参数错误"), v.trim(), v.nonEmpty("参数错误"), v.maxLength(64, "参数错误"));

/** Calls that name one session: training/apply?id=, GetExistsTraining?id=. */
const TrainingIdSchema = v.object({ id: StrIdSchema });
/** GetExistsTraining3?id=&tra_guid=. */
const TrainingGuidSchema = v.object({ id: StrIdSchema, tra_guid: v.optional(v.pipe(v.string(), v.maxLength(64)), "") });
/** Calls that take {strId}: Live, Review, CancelApply. */
const TrainingStrIdSchema = v.object({ strId: StrIdSchema });

const SettingAnswerSchema = v.object({ k: intLike, n: textLike(50), d: textLike(50), v: textLike(200) });
const SurveyAnswerSchema = v.object({
  questionType: intLike,
  questionId: intLike,
  itemId: v.optional(intLike, 0),
  value: textLike(500),
});

/** training/ApplySetting: the profile fields and survey answers of the sign-up form. */
export const ApplySettingSchema = v.object({
  strid: StrIdSchema,
  setting: v.pipe(v.optional(v.array(SettingAnswerSchema), []), v.maxLength(30)),
  surveySubmit: v.pipe(v.optional(v.array(SurveyAnswerSchema), []), v.maxLength(200)),
});
export type ApplySetting = v.InferOutput<typeof ApplySettingSchema>;
type SettingAnswer = v.InferOutput<typeof SettingAnswerSchema>;
type SurveyAnswer = v.InferOutput<typeof SurveyAnswerSchema>;

/** A sign-up's stored answers (training_attends.settings and .survey), as the back office reads them. */
export type AttendSetting = { k: number; n: string; d: string; v: string };
export type AttendAnswer = { questionType: number; questionId: number; itemId: number; value: string };

/** What a session's form asks (the 1501 answer carries it). */
export type SignUpForm = {
  userDetailList: { name: string; typeId: number; isRequireded: number }[];
  surveyList: {
    id: number;
    questionType: number;
    questionName: string;
    isRequireded: number;
    surveyOptions: { optionId: number; questionId: number; questionOption: string; isOther: number }[];
  }[];
};

export type FormIssue = { field: string; message: string };

function settingIssue(field: SignUpForm["userDetailList"][number], answer: SettingAnswer | undefined): string | null {
  const value = answer?.v ?? "";
  const chosen = answer?.d ?? "";
  if (field.typeId === FIELD.mainCompany) return field.isRequireded && !chosen && !value ? SIGNUP_MSG.mainCompany : null;
  // Selects (industry, city) carry the chosen option id in d; only the first industry level is checked,
  // the hidden sub-level is skipped (spec 000 section 5).
  const given = field.typeId === FIELD.industry || field.typeId === FIELD.city ? chosen || value : value;
  if (!given) return field.isRequireded ? SIGNUP_MSG.required(field.name) : null;
  if (field.typeId === FIELD.email && !EMAIL_RE.test(value)) return SIGNUP_MSG.email;
  if (field.typeId === FIELD.qq && !QQ_RE.test(value)) return SIGNUP_MSG.qq;
  if (field.typeId === FIELD.wechat && !WECHAT_RE.test(value)) return SIGNUP_MSG.wechat;
  return null;
}

function answered(q: SignUpForm["surveyList"][number], answers: SurveyAnswer[]) {
  const mine = answers.filter((a) => a.questionId === q.id);
  if (q.questionType === QUESTION.text) return mine.some((a) => a.value !== "");
  return mine.some((a) => {
    const option = q.surveyOptions.find((o) => o.optionId === a.itemId);
    return option !== undefined && (!option.isOther || a.value !== "");
  });
}

/**
 * Every rule of spec 000 section 5 for one session's form, in the form's order: the first issue per field.
 * The portal runs it before submitting and the server again on training/ApplySetting.
 */
export function signUpIssues(form: SignUpForm, input: Pick<ApplySetting, "setting" | "surveySubmit">): FormIssue[] {
  const issues: FormIssue[] = [];
  form.userDetailList.forEach((field) => {
    const index = input.setting.findIndex((s) => s.k === field.typeId);
    const message = settingIssue(field, input.setting[index]);
    if (message) issues.push({ field: `setting.${field.typeId}`, message });
  });
  for (const q of form.surveyList) {
    if (q.isRequireded && !answered(q, input.surveySubmit)) issues.push({ field: `surveySubmit.${q.id}`, message: SIGNUP_MSG.survey });
  }
  return issues;
}

/** Sign-up results (isAp): 0 signed up, 1 under review, 2 directed session and not invited. */
export const IS_AP = { success: 0, review: 1, notInvited: 2 } as const;

const optionalInt = v.optional(intLike, 0);

/** The catalogue pager (spec 001 section 3): filters absent or 0 / -1 mean any. */
export const TrainingPagerSchema = v.object({
  currentPage: PageSchema,
  pageSize: pageSizeSchema(10),
  key: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50)), ""),
  cateId: optionalInt,
  status: v.optional(intLike, -1),
  isHot: optionalInt,
  columnType: optionalInt,
  specialColumnId: optionalInt,
  orderType: optionalInt,
  /** The training list's filter panel (spec 001): training industries, and learning tags by kind. */
  industry: IdListSchema,
  resource: IdListSchema,
  product: IdListSchema,
  gangwei: IdListSchema,
  /** The schedule list's month, 'YYYY-MM-DD' bounds in UTC+8. */
  start: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(30)), ""),
  end: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(30)), ""),
});
export type TrainingPager = v.InferOutput<typeof TrainingPagerSchema>;

export const HomeLiveListSchema = v.object({
  columnType: optionalInt,
  modulesId: optionalInt,
  specialColumnId: optionalInt,
  num: v.pipe(v.optional(intLike, 5), v.minValue(1), v.maxValue(20)),
});

/** A session in a list (Training/GetList3, GetCateList, LiveSchedulelist, learning/GetHomeLiveList); times are UTC+8 text. */
export type TrainingItem = {
  id: string;
  strId: string;
  title: string;
  imageUrl: string;
  descripts: string;
  /** The lecturers' JSON text ([{name, ...}]). */
  lecturer: string;
  cateId: number;
  cate: string;
  time: string;
  startTime: string;
  endTime: string;
  timeStatus: number;
  sta: number;
  isHot: number;
  type: number;
  isFull: number;
};
export type TrainingPage = Page<TrainingItem>;
/** An option of the training list's filter panel: industries carry a title, learning tags a name. */
type IndustryOption = { id: number; title: string };
type TagOption = { id: number; name: string };
/** Training/GetList3: a page, and the filter panel's options. */
export type TrainingListPage = TrainingPage & {
  traSeting: { industry: IndustryOption[]; resource: TagOption[]; product: TagOption[]; gangwei: TagOption[] };
};
/** Training/GetCateList: a page, with the categories for the tabs and the filter panel's options. */
export type TrainingCatePage = TrainingListPage & { cates: { id: number; name: string }[] };
/** training/LivePreDetail: the month's sessions grouped by UTC+8 day (days without a session are left out). */
export type MonthSchedule = { month: string; start: string; end: string; days: { date: string; list: TrainingItem[] }[] };

/** A lecturer as the back office writes it ({name, title, imgUrl}); older data may carry the picture as Pic. */
export type Lecturer = { name?: string; title?: string; imgUrl?: string; Pic?: string };

/** training/Detail: the session, its phase (sta) and the visitor's own sign-up (times are UTC+8 text). */
export type TrainingDetail = {
  strId: string;
  title: string;
  cate: string;
  cateId: number;
  imageUrl: string;
  descripts: string;
  qrcode: string;
  time: string;
  startTime: string;
  endTime: string;
  now: string;
  sta: number;
  timeStatus: number;
  lecturer: Lecturer[];
  capacity: number | null;
  seatsLeft: number | null;
  directed: number;
  hasForm: number;
  user: number;
  attend: { id: number; audit: number };
  /** 'signed' | 'waiting' | 'released', '' without a sign-up. */
  attendStatus: string;
  position: number;
  /** joinUrl and dbUrl reach only those who may enter ('' otherwise). */
  tra: {
    siYuQrText: string;
    detailButton: string;
    isApprove: number;
    hasJoinUrl: number;
    hasDbUrl: number;
    joinUrl: string;
    dbUrl: string;
  };
};

/** The place a sign-up holds: status 'signed' | 'waiting', position in the queue while waiting. */
type SignUpPlace = { attendId: number; audit: number; status: string; position: number };
/**
 * The sign-up result of spec 000 section 3: {isAp, msg, url, data}. A directed session refuses with the same shape
 * as a failure (code 1, isAp 2, data null).
 */
export type SignUpResult = { isAp: number; msg: string; url: string; data: SignUpPlace };

/** GetExistsTraining: isExists 0/1, the sign-up {id, audit}, status 'signed' | 'waiting' | 'released' | '', queue position. */
export type ExistingSignUp = { isExists: number; attend: { id: number; audit: number }; status: string; position: number };

/** training/Live, training/Review: the room's link; url '' (msg 课程发布中) while there is none. */
export type RoomLink = { url: string; title: string };

/* The calls (the server's training module). */
/** 1501 answers the form to fill first (SignUpFormData). */
export const trainingApplyCall = defineCall({ path: "training/apply", input: TrainingIdSchema }).returns<SignUpResult>();
export const trainingApplySettingCall = defineCall({ path: "training/ApplySetting", input: ApplySettingSchema }).returns<SignUpResult>();
export const trainingCancelApplyCall = defineCall({ path: "training/CancelApply", input: TrainingStrIdSchema }).returns<null>();
export const trainingGetExistsTrainingCall = defineCall({
  path: "Training/GetExistsTraining",
  input: TrainingIdSchema,
}).returns<ExistingSignUp>();
export const trainingGetExistsTraining3Call = defineCall({
  path: "Training/GetExistsTraining3",
  input: TrainingGuidSchema,
}).returns<ExistingSignUp>();
export const trainingLiveCall = defineCall({ path: "training/Live", input: TrainingStrIdSchema }).returns<RoomLink>();
export const trainingReviewCall = defineCall({ path: "training/Review", input: TrainingStrIdSchema }).returns<RoomLink>();
export const trainingDetailCall = defineCall({ path: "training/Detail", input: TrainingIdSchema }).returns<TrainingDetail>();
export const trainingGetList3Call = defineCall({ path: "Training/GetList3", input: TrainingPagerSchema }).returns<TrainingListPage>();
export const trainingGetCateListCall = defineCall({ path: "Training/GetCateList", input: TrainingPagerSchema }).returns<TrainingCatePage>();
export const trainingLiveSchedulelistCall = defineCall({
  path: "training/LiveSchedulelist",
  input: TrainingPagerSchema,
}).returns<TrainingPage>();
export const trainingLivePreDetailCall = defineCall({
  path: "training/LivePreDetail",
  input: TrainingPagerSchema,
}).returns<MonthSchedule>();
export const trainingGetChoiceNessLiveCall = defineCall({ path: "training/GetChoiceNessLive" }).returns<TrainingItem | null>();
export const trainingGetCurrentLiveingPopCall = defineCall({ path: "training/GetCurrentLiveingPop" }).returns<TrainingItem | null>();
