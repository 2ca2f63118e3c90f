import * as v from "valibot";
import { flag, int, RecordIdSchema, requiredText } from "./admin-form";
import { type JoinsBySource, type PackCourseType, STUDY_MSG } from "./study";

/**
 * The back office of course packs (学习包, docs/decisions/0035-course-packs.md): operators recommend packs, set their
 * interest tree and completion points, and hide a pack or a review with a reason the person reads in a letter.
 * Packs are the learners' to create and delete, so the back office does neither.
 */

export const STUDY_ADMIN_MSG = {
  packHidden: "该学习包已隐藏",
  packNotHidden: "该学习包未隐藏",
  replyHidden: "该评价已隐藏",
  replyNotHidden: "该评价未隐藏",
  treeGone: "所选兴趣方向不存在，请重新选择",
} as const;

/** A pack item's kind as the back office names it (the search's type labels). */
export const PACK_COURSE_TYPE_LABEL: Record<PackCourseType, string> = { 1: "直播", 2: "课程" };

/** Ours: the most points one pack pays for finishing it. */
const PACK_SCORE_MAX = 1000;
const scoreMessage = `完成奖励积分须为0到${PACK_SCORE_MAX}的整数`;

/** What an operator changes on a pack; its title, memo and items stay the creator's. */
export const PackOperatorSchema = v.object({
  recommended: flag("请选择是否推荐"),
  packScore: int(0, PACK_SCORE_MAX, scoreMessage),
  treelist: v.pipe(
    v.nullish(v.array(RecordIdSchema(STUDY_ADMIN_MSG.treeGone), STUDY_ADMIN_MSG.treeGone), []),
    v.transform((ids) => [...new Set(ids)]),
    v.maxLength(10, STUDY_MSG.treeMax),
  ),
});

/** Hiding a pack or a review: the reason goes into the letter to its creator or author. */
export const StudyHideSchema = v.object({
  reason: requiredText(200, "请填写隐藏原因", "隐藏原因不能超过200个字"),
});

/** The pack's page as its creator opens it from the letter (a hidden pack still shows to them). */
export const packPagePath = (pack: { id: number; title: string }) => `/study/detail?id=${pack.id}&name=${encodeURIComponent(pack.title)}`;

/** A learner's pack as operators see it, with its creator, published items, joins per channel and reviews (dates as ISO text). */
export type CoursePackRow = {
  id: number;
  creatorId: number;
  title: string;
  memo: string;
  treelist: number[];
  packScore: number;
  hiddenAt: string | null;
  hiddenReason: string;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  shared: boolean;
  recommended: boolean;
  hidden: boolean;
  deleted: boolean;
  creatorName: string;
  creatorMobile: string;
  courseNum: number;
  joinNum: number;
  joinsBySource: JoinsBySource;
  replyNum: number;
};

/** A pack's course (courseType 2) or live session (1), with its title, public id and whether it is published. */
export type CoursePackItemRow = {
  id: number;
  packId: number;
  courseType: number;
  courseId: number | null;
  trainingId: number | null;
  sort: number;
  createdAt: string;
  title: string;
  strId: string;
  published: boolean;
};

/** A member's review of a pack, with the pack's title and its author (name, masked number). */
export type CoursePackReplyRow = {
  id: number;
  packId: number;
  userId: number;
  content: string;
  score: number;
  hiddenAt: string | null;
  createdAt: string;
  hidden: boolean;
  packTitle: string;
  authorName: string;
  authorMobile: string;
};
