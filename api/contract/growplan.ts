import * as v from "valibot";
import { defineCall } from "./call";
import { INT_MAX, idLike, intLike, type Page, PageSchema, pageSizeSchema } from "./pager";
import { alsoNamed } from "./spec-names";

/** What a growth plan task sends the person to: a course, a live session or a certification exam. */
export const GROW_TASK_KINDS = ["course", "live", "exam"] as const;
export type GrowTaskKind = (typeof GROW_TASK_KINDS)[number];
export const GROW_TASK_KIND_LABELS = { course: "课程", live: "直播", exam: "考试" } as const satisfies Record<GrowTaskKind, string>;

/** The start form's messages (spec 001 section 5 "Growth plan start", verbatim) and the calls' own. */
export const GROW_MSG = {
  post: "请选中岗位",
  stage: "请选中成长阶段",
  industry: "请选中行业",
  customPost: "请填写岗位",
  customPostTooLong: "岗位不能超过20个字",
  noPlan: "暂无适合您的成长计划，请换个选择试试",
  notStarted: "请先选择您的成长计划",
  planMissing: "成长计划不存在",
  taskMissing: "任务不存在",
  month: "请选择2021年9月至今的月份",
} as const;

/** The post select's value for 自定义: the person writes their post instead of choosing one. */
export const CUSTOM_POST = "custom";
/** The learn record's first month (spec: the record starts in September 2021). */
export const LEARN_RECORD_FROM = "2021-09";

/** A chosen option id from a select (a number or its digits; '' or 0 is none), failing with `message`. */
const chosen = (message: string) =>
  v.pipe(
    v.optional(v.union([v.number(message), v.string(message)], message), 0),
    v.transform((x) => (typeof x === "string" ? (x.trim() === "" ? 0 : Number(x)) : x)),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(INT_MAX, message),
  );

/** The post select: an option id or CUSTOM_POST. */
const PostSchema = v.pipe(
  v.optional(v.union([v.number(GROW_MSG.post), v.string(GROW_MSG.post)], GROW_MSG.post), ""),
  v.transform((x) => String(x).trim()),
  v.check((s) => s === CUSTOM_POST || (/^[1-9]\d{0,9}$/.test(s) && Number(s) <= INT_MAX), GROW_MSG.post),
);

/** The spec's post without an option id (none, 0, -1 or 自定义's value) with its text: a post the person wrote. */
const specCustomPost = (o: Record<string, unknown>) =>
  o.post === undefined &&
  typeof o.postval === "string" &&
  o.postval.trim() !== "" &&
  [undefined, "", 0, -1, "0", "-1", CUSTOM_POST].includes(o.postid as never)
    ? { ...o, post: CUSTOM_POST, customPost: o.postval }
    : o;

/**
 * GrowPlan/Start: the post (an interest option of category 2, or 自定义 with its text), the growth stage (category 4)
 * and the industry (category 3). The same schema checks the portal's form and the payload. A spec client's names
 * are taken too (spec 001: postid, postval, posteid, stageval, industryid, industryval): the ids choose, the values
 * are the options' words, except postval beside no post id, which is the person's own post.
 */
export const GrowStartSchema = v.pipe(
  v.looseObject({}),
  // Taken: postval as said above; stageval and industryval are the chosen options' words, which their ids decide.
  v.metadata({ alsoNamed: ["postval", "stageval", "industryval"] }),
  v.transform(specCustomPost),
  alsoNamed({ post: "postid", stage: "posteid", industry: "industryid" }),
  v.object({
    post: PostSchema,
    customPost: v.pipe(
      v.optional(v.nullable(v.string(GROW_MSG.customPost)), ""),
      v.transform((s) => (s ?? "").trim()),
      v.maxLength(20, GROW_MSG.customPostTooLong),
    ),
    stage: chosen(GROW_MSG.stage),
    industry: chosen(GROW_MSG.industry),
  }),
  v.forward(
    v.check((s) => s.post !== CUSTOM_POST || s.customPost !== "", GROW_MSG.customPost),
    ["customPost"],
  ),
  v.transform((s) => ({
    postId: s.post === CUSTOM_POST ? null : Number(s.post),
    customPost: s.post === CUSTOM_POST ? s.customPost : "",
    stageId: s.stage,
    industryId: s.industry,
  })),
);
export type GrowStart = v.InferOutput<typeof GrowStartSchema>;

/**
 * GrowPlan/PlanList: planType 0 all tasks, 1-3 one kind (GROW_TASK_KINDS' order); planId 0 is the person's own plan,
 * another plan only when it is a special plan (isSpecial 1).
 */
const PlanListSchema = v.object({
  planType: v.pipe(v.optional(intLike, 0), v.minValue(0, "参数错误"), v.maxValue(3, "参数错误")),
  planId: v.pipe(v.optional(intLike, 0), v.minValue(0, GROW_MSG.planMissing)),
  isSpecial: v.optional(v.picklist([0, 1, "0", "1"], "参数错误"), 0),
});

const TaskIdSchema = v.object({ taskId: idLike(GROW_MSG.taskMissing) });
const PlanIdSchema = v.object({ planId: v.pipe(v.optional(intLike, 0), v.minValue(0, GROW_MSG.planMissing)) });

/** GrowPlan/LearnRecord: one month ('YYYY-MM', LEARN_RECORD_FROM to this month; '' every month), newest day first. */
const LearnRecordSchema = v.object({
  month: v.pipe(
    v.optional(v.string(GROW_MSG.month), ""),
    v.trim(),
    v.check((m) => m === "" || /^\d{4}-(0[1-9]|1[0-2])$/.test(m), GROW_MSG.month),
  ),
  currentPage: PageSchema,
  pageSize: pageSizeSchema(20),
});

/* Outputs. */
/** A task with the person's status: 0 not begun, 1 under way (course studied, session signed up), 2 done. */
export type GrowTask = { id: number; stepId: number; title: string; kind: GrowTaskKind; status: 0 | 1 | 2; statusText: string };
type GrowStep = { id: number; title: string; tasks: GrowTask[] };
type GrowPlanCard = { id: number; name: string; summary: string; isSpecial: number };
/** The person's choice as the plan page heads it (titles; customPost when they wrote their own). */
type GrowChoice = { post: string; stage: string; industry: string; startedAt: string };
export type PlanList = { plan: GrowPlanCard; contentModel: GrowChoice | null; list: GrowStep[] };
/** One learn record row: a Beijing day and a course with the seconds studied. */
export type LearnRecordRow = { day: string; courseId: string; title: string; seconds: number };
export type SpecialExam = { taskId: number; title: string; examId: number; passed: number; url: string };

/* The calls (the server's growplan module). */
export const growPlanStartCall = defineCall({ path: "GrowPlan/Start", input: GrowStartSchema }).returns<{ planId: number }>();
export const growPlanPlanListCall = defineCall({ path: "GrowPlan/PlanList", input: PlanListSchema }).returns<PlanList>();
export const growPlanGetUserTaskStatusCall = defineCall({ path: "GrowPlan/GetUserTaskStatus", input: TaskIdSchema }).returns<{
  url: string;
  status: number;
}>();
export const growPlanLearnRecordCall = defineCall({ path: "GrowPlan/LearnRecord", input: LearnRecordSchema }).returns<
  Page<LearnRecordRow> & { totalSeconds: number }
>();
export const growPlanSpecialExam3Call = defineCall({ path: "GrowPlan/SpecialExam3", input: PlanIdSchema }).returns<{
  list: SpecialExam[];
}>();
