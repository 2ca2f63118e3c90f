import * as v from "valibot";
import { defineCall } from "./call";
import { IdListSchema, idLike, intLike, PageSchema } from "./pager";

/**
 * Course packs (spec 001 sections 2, 3, 4, 7 "Course packs", 9 "Packs and lists"; docs/decisions/0035-course-packs.md):
 * the 18 study/* calls, their payloads, answers and messages.
 */

export const STUDY_MSG = {
  noPack: "学习包不存在或已下架",
  notCreator: "只有学习包的创建者可以这样做",
  titleEmpty: "请填写学习包名称",
  titleLong: "学习包名称不能超过30个字",
  memoLong: "学习包简介不能超过200个字",
  treeMax: "最多选择10个兴趣方向",
  noCourse: "课程不存在或已下线",
  inPack: "该课程已在学习包中",
  packFull: "一个学习包最多100门课程",
  notInPack: "该课程不在学习包中",
  keyEmpty: "请输入搜索关键词",
  notShared: "请先开启分享",
  notMember: "请先加入学习包",
  creatorJoin: "这是您创建的学习包",
  replyEmpty: "请填写评价内容",
  replyLong: "评价内容不能超过200个字",
  starEmpty: "请选择评分",
  replied: "您已评价过该学习包",
  notFinished: "学完学习包中的全部课程后才能领取",
  noScore: "该学习包没有积分奖励",
  drawn: "已领取过该学习包的积分",
  sortBad: "排序数据有误",
  // Answers' messages.
  created: "创建成功",
  saved: "保存成功",
  deleted: "删除成功",
  added: "添加成功",
  removed: "移除成功",
  joined: "加入成功",
  left: "已退出学习包",
  sharedOn: "已开启分享",
  submitted: "评价成功",
  sorted: "排序已保存",
} as const;

/** GetCourseList's page size (spec 001 section 9): fewer rows than this means the end. */
export const PACK_SEARCH_PAGE_SIZE = 20;
/** UpdateCourseSort's first order; each next item one less (spec 001 section 9). */
export const PACK_SORT_TOP = 30;
/** The most items one pack holds. */
export const PACK_ITEMS_MAX = 100;

/** A pack item's kind (spec 001 search type labels): 1 live session, 2 course. */
export const PACK_COURSE_TYPES = [1, 2] as const;
export type PackCourseType = (typeof PACK_COURSE_TYPES)[number];

/** How a member came (JoinCoursePackage source): 0 opened it directly, 1 a shared link, 2 the poster's QR code. */
export const JOIN_SOURCES = [0, 1, 2] as const;
export type JoinSource = (typeof JOIN_SOURCES)[number];
export const JOIN_SOURCE_LABEL: Record<JoinSource, string> = { 0: "直接加入", 1: "分享链接", 2: "分享海报" };

/**
 * GetCoursePackageList {type}: 1 recommended (by operators), 2 newest shared packs, 3 mine (created), 4 joined.
 * Types 3 and 4 need a login.
 */
export const PACK_LIST_TYPES = [1, 2, 3, 4] as const;
export type PackListType = (typeof PACK_LIST_TYPES)[number];
export const PACK_LIST_LABEL: Record<PackListType, string> = { 1: "推荐学习包", 2: "最新分享", 3: "我创建的", 4: "我加入的" };

/**
 * GetCourseList {type}: 1 what the creator studied or collected (their courses, newest first; key optional),
 * 2 a keyword search over published courses and live sessions (spec 001 section 5: needs a non-empty key).
 */
export const PACK_SEARCH_TYPES = [1, 2] as const;

const packId = idLike(STUDY_MSG.noPack);
const PackRefSchema = v.object({ packId });

/** AddCoursePackage {title, memo, treelist}: the form's and the server's schema. */
export const PackFormSchema = v.object({
  title: v.pipe(v.string(STUDY_MSG.titleEmpty), v.trim(), v.nonEmpty(STUDY_MSG.titleEmpty), v.maxLength(30, STUDY_MSG.titleLong)),
  memo: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(200, STUDY_MSG.memoLong)),
  treelist: v.pipe(IdListSchema, v.maxLength(10, STUDY_MSG.treeMax)),
});
export type PackForm = v.InferOutput<typeof PackFormSchema>;
/** EditCoursePackage {packId, title, memo, treelist}. */
const PackEditSchema = v.object({ packId, ...PackFormSchema.entries });

/** GetCoursePackageList {type}. */
const PackListSchema = v.object({ type: v.pipe(intLike, v.picklist(PACK_LIST_TYPES, "参数错误")) });
/** GetSelfCoursePackage {treelist}: an empty list means the caller's own interest answers (or none for a visitor). */
const SelfPackSchema = v.object({ treelist: IdListSchema });

