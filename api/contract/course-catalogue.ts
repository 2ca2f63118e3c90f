import * as v from "valibot";
import { defineCall } from "./call";
import type { CourseItem, CoursePage } from "./course";
import { IdListSchema, intLike, PageSchema, pageSizeSchema } from "./pager";

/** The course setting's tag groups (spec 001 section 3), each a kind of learning tag (TAG_KINDS). */
export const SETTING_TAG_GROUPS = ["resources", "theme", "target", "product", "gangwei", "growstep", "certs", "usertar"] as const;
export type SettingTagGroup = (typeof SETTING_TAG_GROUPS)[number];

/** Center3's query filters (spec 001: target, resources, product, industry, gangwei, growstep, certs, usertar, isHot). */
export const CENTER3_GROUPS = ["industry", "target", "resources", "product", "gangwei", "growstep", "certs", "usertar"] as const;

/** 热门 only (1) or any (0); the query string sends it as text. */
const HotSchema = v.pipe(
  v.optional(v.picklist([0, 1, "0", "1", ""], "参数错误"), 0),
  v.transform((x) => (Number(x) === 1 ? 1 : 0)),
);

/** Each group's chosen ids (empty is any); Center3 has no theme (spec 001). */
const { theme, ...center3Lists } = {
  industry: IdListSchema,
  ...(Object.fromEntries(SETTING_TAG_GROUPS.map((g) => [g, IdListSchema])) as Record<SettingTagGroup, typeof IdListSchema>),
};

/** The course setting (moocTraSeting): the groups' chosen ids, 热门 only, and a sub-category. */
const CourseSettingSchema = v.object({
  ...center3Lists,
  theme,
  isHot: HotSchema,
  /** A category chosen inside the page's type; 0 is the whole type. */
  ChildrenId: v.optional(v.pipe(intLike, v.minValue(0, "参数错误")), 0),
});

/** MoocTraining/Certification(3): {type, moocTraSeting, basePager}; type is the category (courses.categoryId), 0 all. */
const CertificationPagerSchema = v.object({
  type: v.optional(v.pipe(intLike, v.minValue(0, "参数错误")), 0),
  moocTraSeting: v.optional(CourseSettingSchema, {}),
  basePager: v.optional(v.object({ currentPage: PageSchema, pageSize: pageSizeSchema(12) }), {}),
});
export type CertificationPager = v.InferOutput<typeof CertificationPagerSchema>;

/** MoocTraining/Center3: the filters as the page's query names them, and the page. */
const Center3PagerSchema = v.object({
  currentPage: PageSchema,
  pageSize: pageSizeSchema(12),
  ...center3Lists,
  isHot: HotSchema,
});
export type Center3Pager = v.InferOutput<typeof Center3PagerSchema>;

/* Outputs. */
type TagOption = { id: number; name: string };
/** The filter panel's options: training industries and the learning tags of every setting group. */
export type CourseSettingOptions = { industry: { id: number; title: string }[] } & Record<SettingTagGroup, TagOption[]>;

/** A course of a certification page: isLearned 1 once the signed-in person finished it (always 0 for visitors). */
type CertificationItem = CourseItem & { isLearned: 0 | 1 };
export type CertificationPage = {
  list: CertificationItem[];
  pager: CoursePage["pager"];
  traSeting: CourseSettingOptions;
  /** The categories that hold published courses: the page's type tabs. */
  cates: TagOption[];
  /**
   * Spec 001 lists isLearned beside traSeting: 1 when the signed-in person finished every course the filters match
   * (the category learned through), else 0.
   */
  isLearned: 0 | 1;
};
export type Center3Page = CoursePage & { traSeting: CourseSettingOptions };

/* The calls (the server's course module). */
export const moocCertificationCall = defineCall({
  path: "MoocTraining/Certification",
  input: CertificationPagerSchema,
}).returns<CertificationPage>();
/** The variant layout of the same answer. */
export const moocCertification3Call = defineCall({
  path: "MoocTraining/Certification3",
  input: CertificationPagerSchema,
}).returns<CertificationPage>();
export const moocCenter3Call = defineCall({ path: "MoocTraining/Center3", input: Center3PagerSchema }).returns<Center3Page>();
