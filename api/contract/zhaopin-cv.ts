import * as v from "valibot";
import { defineCall } from "./call";
import { idLike, intLike } from "./pager";
import { CropUploadSchema } from "./upload";
import {
  CV_AGE_DEFAULT,
  CV_AGE_MAX,
  CV_AGE_MIN,
  CV_PROVINCE_DEFAULT,
  EDUCATIONS,
  JOB_STATUS_LABEL,
  PLACEHOLDER,
  POSITION_TYPES,
  SALARY_RANGES,
  WORK_STYLES,
  WORK_YEARS,
} from "./zhaopin";

/**
 * My CV (spec 001 sections 3, 4 and 5 "CV", 7 "Grading and recruitment"): the base info, the description, the job
 * intentions, work and education rows, public or private, and the CV's photo. The pop-ups' forms and the api check
 * the same schemas.
 */

export const CV_MSG = {
  // Spec 001 section 5 "CV", verbatim.
  startAfterEnd: "开始时间不能晚于结束时间",
  // Ours: the spec asks for an inline error without giving its words.
  chineseName: "请输入姓名",
  sex: "请选择性别",
  age: `年龄须在${CV_AGE_MIN}-${CV_AGE_MAX}岁之间`,
  province: "请选择省份",
  city: "请选择城市",
  education: "请选择学历",
  workStyle: "请选择工作性质",
  workYears: "请选择工作经验",
  jobStatus: "请选择求职状态",
  startTime: "请选择开始时间",
  month: "时间格式应为yyyy/MM",
  companyName: "请输入公司名称",
  position: "请输入职位名称",
  university: "请输入学校名称",
  major: "请输入专业",
  positionType: "请选择职位类型",
  salaryRange: "请选择期望薪资",
  tooMany: "最多填写20条",
  noRow: "记录不存在或已删除",
  noCv: "请先填写基本信息，创建简历",
  notYours: "简历不存在",
  incomplete: "简历未完善，暂不能公开",
  saved: "保存成功",
  deleted: "删除成功",
  published: "简历已公开",
  hidden: "简历已隐藏",
  photoDone: "头像更新成功",
} as const;

/** Rows a list may hold (ours: a CV of a career, not a database). */
const CV_LIST_MAX = 20;

/** Trimmed text ("" when absent or null). */
const trimmed = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ""),
    v.transform((s) => (s ?? "").trim()),
  );
/** Trimmed text, at most `max` characters, "" allowed. */
const optText = (max: number) => v.pipe(trimmed("格式错误"), v.maxLength(max, `最多${max}个字`));
/** Trimmed text, required with `empty`, at most `max` characters. */
const reqText = (max: number, empty: string) => v.pipe(trimmed(empty), v.nonEmpty(empty), v.maxLength(max, `最多${max}个字`));

/** One of `options`, or "" when `empty` is not given; the select's placeholder counts as no choice. */
const choice = (options: readonly string[], message: string, required: boolean, placeholder?: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ""),
    v.transform((s) => {
      const t = (s ?? "").trim();
      return t === placeholder ? "" : t;
    }),
    v.check((s) => (s === "" ? !required : options.includes(s)), message),
  );

/** yyyy/MM (spec 001 section 9). */
const MONTH = /^(19|20)\d{2}\/(0[1-9]|1[0-2])$/;
const startMonth = v.pipe(trimmed(CV_MSG.month), v.nonEmpty(CV_MSG.startTime), v.regex(MONTH, CV_MSG.month));
const endMonth = v.pipe(
  trimmed(CV_MSG.month),
  v.check((s) => s === "" || MONTH.test(s), CV_MSG.month),
);

/** An -1-means-unset select (sex, job status) as a number in `allowed`. */
const picked = (allowed: number[], message: string) =>
  v.pipe(
    v.optional(v.union([v.number(message), v.string(message)], message), -1),
    v.transform((x) => (typeof x === "string" ? (x.trim() === "" ? -1 : Number(x)) : x)),
    v.check((n) => allowed.includes(n), message),
  );

/** A row's id: 0 for a new row, else the row's own. */
const rowId = v.pipe(v.optional(intLike, 0), v.minValue(0, CV_MSG.noRow));