/** GetCourseList {packId, type, pageNum, key}. */
const PackSearchSchema = v.pipe(
  v.object({
    packId,
    type: v.pipe(intLike, v.picklist(PACK_SEARCH_TYPES, "参数错误")),
    pageNum: PageSchema,
    key: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(30, "关键词最多30个字")),
  }),
  v.forward(
    v.check((x) => x.type !== 2 || x.key !== "", STUDY_MSG.keyEmpty),
    ["key"],
  ),
);
export type PackSearchInput = v.InferOutput<typeof PackSearchSchema>;

/**
 * AddCourseToPackage {packId, courseID, courseUrl, courseType, strId}: the server goes by courseType and strId (the
 * course's or session's public id); courseID and courseUrl are what the search answered and are not trusted.
 */
const AddCourseSchema = v.object({
  packId,
  courseType: v.pipe(intLike, v.picklist(PACK_COURSE_TYPES, STUDY_MSG.noCourse)),
  strId: v.pipe(v.string(STUDY_MSG.noCourse), v.trim(), v.nonEmpty(STUDY_MSG.noCourse), v.maxLength(64, STUDY_MSG.noCourse)),
  courseID: v.optional(intLike, 0),
  courseUrl: v.optional(v.pipe(v.string(), v.maxLength(500)), ""),
});
export type AddCourseInput = v.InferOutput<typeof AddCourseSchema>;
/** RemoveCourseFromPackage {packId, id}: id is the pack item's. */
const RemoveCourseSchema = v.object({ packId, id: idLike(STUDY_MSG.notInPack) });

/** UpdateCourseSort {packId, ids, orders}: every item of the pack once, orders as the page computed them. */
const SortSchema = v.pipe(
  v.object({
    packId,
    ids: v.pipe(v.array(idLike(STUDY_MSG.sortBad), STUDY_MSG.sortBad), v.maxLength(PACK_ITEMS_MAX, STUDY_MSG.sortBad)),
    orders: v.pipe(v.array(intLike, STUDY_MSG.sortBad), v.maxLength(PACK_ITEMS_MAX, STUDY_MSG.sortBad)),
  }),
  v.check((x) => x.ids.length === x.orders.length && new Set(x.ids).size === x.ids.length, STUDY_MSG.sortBad),
);

/** JoinCoursePackage {packId, shareUserId, source}. */
const JoinSchema = v.object({
  packId,
  shareUserId: v.pipe(v.optional(intLike, 0), v.minValue(0, "参数错误")),
  source: v.pipe(v.optional(intLike, 0), v.picklist(JOIN_SOURCES, "参数错误")),
});
export type JoinInput = v.InferOutput<typeof JoinSchema>;

/** GetStudyCourse {id}: the pack item to study; answers where its player is. */
const StudyCourseSchema = v.object({ id: idLike(STUDY_MSG.notInPack) });

/** AddStudyReply {packId, content, score}: the form's and the server's schema; score is the number of active stars. */
export const ReplyFormSchema = v.object({
  score: v.pipe(intLike, v.minValue(1, STUDY_MSG.starEmpty), v.maxValue(5, STUDY_MSG.starEmpty)),
  content: v.pipe(v.string(STUDY_MSG.replyEmpty), v.trim(), v.nonEmpty(STUDY_MSG.replyEmpty), v.maxLength(200, STUDY_MSG.replyLong)),
});
export type ReplyForm = v.InferOutput<typeof ReplyFormSchema>;
const ReplySchema = v.object({ packId, ...ReplyFormSchema.entries });

