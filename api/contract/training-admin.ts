import * as v from "valibot";
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
import { AreaCodeSchema, MSG } from "./mobile";
import { withMobile } from "./mobile-plan";
import { type AttendAnswer, type AttendSetting, FIELD } from "./training";

export { AUDIT_LABELS as ATTEND_AUDIT_LABELS } from "./admin-form";

/** What the back office writes for live sessions, their categories, sign-up reviews and invite lists (operators only). */

/** Where a sign-up stands: holding a place, queued for one, or given back. */
export const ATTEND_STATUS_LABELS: Record<string, string> = { signed: "已占名额", waiting: "候补中", released: "已释放" };
/** How a person entered a session. */
export const VISIT_KIND_LABELS: Record<string, string> = { live: "直播", replay: "回放" };

export const TrainingCategorySchema = v.object({
  name: requiredText(50, "请输入分类名称", "分类名称不能超过50个字"),
  sort: v.nullish(int(0, 9999, "排序须为0-9999的整数"), 0),
});

const LecturerSchema = v.object({
  name: requiredText(50, "请输入讲师姓名", "讲师姓名不能超过50个字"),
  title: text(100, "讲师头衔不能超过100个字"),
  imgUrl: link("头像地址"),
});

const DetailButtonSchema = v.object({
  auditText: text(200, "审核提示不能超过200个字"),
  auditQrCode: link("审核二维码"),
  auditQrCodeText: text(100, "审核二维码说明不能超过100个字"),
  successText: text(200, "报名成功提示不能超过200个字"),
  successQrCode: link("报名成功二维码"),
  successQrCodeText: text(100, "报名成功二维码说明不能超过100个字"),
});

/** Ids of records to put on a session (its industries, its tags), each once; the api checks they exist. */
function idList(invalid: string, tooMany: string) {
  return v.pipe(
    v.nullish(v.array(RecordIdSchema(invalid), invalid), []),
    v.transform((ids) => [...new Set(ids)]),
    v.maxLength(20, tooMany),
  );
}

/** The catalogue filters (docs/decisions/0008): training industries and learning tags; courses share them. */
export const CatalogueIdsSchema = {
  industryIds: idList("请选择有效的行业", "行业不能超过20个"),
  tagIds: idList("请选择有效的标签", "标签不能超过20个"),
};

export const LecturerListSchema = v.pipe(v.nullish(v.array(LecturerSchema), []), v.maxLength(20, "讲师不能超过20位"));

export const TrainingFormSchema = v.pipe(
  v.object({
    title: requiredText(100, "请输入课程标题", "课程标题不能超过100个字"),
    categoryId: v.nullish(RecordIdSchema("请选择有效的分类"), null),
    ...CatalogueIdsSchema,
    startAt: time("请选择开始时间"),
    endAt: time("请选择结束时间"),
    cover: link("封面地址"),
    descripts: text(20_000, "课程介绍不能超过20000个字"),
    lecturers: LecturerListSchema,
    qrcode: link("二维码地址"),
    /** Empty texts and codes all round mean the portal's default pop-ups. */
    detailButton: v.nullish(DetailButtonSchema, null),
    siYuQrText: text(200, "私域二维码说明不能超过200个字"),
    joinUrl: link("直播链接"),
    dbUrl: link("回放链接"),
    columnType: v.nullish(int(0, 99, "栏目类型须为0-99的整数"), 0),
    modulesId: v.nullish(int(0, 2_000_000_000, "模块ID须为非负整数"), 0),
    specialColumnId: v.nullish(int(0, 2_000_000_000, "专栏ID须为非负整数"), 0),
    isHot: flag("请选择是否热门"),
    isFeatured: flag("请选择是否精选"),
    published: flag("请选择是否上线"),
    isApprove: flag("请选择报名是否需要审核"),
    directed: flag("请选择是否定向邀请"),
    capacity: v.nullish(int(1, 1_000_000, "名额须为1-1000000的整数，不限请留空"), null),
  }),
  v.forward(
    v.check((t) => t.endAt.getTime() >= t.startAt.getTime(), "结束时间不能早于开始时间"),
    ["endAt"],
  ),
);
export type TrainingForm = v.InferOutput<typeof TrainingFormSchema>;
export type Lecturer = v.InferOutput<typeof LecturerSchema>;

/** Profile fields a session's sign-up form may ask for (the k of a person's answers). */
export const TRAINING_FIELD_LABELS: Record<number, string> = {
  [FIELD.name]: "姓名",
  [FIELD.companyName]: "公司名称",
  [FIELD.position]: "职位",
  [FIELD.department]: "部门",
  [FIELD.email]: "邮箱",
  [FIELD.qq]: "QQ",
  [FIELD.wechat]: "微信号",
  [FIELD.industry]: "行业",
  [FIELD.city]: "城市",
  [FIELD.address]: "地址",
  [FIELD.mainCompany]: "公司主体",
};
const FIELD_IDS = Object.values(FIELD) as number[];

const SignFieldInput = signFieldSchema(FIELD_IDS);

