import * as v from "valibot";
import { defineCall } from "./call";
import type { Page } from "./pager";
import { idLike, intLike, PageSchema, pageSizeSchema } from "./pager";
import {
  APPLICATION_SOURCE_LABEL,
  APPLICATION_STAGES,
  type ApplicationSource,
  type ApplicationStage,
  EDUCATIONS,
  POSITION_TYPES,
  WORK_YEARS,
} from "./zhaopin";

/**
 * The candidate's and visitor's side of recruitment (spec 001 sections 2, 3, 4 and 7 "Recruitment"): the position
 * list and detail, favourites, sending a CV, the applied positions with withdrawing, company positions and job alerts
 * (docs/decisions/0033-recruitment.md).
 */

export const POSITION_MSG = {
  noPosition: "职位不存在或已下线",
  closed: "该职位已停止招聘",
  noCompany: "企业不存在",
  noCv: "您还没有简历，请先创建简历",
  incompleteCv: "您的简历还不完整，请先完善简历",
  wrongCv: "简历不存在",
  already: "您已投递过该职位",
  // Spec 001 section 8, verbatim.
  sent: "投递成功",
  noApplication: "投递不存在",
  cannotWithdraw: "该投递已有结果，无法撤回",
  withdrawn: "已撤回投递",
  alertSaved: "订阅成功，有新职位时将通过站内信通知您",
  alertEmpty: "请先选择至少一个筛选条件",
  alertMax: "最多保存10个职位订阅",
  noAlert: "订阅不存在",
  alertDeleted: "已取消订阅",
} as const;

/** How many job alerts one person may keep. */
export const JOB_ALERT_MAX = 10;
/** Tags a filter may name at once. */
const TAGS_MAX = 5;

/** One of `list`, or "" (any): what the list's selects send; a value off the list fails. */
const choice = (list: readonly string[]) =>
  v.pipe(
    v.optional(v.string("参数错误"), ""),
    v.trim(),
    v.check((x) => x === "" || list.includes(x), "参数错误"),
  );
const place = v.pipe(v.optional(v.string("参数错误"), ""), v.trim(), v.maxLength(30, "参数错误"));

/** tags: an array, or the query string's comma-separated text; positions holding every one of them. */
const TagsSchema = v.pipe(
  v.optional(v.union([v.array(v.string("参数错误")), v.pipe(v.string(), v.maxLength(200, "参数错误"))], "参数错误"), []),
  v.transform((x) => (typeof x === "string" ? x.split(",") : x).map((t) => t.trim()).filter((t) => t !== "")),
  v.maxLength(TAGS_MAX, "筛选条件过多"),
  v.check((list) => list.every((t) => t.length <= 20), "参数错误"),
  v.transform((list) => [...new Set(list)].sort()),
);

/** The position list's filters (spec 001 section 3: tags, positionType, province, city, education, workYears), keyword ours. */
const positionFilterEntries = {
  positionType: choice(POSITION_TYPES),
  education: choice(EDUCATIONS),
  workYears: choice(WORK_YEARS),
  tags: TagsSchema,
  province: place,
  city: place,
  keyword: v.pipe(v.optional(v.string("参数错误"), ""), v.trim(), v.maxLength(30, "关键词最多30个字")),
};
export const PositionFilterSchema = v.object(positionFilterEntries);
export type PositionFilter = v.InferOutput<typeof PositionFilterSchema>;
export const POSITION_FILTER_KEYS = ["positionType", "education", "workYears", "tags", "province", "city", "keyword"] as const;

/** ZhaoPin/PositionList {currentPage, pageSize, ...filters}: open positions, newest first. */
const PositionListSchema = v.object({ currentPage: PageSchema, pageSize: pageSizeSchema(10), ...positionFilterEntries });
export type PositionListInput = v.InferOutput<typeof PositionListSchema>;

const PositionIdSchema = v.object({ id: idLike(POSITION_MSG.noPosition) });

/** ZhaoPin/CollectPosition {companyId, positionId} (spec 001 section 3 "Collect"). */
const CollectSchema = v.object({ companyId: idLike(POSITION_MSG.noPosition), positionId: idLike(POSITION_MSG.noPosition) });