/* Outputs. */
/** A pack in a list. */
export type PackItem = {
  id: number;
  title: string;
  memo: string;
  treelist: number[];
  creatorId: number;
  creatorName: string;
  /** The first published item's cover ('' when none). */
  cover: string;
  courseNum: number;
  joinNum: number;
  shared: 0 | 1;
  recommended: 0 | 1;
  packScore: number;
  /** Set when the creator deleted it (only in the joined list). */
  deleted: boolean;
};
/** A course or live session in a pack (spec 001 "Course in pack"), in the creator's order. */
export type PackCourse = {
  /** The pack item's id (GetStudyCourse, RemoveCourseFromPackage, UpdateCourseSort). */
  id: number;
  packId: number;
  courseType: PackCourseType;
  /** The course's or session's own id. */
  courseID: number;
  strId: string;
  title: string;
  cover: string;
  /** Where it is studied: the course player /mooctraining/StudyNew/{strId}?name= or the session /Training/Detail/{strId}. */
  courseUrl: string;
  sort: number;
  /** The caller finished it (a course: every lesson; a session: attended). */
  finished: boolean;
};
/** Joins per channel, for the creator. */
export type JoinsBySource = Record<JoinSource, number>;
/** The caller's membership (the spec's user-pack authorization): null when they have not joined. */
export type UserPack = { joinedAt: string; source: JoinSource; replied: boolean; isDraw: boolean };
/** GetCourseListById {packId}: the pack (spec 001 "Pack"), its items and the caller's place in it. */
export type PackDetail = PackItem & {
  courseNum: number;
  finishNum: number;
  /** 1 once the caller drew the pack's points. */
  isDraw: 0 | 1;
  courseList: PackCourse[];
  isCreator: boolean;
  userPack: UserPack | null;
  /** Only for the creator; null otherwise. */
  joinsBySource: JoinsBySource | null;
  replyNum: number;
  /** Average stars of the visible reviews, one decimal (0 when none). */
  replyScore: number;
};
/** A course or session GetCourseList found. */
export type PackSearchItem = {
  courseType: PackCourseType;
  courseID: number;
  strId: string;
  title: string;
  cover: string;
  courseUrl: string;
  /** 1 when it is in the pack already. */
  status: 0 | 1;
};
export type PackReply = { id: number; userName: string; avatar: string; content: string; score: number; createdAt: string };

/* The calls (api/modules/study). */
export const studyPackListCall = defineCall({ path: "study/GetCoursePackageList", input: PackListSchema }).returns<{
  list: PackItem[];
}>();
export const studySelfPackCall = defineCall({ path: "study/GetSelfCoursePackage", input: SelfPackSchema }).returns<{
  list: PackItem[];
}>();
export const studyAddPackCall = defineCall({ path: "study/AddCoursePackage", input: PackFormSchema }).returns<{ packId: number }>();
export const studyEditPackCall = defineCall({ path: "study/EditCoursePackage", input: PackEditSchema }).returns<null>();
export const studyDelPackCall = defineCall({ path: "study/DelCoursePack", input: PackRefSchema }).returns<null>();
export const studyPackDetailCall = defineCall({ path: "study/GetCourseListById", input: PackRefSchema }).returns<PackDetail>();
export const studyPackSearchCall = defineCall({ path: "study/GetCourseList", input: PackSearchSchema }).returns<{
  list: PackSearchItem[];
}>();
/**
 * Answers the new item (status 1); a course that cannot be added (already in the pack, gone, the pack full) fails with
 * code 1, data -1 and the reason, which the page shows in its pop-up for 2 s (spec 001 section 8).
 */
export const studyAddCourseCall = defineCall({ path: "study/AddCourseToPackage", input: AddCourseSchema }).returns<
  PackCourse & { status: 1 }
>();
export const studyRemoveCourseCall = defineCall({ path: "study/RemoveCourseFromPackage", input: RemoveCourseSchema }).returns<{
  status: 0;
}>();
export const studySortCall = defineCall({ path: "study/UpdateCourseSort", input: SortSchema }).returns<null>();
export const studyShareStateCall = defineCall({ path: "study/UpCoursePackState", input: PackRefSchema }).returns<{ shared: 1 }>();
/** The poster as a PNG data URL: the pack's cover, title and a QR code of the creator's share link (source 2). */
export const studyPosterCall = defineCall({ path: "study/GetCoursePackPoster", input: PackRefSchema }).returns<{ poster: string }>();
export const studyJoinCall = defineCall({ path: "study/JoinCoursePackage", input: JoinSchema }).returns<UserPack>();
export const studyLeaveCall = defineCall({ path: "study/RemoveCoursePackage", input: PackRefSchema }).returns<null>();
export const studyCourseCall = defineCall({ path: "study/GetStudyCourse", input: StudyCourseSchema }).returns<{ url: string }>();
/** Points drawn into the ledger, once a person and pack, after finishing every item. */
export const studyDrawScoreCall = defineCall({ path: "study/DrawUserScore", input: PackRefSchema }).returns<{ score: number }>();
export const studyAddReplyCall = defineCall({ path: "study/AddStudyReply", input: ReplySchema }).returns<PackReply>();
/** Members and the creator only (the user-pack authorization); others get STUDY_MSG.notMember. */
export const studyReplyListCall = defineCall({ path: "study/GetStudyReplyList", input: PackRefSchema }).returns<{
  list: PackReply[];
}>();

/** The portal's pack page (spec 001 section 2): `/study/detail?id=&name=&shareuserid=` plus our `source` (1 link, 2 poster). */
export function packSharePath(pack: { id: number; title: string }, shareUserId: number, source: 1 | 2) {
  return `/study/detail?id=${pack.id}&name=${encodeURIComponent(pack.title)}&shareuserid=${shareUserId}&source=${source}`;
}