/** A session's sign-up form: the profile fields asked (in order) and the survey. */
export const TrainingSignUpFormSchema = v.object({
  userDetailList: v.pipe(
    v.nullish(v.array(SignFieldInput), []),
    v.check((list) => new Set(list.map((f) => f.typeId)).size === list.length, "同一类型的字段只能添加一个"),
  ),
  surveyQuestions: v.pipe(v.nullish(v.array(SurveyQuestionSchema), []), v.maxLength(50, "问卷题目不能超过50道")),
});
export type TrainingSignUpForm = v.InferOutput<typeof TrainingSignUpFormSchema>;
/** The form as the back office reads it: the session's id and title, flags as switches, every question numbered. */
export type TrainingSignUpFormRow = {
  id: number;
  title: string;
  userDetailList: { name: string; typeId: number; isRequired: boolean }[];
  surveyQuestions: {
    id: number;
    questionType: number;
    questionName: string;
    isRequired: boolean;
    surveyOptions: { optionId: number; questionOption: string; isOther: boolean }[];
  }[];
};

type AnsweredQuestion = { id: number; surveyOptions: { optionId: number; questionOption: string; isOther: number | boolean }[] };
type Answer = { questionId: number; itemId: number; value: string };

/** A question's answers in words: each chosen option's text (an 'other' with what was typed), or the free text. */
export function answerText(question: AnsweredQuestion, answers: Answer[]) {
  return answers
    .filter((a) => a.questionId === question.id)
    .map((a) => {
      const option = question.surveyOptions.find((o) => o.optionId === a.itemId);
      if (!option) return a.value;
      return option.isOther && a.value ? `${option.questionOption}（${a.value}）` : option.questionOption;
    })
    .filter(Boolean)
    .join("、");
}

/** Approve (1) or reject (2) one or many sign-ups. */
export const AttendReviewSchema = v.object({
  ids: v.pipe(
    v.array(RecordIdSchema("报名记录无效"), "请选择报名记录"),
    v.minLength(1, "请选择报名记录"),
    v.maxLength(1000, "一次最多审核1000条"),
  ),
  audit: v.picklist([1, 2], "请选择审核结果"),
});

/** One invited number: +86 unless another area is named; the number must fit its area's numbering plan. */
const inviteeEntries = { areaCode: v.nullish(AreaCodeSchema, "+86") };
const InviteeSchema = withMobile(inviteeEntries, MSG.mobileFormat);

/** The back office's add-one form of a session's invite list. */
export const InviteSchema = withMobile({ trainingId: RecordIdSchema("请选择课程"), ...inviteeEntries }, MSG.mobileFormat);

/** A CSV file of invited mobile numbers, as the browser read it. */
export const InviteImportSchema = v.object({
  trainingId: RecordIdSchema("请选择课程"),
  csv: v.pipe(v.string("请选择CSV文件"), v.nonEmpty("CSV文件是空的"), v.maxLength(200_000, "CSV文件过大，请分批导入")),
});

type InviteRow = { areaCode: string; mobile: string };
type InviteRejection = { line: number; value: string; reason: string };

/**
 * The invite list's rows: one number per line, first column; "+852 51234567" or "+852,51234567" name another area
 * (default +86). A header line without digits is skipped; anything else that is not a valid mobile is reported.
 * Each number is checked as the add-one form checks it (InviteeSchema).
 */
export function parseInviteCsv(csv: string) {
  const accepted: InviteRow[] = [];
  const rejected: InviteRejection[] = [];
  const lines = csv.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  lines.forEach((raw, i) => {
    const cells = raw.split(",").map((c) => c.trim().replace(/^"|"$/g, "").trim());
    const value = cells.filter(Boolean).join(" ");
    if (!value) return;
    if (i === 0 && !/\d/.test(value)) return;
    let areaCode = "+86";
    let number = cells[0];
    const split = /^(\+\d{1,4})\s+(.+)$/.exec(cells[0]);
    if (split) [, areaCode, number] = split;
    else if (/^\+\d{1,4}$/.test(cells[0]) && cells[1]) [areaCode, number] = [cells[0], cells[1]];
    const invitee = v.safeParse(InviteeSchema, { areaCode, mobile: number });
    if (!invitee.success) {
      rejected.push({ line: i + 1, value, reason: MSG.mobileFormat });
      return;
    }
    const row = { areaCode: invitee.output.areaCode, mobile: invitee.output.mobile };
    if (accepted.some((a) => a.areaCode === row.areaCode && a.mobile === row.mobile)) {
      rejected.push({ line: i + 1, value, reason: "文件中重复" });
      return;
    }
    accepted.push(row);
  });
  return { accepted, rejected };
}

/** What the import answers: how many numbers were added, how many were already invited, and the refused lines. */
export type InviteImportResult = { added: number; existing: number; rejected: InviteRejection[] };

/** The back office's rows of a session's sign-ups, invites and visits (dates as ISO text), as serialize produces them. */
export type TrainingAttendRow = {
  id: number;
  trainingId: number;
  userId: number;
  status: string;
  audit: number;
  settings: AttendSetting[];
  survey: AttendAnswer[];
  queuedAt: string;
  createdAt: string;
};
/** A live session as the back office reads and edits it: its form with times as ISO text, and what only the server sets. */
export type TrainingRow = Omit<
  Switched<TrainingForm, "isHot" | "isFeatured" | "published" | "isApprove" | "directed">,
  "startAt" | "endAt"
> & {
  id: number;
  strId: string;
  startAt: string;
  endAt: string;
  seatsTaken: number;
  createdAt: string;
};
export type TrainingInviteRow = { id: number; trainingId: number; areaCode: string; mobile: string };
export type TrainingVisitRow = { id: number; trainingId: number; userId: number; kind: string; createdAt: string };
export type TrainingIndustryRow = { id: number; title: string; sort: number };