/** Where an application came from: the position page's `?from=` (issue 38 part 7). */
export const APPLICATION_SOURCES = Object.keys(APPLICATION_SOURCE_LABEL) as ApplicationSource[];
/** A `from` the page carries; missing or unknown is the list (an old link, a hand-typed address), never a refusal. */
const SourceSchema = v.optional(v.fallback(v.picklist(APPLICATION_SOURCES), "list" as ApplicationSource), "list");

/**
 * ZhaoPin/SendCV {companyId, positionId, cvId, from?} (spec 001 section 3 "Send CV"); cvId 0 is a person without a
 * CV; `from` is ours (list, search, recommend, share, company).
 */
const SendCvSchema = v.object({
  companyId: idLike(POSITION_MSG.noPosition),
  positionId: idLike(POSITION_MSG.noPosition),
  cvId: v.pipe(v.optional(intLike, 0), v.minValue(0, POSITION_MSG.wrongCv)),
  from: SourceSchema,
});
export type SendCvInput = v.InferOutput<typeof SendCvSchema>;

/** ZhaoPin/PositionListByCompanyID {id, currentPage}: the company's open positions and its profile. */
const CompanyPositionsSchema = v.object({ id: idLike(POSITION_MSG.noCompany), currentPage: PageSchema, pageSize: pageSizeSchema(10) });

/**
 * The applied page's tabs (the pager's key): "all" (or "") every application; "active" those still under way (投递成功,
 * 被查看, 邀请面试, the ones that may be withdrawn); or one stage's own key (sent, viewed, interview, unsuitable, hired,
 * withdrawn).
 */
export const APPLIED_KEYS = ["all", "active", ...APPLICATION_STAGES] as const;
export type AppliedKey = (typeof APPLIED_KEYS)[number];
export const APPLIED_TABS: { key: AppliedKey; label: string }[] = [
  { key: "all", label: "全部" },
  { key: "sent", label: "投递成功" },
  { key: "viewed", label: "被查看" },
  { key: "interview", label: "邀请面试" },
  { key: "unsuitable", label: "不合适" },
  { key: "hired", label: "录用" },
  { key: "withdrawn", label: "已撤回" },
];
/** Stages the candidate may still withdraw from. */
export const WITHDRAWABLE: readonly ApplicationStage[] = ["sent", "viewed", "interview"];

/** ZhaoPin/GetPositionListByUserID {currentPage, key}: the caller's applications, latest change first. */
const AppliedListSchema = v.object({
  currentPage: PageSchema,
  pageSize: pageSizeSchema(10),
  key: v.pipe(
    v.optional(v.string("参数错误"), "all"),
    v.transform((k) => k.trim() || "all"),
    v.picklist(APPLIED_KEYS, "参数错误"),
  ),
});

/** Ours: a person's own application by id (withdraw, delete an alert). */
const OwnIdSchema = v.object({ id: idLike(POSITION_MSG.noApplication) });
const AlertIdSchema = v.object({ id: idLike(POSITION_MSG.noAlert) });

/** The monthly pay as the list shows it: 面议 for 0-0, thousands as K (8-12K), otherwise yuan. */
export function salaryText(min: number, max: number) {
  if (min === 0 && max === 0) return "面议";
  if (min % 1000 === 0 && max % 1000 === 0) return min === max ? `${max / 1000}K` : `${min / 1000}-${max / 1000}K`;
  return min === max ? `${max}元` : `${min}-${max}元`;
}

/** A job alert's filters as one line of text (订阅: 销售 · 本科 · 北京市). */
export function filterText(f: Partial<PositionFilter>) {
  const parts = [f.keyword && `“${f.keyword}”`, f.positionType, f.education, f.workYears, ...(f.tags ?? []), f.province, f.city];
  return parts.filter(Boolean).join(" · ") || "全部职位";
}

/** Whether a filter names anything at all (a job alert of everything is refused). */
export const hasFilter = (f: PositionFilter) => POSITION_FILTER_KEYS.some((k) => (k === "tags" ? f.tags.length > 0 : f[k] !== ""));

/* Outputs. */
export type PositionItem = {
  id: number;
  companyId: number;
  companyName: string;
  companyLogo: string;
  name: string;
  positionType: string;
  salaryMin: number;
  salaryMax: number;
  salaryText: string;
  education: string;
  workYears: string;
  workStyle: string;
  tags: string[];
  province: string;
  city: string;
  publishedAt: string | null;
};
/** 为你推荐: a position matching the CV's job intentions, and why. */
export type RecommendedPosition = PositionItem & { reason: string };

