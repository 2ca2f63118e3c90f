import * as v from "valibot";
import { flag, int, RecordIdSchema, requiredText, text } from "./admin-form";
import { GROW_TASK_KINDS, type GrowTaskKind } from "./growplan";

/** What the back office writes for growth plans, their stages and tasks (operators only). */

/** Interest option ids (one category's); an empty list serves any. */
const optionIds = (message: string) => v.pipe(v.nullish(v.array(RecordIdSchema(message), message), []), v.maxLength(50, message));

export const GrowPlanFormSchema = v.object({
  name: requiredText(50, "请输入计划名称", "计划名称不能超过50个字"),
  summary: text(500, "计划简介不能超过500个字"),
  postIds: optionIds("请选择适用岗位"),
  stageIds: optionIds("请选择适用成长阶段"),
  industryIds: optionIds("请选择适用行业"),
  isSpecial: flag("请选择是否为专项计划"),
  published: flag("请选择是否发布"),
});
export type GrowPlanForm = v.InferOutput<typeof GrowPlanFormSchema>;

export const GrowPlanStepSchema = v.object({
  planId: RecordIdSchema("请选择成长计划"),
  title: requiredText(100, "请输入阶段标题", "阶段标题不能超过100个字"),
  sort: v.nullish(int(0, 9999, "排序须为0-9999的整数"), 0),
});

/** A task names exactly what its kind says: a course, a live session or an exam. */
export const GrowPlanTaskSchema = v.pipe(
  v.object({
    stepId: RecordIdSchema("请选择阶段"),
    title: requiredText(100, "请输入任务标题", "任务标题不能超过100个字"),
    kind: v.picklist(GROW_TASK_KINDS, "请选择任务类型"),
    courseId: v.nullish(RecordIdSchema("请选择课程"), null),
    trainingId: v.nullish(RecordIdSchema("请选择直播课程"), null),
    examId: v.nullish(RecordIdSchema("请选择考试"), null),
    sort: v.nullish(int(0, 9999, "排序须为0-9999的整数"), 0),
  }),
  v.forward(
    v.check((t) => t.kind !== "course" || t.courseId !== null, "请选择课程"),
    ["courseId"],
  ),
  v.forward(
    v.check((t) => t.kind !== "live" || t.trainingId !== null, "请选择直播课程"),
    ["trainingId"],
  ),
  v.forward(
    v.check((t) => t.kind !== "exam" || t.examId !== null, "请选择考试"),
    ["examId"],
  ),
  v.transform((t) => ({
    ...t,
    courseId: t.kind === "course" ? t.courseId : null,
    trainingId: t.kind === "live" ? t.trainingId : null,
    examId: t.kind === "exam" ? t.examId : null,
  })),
);

/** A growth plan as the back office lists, shows and edits it (dates as ISO text). */
export type GrowPlanRow = {
  id: number;
  name: string;
  summary: string;
  postIds: number[];
  stageIds: number[];
  industryIds: number[];
  isSpecial: boolean;
  published: boolean;
  createdAt: string;
};

/** A plan's stage. */
export type GrowPlanStepRow = { id: number; planId: number; title: string; sort: number };

/** A stage's task: exactly the course, session or exam its kind says. */
export type GrowPlanTaskRow = {
  id: number;
  stepId: number;
  title: string;
  kind: GrowTaskKind;
  courseId: number | null;
  trainingId: number | null;
  examId: number | null;
  sort: number;
};