/** Start not later than end when both are given ('开始时间不能晚于结束时间'); yyyy/MM compares as text. */
const startNotAfterEnd = (o: { startTime: string; endTime: string }) => !o.startTime || !o.endTime || o.startTime <= o.endTime;

/**
 * ZhaoPin/SetMyCV: the base info pop-up (and the description's, which sends the whole CV). An age of 0 or less is 22,
 * an empty province 北京, the placeholders 学历 and 工作经验 are no choice; each failing field keeps its own message.
 */
export const CvBaseSchema = v.object({
  chineseName: reqText(20, CV_MSG.chineseName),
  sex: picked([1, 2], CV_MSG.sex),
  age: v.pipe(
    v.optional(v.union([v.number(CV_MSG.age), v.string(CV_MSG.age)], CV_MSG.age), 0),
    v.transform((x) => (typeof x === "string" ? Number(x.trim() || "0") : x)),
    v.check((n) => Number.isInteger(n), CV_MSG.age),
    v.transform((n) => (n <= 0 ? CV_AGE_DEFAULT : n)),
    v.minValue(CV_AGE_MIN, CV_MSG.age),
    v.maxValue(CV_AGE_MAX, CV_MSG.age),
  ),
  province: v.pipe(
    optText(30),
    v.transform((s) => s || CV_PROVINCE_DEFAULT),
  ),
  city: reqText(30, CV_MSG.city),
  education: choice(EDUCATIONS, CV_MSG.education, true, PLACEHOLDER.education),
  workStyle: choice(WORK_STYLES, CV_MSG.workStyle, false),
  workYears: choice(WORK_YEARS, CV_MSG.workYears, false, PLACEHOLDER.workYears),
  jobStatus: picked(Object.keys(JOB_STATUS_LABEL).map(Number), CV_MSG.jobStatus),
  description: optText(1000),
});
export type CvBase = v.InferOutput<typeof CvBaseSchema>;

/** A work row (spec 001 section 3): an empty end is 至今. */
const CvWorkSchema = v.pipe(
  v.object({
    id: rowId,
    startTime: startMonth,
    endTime: endMonth,
    companyName: reqText(50, CV_MSG.companyName),
    position: reqText(30, CV_MSG.position),
    salary: optText(20),
  }),
  v.forward(
    v.check((o) => startNotAfterEnd(o), CV_MSG.startAfterEnd),
    ["startTime"],
  ),
);
export type CvWorkInput = v.InferOutput<typeof CvWorkSchema>;

const CvEducationSchema = v.pipe(
  v.object({
    id: rowId,
    startTime: startMonth,
    endTime: endMonth,
    university: reqText(50, CV_MSG.university),
    major: reqText(30, CV_MSG.major),
    education: choice(EDUCATIONS, CV_MSG.education, true, PLACEHOLDER.education),
  }),
  v.forward(
    v.check((o) => startNotAfterEnd(o), CV_MSG.startAfterEnd),
    ["startTime"],
  ),
);
export type CvEducationInput = v.InferOutput<typeof CvEducationSchema>;

/** 求职意向: education, position type, salary range, province and city are all required. */
const CvIntentionSchema = v.object({
  id: rowId,
  education: choice(EDUCATIONS, CV_MSG.education, true, PLACEHOLDER.education),
  positionType: choice(POSITION_TYPES, CV_MSG.positionType, true),
  salaryRange: choice(SALARY_RANGES, CV_MSG.salaryRange, true),
  province: reqText(30, CV_MSG.province),
  city: reqText(30, CV_MSG.city),
});
export type CvIntentionInput = v.InferOutput<typeof CvIntentionSchema>;

/** SetMyCVWork / SetMyCVEducation / SetMyCVPosition {list}: the pop-up's rows saved together. */
const listOf = <S extends v.GenericSchema>(row: S) =>
  v.object({ list: v.pipe(v.array(row, "参数错误"), v.maxLength(CV_LIST_MAX, CV_MSG.tooMany)) });
export const CvWorkListSchema = listOf(CvWorkSchema);
export const CvEducationListSchema = listOf(CvEducationSchema);
export const CvIntentionListSchema = listOf(CvIntentionSchema);

