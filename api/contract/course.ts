import * as v from "valibot";
import { defineCall } from "./call";
import type { CourseQuizBrief } from "./course-quiz";
import { IdListSchema, idLike, intLike, type Page, PageSchema, pageSizeSchema } from "./pager";
import type { Lecturer } from "./training";

/** What a lesson shows: a video (mp4 or HLS .m3u8) or a PDF document. */
export const LESSON_KINDS = ["video", "document"] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** A lesson counts as finished once this share of its duration has been watched (credited by heartbeats). */
export const LESSON_FINISHED_SHARE = 0.9;
/** The player beats every this many seconds while playing and visible (issue: 15-30 s). */
export const HEARTBEAT_SECONDS = 20;
/** The most one heartbeat may claim; the server also never credits more than the time since the last one. */
export const HEARTBEAT_MAX_CLAIM = 60;

/** A course's public id (the route's {id}). */
const CourseIdSchema = v.pipe(v.string("参数错误"), v.trim(), v.nonEmpty("参数错误"), v.maxLength(64, "参数错误"));

/* Inputs. */
/** MoocTraining/Detail, MoocTraining/StudyNew: {id}. */
const CourseRefSchema = v.object({ id: CourseIdSchema });

/** MoocTraining/Heartbeat: where the player is, and the seconds it played since its last beat. */
const HeartbeatSchema = v.object({
  id: CourseIdSchema,
  lessonId: idLike("请选择课时"),
  position: v.pipe(intLike, v.minValue(0, "参数错误")),
  played: v.pipe(intLike, v.minValue(0, "参数错误"), v.maxValue(HEARTBEAT_MAX_CLAIM, "参数错误")),
});
export type Heartbeat = v.InferOutput<typeof HeartbeatSchema>;

/** MoocTraining/AddComment: the star score and the text. */
export const CourseCommentSchema = v.object({
  id: CourseIdSchema,
  score: v.pipe(intLike, v.minValue(1, "请选择评分"), v.maxValue(5, "请选择评分")),
  content: v.pipe(v.string("请填写评价内容"), v.trim(), v.nonEmpty("请填写评价内容"), v.maxLength(500, "评价内容不能超过500个字")),
});
export type CourseCommentInput = v.InferOutput<typeof CourseCommentSchema>;

/** MoocTraining/GetCommentList: a course's visible comments, newest first. */
const CourseCommentPagerSchema = v.object({ id: CourseIdSchema, currentPage: PageSchema, pageSize: pageSizeSchema(10) });

/** MoocTraining/Collect: keep (1) or let go (0) a course in my courses' collected tab. */
const CourseCollectSchema = v.object({ id: CourseIdSchema, collect: v.picklist([0, 1], "参数错误") });

/** learning/GetCourseCenterList: the course center's pager (spec 001: industry, resources, theme), 0 / empty is any. */
const CourseCenterPagerSchema = v.object({
  currentPage: PageSchema,
  pageSize: pageSizeSchema(12),
  key: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50)), ""),
  cateId: v.optional(intLike, 0),
  isHot: v.optional(intLike, 0),
  columnType: v.optional(intLike, 0),
  specialColumnId: v.optional(intLike, 0),
  /** 0 newest, 1 most learners. */
  orderType: v.optional(intLike, 0),
  industry: IdListSchema,
  resources: IdListSchema,
  theme: IdListSchema,
});
export type CourseCenterPager = v.InferOutput<typeof CourseCenterPagerSchema>;

/* Outputs. */
/** A course in a list (type 2 in mixed lists, spec 001 section 3). */
export type CourseItem = {
  strId: string;
  title: string;
  imageUrl: string;
  descripts: string;
  /** The lecturers' JSON text. */
  lecturer: string;
  cateId: number;
  cate: string;
  isHot: number;
  type: 2;
  lessonCount: number;
  /** Seconds, all lessons. */
  duration: number;
  learners: number;
};
export type CoursePage = Page<CourseItem>;

