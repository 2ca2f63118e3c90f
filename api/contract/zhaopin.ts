/**
 * Recruitment (招聘, spec 001 sections 2, 3, 4, 5 "CV", 7 "Grading and recruitment", 9 "Recruitment"): the option
 * lists, states and limits the CV, the position pages and the hiring back office share
 * (docs/decisions/0033-recruitment.md). Options are stored as their Chinese labels, as the spec's pages send them.
 */

/** Spec 001 section 3, "Option lists". */
export const EDUCATIONS = ["高职", "专科", "本科", "研究生", "博士"] as const;
export const WORK_STYLES = ["全职", "兼职"] as const;
export const WORK_YEARS = ["1年以内", "1-3年", "3-5年", "5-10年", "10年以上"] as const;
export const JOB_STATUS_LABEL: Record<number, string> = {
  0: "暂无考虑",
  1: "考虑机会",
  2: "一月内到岗",
  3: "三月内到岗",
  4: "随时到岗",
};
/** -1: not chosen yet (the spec's unset value for sex and job status). */
export const UNSET = -1;
export const SEX_LABEL: Record<number, string> = { 1: "男", 2: "女" };

/** Ages the CV offers, and what an age of 0 or less becomes (spec 001 sections 5 "CV" and 9). */
export const CV_AGE_MIN = 18;
export const CV_AGE_MAX = 60;
export const CV_AGE_DEFAULT = 22;
/** An empty province becomes this one (spec 001 section 5 "CV"). */
export const CV_PROVINCE_DEFAULT = "北京";
/** The selects' placeholders: a value equal to one is no choice (spec 001 section 5 "CV"). */
export const PLACEHOLDER = { education: "学历", workYears: "工作经验" } as const;

/** Ours: the spec names position types and salary ranges without listing them. */
export const POSITION_TYPES = [
  "广告优化师",
  "销售",
  "客户经理",
  "运营",
  "市场营销",
  "内容创作",
  "设计",
  "数据分析",
  "技术开发",
  "其他",
] as const;
export const SALARY_RANGES = ["3K以下", "3-5K", "5-8K", "8-12K", "12-20K", "20-30K", "30K以上", "面议"] as const;
/** A position may ask for any education or experience: "不限" beside the CV's own lists. */
export const ANY = "不限";
/** Ours: the company profile's size choices. */
export const COMPANY_SIZES = ["20人以下", "20-99人", "100-499人", "500-999人", "1000-9999人", "10000人以上"] as const;

/**
 * A position's life in the back office: draft (HR writing) -> open (listed, takes applications) <-> closed. An
 * operator's suspension is a separate flag, so the company cannot undo it by reopening; an expired open position is
 * listed no more and takes no application.
 */
export const POSITION_STATUSES = ["draft", "open", "closed"] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];
export const POSITION_STATUS_LABEL: Record<PositionStatus, string> = { draft: "草稿", open: "招聘中", closed: "已关闭" };

/**
 * An application as HR moves it (each change a letter to the candidate): sent -> viewed -> interview -> hired, or
 * unsuitable from any of them; the candidate may withdraw one that is not yet decided.
 */
export const APPLICATION_STAGES = ["sent", "viewed", "interview", "unsuitable", "hired", "withdrawn"] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];
export const APPLICATION_STAGE_LABEL: Record<ApplicationStage, string> = {
  sent: "投递成功",
  viewed: "被查看",
  interview: "邀请面试",
  unsuitable: "不合适",
  hired: "录用",
  withdrawn: "已撤回",
};

/** Where an application came from (issue 38 part 7): SendCV's `from`, the detail page's `?from=`. */
export const APPLICATION_SOURCE_LABEL = {
  list: "职位列表",
  search: "搜索",
  recommend: "为你推荐",
  share: "分享链接",
  company: "公司主页",
} as const;
export type ApplicationSource = keyof typeof APPLICATION_SOURCE_LABEL;

/** Spec 001 section 5 "CV": what CheckPublicCV reports missing, verbatim. */
export const CV_MISSING = {
  base: "基本信息未完善",
  work: "工作经历未完善",
  intention: "求职意向未完善",
  education: "教育经历未完善",
} as const;

/** Recruitment pages' infinite scroll (spec 001 sections 2 and 9): trigger margin, lock after a trigger, arm delay. */
export const ZHAOPIN_SCROLL = { marginPx: 20, lockMs: 200, armMs: 1000 } as const;