export type CompanyProfile = {
  id: number;
  companyName: string;
  logo: string;
  introduction: string;
  province: string;
  city: string;
  industry: string;
  size: string;
};
type PositionDetail = PositionItem & {
  /** 持证优先: the names of the exams whose certificate the company prefers. */
  preferredCertificates: string[];
  description: string;
  address: string;
  headcount: number;
  expiresAt: string | null;
  /** True while it takes applications (open, not past expiresAt). */
  open: boolean;
};
export type AppliedState = { id: number; stage: ApplicationStage; stageText: string };
export type PositionDetailAnswer = {
  position: PositionDetail;
  company: CompanyProfile;
  /** 1: in the caller's favourites (0 for a visitor). */
  isCollect: 0 | 1;
  /** The caller's application to it, null when none (or a visitor). */
  applied: AppliedState | null;
  /** The caller's CV id, 0 when they have none (or a visitor): what SendCV carries. */
  cvId: number;
};
export type AppliedItem = {
  id: number;
  positionId: number;
  companyId: number;
  positionName: string;
  companyName: string;
  salaryText: string;
  city: string;
  education: string;
  workYears: string;
  stage: ApplicationStage;
  stageText: string;
  /** Whether the candidate may still withdraw it. */
  canWithdraw: boolean;
  createdAt: string;
  updatedAt: string;
};
/** What SendCV's refusal carries when the CV is the reason: the page opens the create-CV or the complete-CV pop-up. */
export type SendCvNeed = { need: "create" } | { need: "complete"; missing: string[] };
export type JobAlert = { id: number; filters: PositionFilter; text: string; createdAt: string; lastSentAt: string | null };

/* The calls (api/modules/zhaopin/positions). */
export const zhaopinPositionListCall = defineCall({ path: "ZhaoPin/PositionList", input: PositionListSchema }).returns<
  Page<PositionItem>
>();
/** Ours: a position's detail page. */
export const zhaopinPositionDetailCall = defineCall({
  path: "ZhaoPin/PositionDetail",
  input: PositionIdSchema,
}).returns<PositionDetailAnswer>();
export const zhaopinCollectPositionCall = defineCall({ path: "ZhaoPin/CollectPosition", input: CollectSchema }).returns<{
  isCollect: 0 | 1;
}>();
export const zhaopinSendCvCall = defineCall({ path: "ZhaoPin/SendCV", input: SendCvSchema }).returns<AppliedState>();
export const zhaopinCompanyPositionsCall = defineCall({
  path: "ZhaoPin/PositionListByCompanyID",
  input: CompanyPositionsSchema,
}).returns<Page<PositionItem> & { company: CompanyProfile }>();
export const zhaopinAppliedListCall = defineCall({ path: "ZhaoPin/GetPositionListByUserID", input: AppliedListSchema }).returns<
  Page<AppliedItem> & { counts: Record<string, number> }
>();
/** Ours: the candidate withdraws one of their applications still under way. */
export const zhaopinWithdrawCvCall = defineCall({ path: "ZhaoPin/WithdrawCV", input: OwnIdSchema }).returns<AppliedState>();
/** Ours: job alerts (订阅职位): save the list's current filter, list them, delete one. */
export const zhaopinSaveJobAlertCall = defineCall({ path: "ZhaoPin/SaveJobAlert", input: PositionFilterSchema }).returns<JobAlert>();
export const zhaopinJobAlertListCall = defineCall({ path: "ZhaoPin/JobAlertList" }).returns<{ list: JobAlert[] }>();
export const zhaopinDeleteJobAlertCall = defineCall({ path: "ZhaoPin/DeleteJobAlert", input: AlertIdSchema }).returns<null>();
/** ZhaoPin/GetRecommendedPositions: 为你推荐 of the signed-in person (1503 signed out). */
export const zhaopinGetRecommendedPositionsCall = defineCall({ path: "ZhaoPin/GetRecommendedPositions" }).returns<{
  /** False: the CV names no job intention to go on. */
  hasIntentions: boolean;
  list: RecommendedPosition[];
}>();