/** The home page's 继续学习 strip: a begun, unfinished course with the share of lessons finished (0-100). */
export type MyStudyingItem = CourseItem & { progress: number; lastStudyAt: string };

/** A lesson as the detail page lists it; `url` only in MoocTraining/StudyNew (signed in). */
export type CourseLesson = {
  id: number;
  title: string;
  kind: LessonKind;
  duration: number;
  url: string;
  /** The signed-in person's: where to resume (seconds), seconds watched, finished 0/1. */
  position: number;
  watched: number;
  finished: number;
};
/** A chapter with its lessons and its chapter quiz, if it has one. */
export type CourseChapter = { id: number; title: string; lessons: CourseLesson[]; quiz: CourseQuizBrief | null };

/**
 * The signed-in person's course; null for a visitor. `progress` is the share of lessons finished, 0-100; `finished`
 * also waits for the final quiz when there is one. `certificateNumber`: the 结业证书's, '' before one is issued.
 */
export type MyCourse = {
  started: number;
  finished: number;
  collected: number;
  progress: number;
  lastLessonId: number;
  certificateNumber: string;
};

/** A course's detail page. */
export const courseDetailPath = (strId: string) => `/MoocTraining/Detail/${encodeURIComponent(strId)}`;

/** MoocTraining/Detail and MoocTraining/StudyNew. */
export type CourseDetail = {
  strId: string;
  title: string;
  cate: string;
  cateId: number;
  imageUrl: string;
  summary: string;
  lecturer: Lecturer[];
  isHot: number;
  lessonCount: number;
  duration: number;
  learners: number;
  /** The visible comments' average score (one decimal), 0 without any. */
  score: number;
  commentCount: number;
  chapters: CourseChapter[];
  /** The final quiz (结业测验) the course's finish waits for, if it has one. */
  finalQuiz: CourseQuizBrief | null;
  /** Finishing issues a 结业证书. */
  completionCertificate: boolean;
  me: MyCourse | null;
  /** The lesson to open: the last one studied if unfinished, else the first unfinished, else the first. */
  resumeLessonId: number;
};

/** MoocTraining/Heartbeat: what was credited and where the lesson and course now stand. */
export type HeartbeatResult = { credited: number; watched: number; lessonFinished: number; courseFinished: number };

export type CourseComment = { id: number; nickName: string; avatar: string; score: number; content: string; time: string };
/** MoocTraining/GetCommentList: a page, with the person's own comment (null when none or a visitor). */
export type CourseCommentPage = Page<CourseComment> & { mine: CourseComment | null };

/* The calls (the server's course module). */
export const moocDetailCall = defineCall({ path: "MoocTraining/Detail", input: CourseRefSchema }).returns<CourseDetail>();
/** 1503 for a visitor. */
export const moocStudyNewCall = defineCall({ path: "MoocTraining/StudyNew", input: CourseRefSchema }).returns<CourseDetail>();
export const moocHeartbeatCall = defineCall({ path: "MoocTraining/Heartbeat", input: HeartbeatSchema }).returns<HeartbeatResult>();
export const moocGetCommentListCall = defineCall({
  path: "MoocTraining/GetCommentList",
  input: CourseCommentPagerSchema,
}).returns<CourseCommentPage>();
export const moocAddCommentCall = defineCall({ path: "MoocTraining/AddComment", input: CourseCommentSchema }).returns<CourseComment>();
export const moocCollectCall = defineCall({ path: "MoocTraining/Collect", input: CourseCollectSchema }).returns<null>();
/** 1503 for a visitor; at most 6, most recently studied first. */
export const moocGetMyStudyingCall = defineCall({ path: "MoocTraining/GetMyStudying" }).returns<MyStudyingItem[]>();
export const learningGetCourseCenterListCall = defineCall({
  path: "learning/GetCourseCenterList",
  input: CourseCenterPagerSchema,
}).returns<CoursePage>();
