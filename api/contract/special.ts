import * as v from "valibot";
import { defineCall } from "./call";
import type { CourseItem } from "./course";
import { idLike, intLike, type Page, PageSchema, pageSizeSchema } from "./pager";
import type { TrainingItem } from "./training";

/** What an unknown or unpublished special column answers. */
export const SPECIAL_NOT_FOUND = "专栏不存在或已下线";

/* Inputs. */
/** learning/GetSpecialList: the published special columns. */
const SpecialListPagerSchema = v.object({ currentPage: PageSchema, pageSize: pageSizeSchema(12) });

/** MoocTraining/GetSpecial: the page head; roleId 0 shows every tab, otherwise the tabs for everyone and that role. */
const SpecialRefSchema = v.object({
  specialId: idLike(SPECIAL_NOT_FOUND),
  roleId: v.optional(v.pipe(intLike, v.minValue(0, "参数错误")), 0),
});

/** MoocTraining/SpecialTabsCourse, SpecialTabsZhibo: a tab's items (spec 001: special tabs add roleId, tabsId, specialId). */
const SpecialTabsPagerSchema = v.object({
  currentPage: PageSchema,
  pageSize: pageSizeSchema(12),
  specialId: idLike(SPECIAL_NOT_FOUND),
  tabsId: idLike("请选择栏目"),
  roleId: v.optional(v.pipe(intLike, v.minValue(0, "参数错误")), 0),
});
export type SpecialTabsPager = v.InferOutput<typeof SpecialTabsPagerSchema>;
export type SpecialListPager = v.InferOutput<typeof SpecialListPagerSchema>;
export type SpecialRef = v.InferOutput<typeof SpecialRefSchema>;

/* Outputs. */
export type SpecialItem = {
  id: number;
  title: string;
  imageUrl: string;
  summary: string;
  /** Live sessions and courses in its tabs. */
  trainingCount: number;
  courseCount: number;
};
type SpecialTab = { id: number; name: string; roleId: number };
export type Special = SpecialItem & { tabs: SpecialTab[] };

/* The calls (the server's special module). */
export const learningGetSpecialListCall = defineCall({ path: "learning/GetSpecialList", input: SpecialListPagerSchema }).returns<
  Page<SpecialItem>
>();
export const moocGetSpecialCall = defineCall({ path: "MoocTraining/GetSpecial", input: SpecialRefSchema }).returns<Special>();
export const moocSpecialTabsCourseCall = defineCall({
  path: "MoocTraining/SpecialTabsCourse",
  input: SpecialTabsPagerSchema,
}).returns<Page<CourseItem>>();
export const moocSpecialTabsZhiboCall = defineCall({
  path: "MoocTraining/SpecialTabsZhibo",
  input: SpecialTabsPagerSchema,
}).returns<Page<TrainingItem>>();