const RowIdSchema = v.object({ id: idLike(CV_MSG.noRow) });
/** The CV's id as the page knows it (0: none yet). */
const CvIdSchema = v.object({ id: v.pipe(v.optional(intLike, 0), v.minValue(0, CV_MSG.notYours)) });
const SetPublicSchema = v.object({
  id: v.pipe(v.optional(intLike, 0), v.minValue(0, CV_MSG.notYours)),
  ispublic: v.pipe(
    intLike,
    v.check((n) => n === 0 || n === 1, "参数错误"),
  ),
});

/* Outputs. */
export type CvView = {
  /** 0 while the person has no CV. */
  id: number;
  userID: number;
  chineseName: string;
  sex: number;
  age: number;
  province: string;
  city: string;
  education: string;
  workStyle: string;
  workYears: string;
  jobStatus: number;
  description: string;
  isPublic: number;
  photo: string;
};
export type CvWork = {
  id: number;
  userID: number;
  startTime: string;
  endTime: string;
  companyName: string;
  salary: string;
  position: string;
};
export type CvEducation = {
  id: number;
  userID: number;
  startTime: string;
  endTime: string;
  university: string;
  major: string;
  education: string;
};
export type CvIntention = {
  id: number;
  userID: number;
  education: string;
  positionType: string;
  salaryRange: string;
  province: string;
  city: string;
};

/* The calls (the server's zhaopin/cv module). */
export const zhaopinGetMyCvCall = defineCall({ path: "ZhaoPin/GetMyCV" }).returns<{ cv: CvView }>();
export const zhaopinSetMyCvCall = defineCall({ path: "ZhaoPin/SetMyCV", input: CvBaseSchema }).returns<{ cv: CvView }>();
export const zhaopinGetMyCvWorkCall = defineCall({ path: "ZhaoPin/GetMyCVWork" }).returns<{ list: CvWork[] }>();
export const zhaopinGetMyCvPositionCall = defineCall({ path: "ZhaoPin/GetMyCVPosition" }).returns<{ list: CvIntention[] }>();
export const zhaopinGetMyCvEducationCall = defineCall({ path: "ZhaoPin/GetMyCVEducation" }).returns<{ list: CvEducation[] }>();
export const zhaopinSetMyCvWorkCall = defineCall({ path: "ZhaoPin/SetMyCVWork", input: CvWorkListSchema }).returns<{ list: CvWork[] }>();
export const zhaopinSetMyCvPositionCall = defineCall({ path: "ZhaoPin/SetMyCVPosition", input: CvIntentionListSchema }).returns<{
  list: CvIntention[];
}>();
export const zhaopinSetMyCvEducationCall = defineCall({ path: "ZhaoPin/SetMyCVEducation", input: CvEducationListSchema }).returns<{
  list: CvEducation[];
}>();
export const zhaopinDeleteMyCvWorkCall = defineCall({ path: "ZhaoPin/DeleteMyCVWork", input: RowIdSchema }).returns<null>();
export const zhaopinDeleteMyCvPositionCall = defineCall({ path: "ZhaoPin/DeleteMyCVPosition", input: RowIdSchema }).returns<null>();
export const zhaopinDeleteMyCvEducationCall = defineCall({ path: "ZhaoPin/DeleteMyCVEducation", input: RowIdSchema }).returns<null>();
/** Going public (1) is refused with the missing texts (data.missing) unless the CV is complete; going private (0) always works. */
export const zhaopinSetPublicCvCall = defineCall({ path: "ZhaoPin/SetPublicCV", input: SetPublicSchema }).returns<{ isPublic: number }>();
/** data: what keeps the CV from going public (CV_MISSING texts), [] when complete. */
export const zhaopinCheckPublicCvCall = defineCall({ path: "ZhaoPin/CheckPublicCV", input: CvIdSchema }).returns<string[]>();
/** The CV's photo: the crop of `base64` described by `data` (JSON); answers the new photo path. */
export const zhaopinSetCvHeadImgCall = defineCall({ path: "zhaopin/SetCVHeadImg", input: CropUploadSchema }).returns<string>();
