import * as v from "valibot";
import { defineCall } from "./call";
import type { CourseItem } from "./course";
import { intLike, type Pager, PageSchema, pageSizeSchema } from "./pager";

/** The tabs of my courses (spec 001: "tabs by type, where 3 means collected"). */
export const MY_COURSE_TYPE = { studying: 1, finished: 2, collected: 3 } as const;
export type MyCourseType = (typeof MY_COURSE_TYPE)[keyof typeof MY_COURSE_TYPE];

/** my/mycourse {currentPage, type}: the page's own list call (spec 001: "post to the page's own URL"). */
const MyCoursePagerSchema = v.object({
  currentPage: PageSchema,
  pageSize: pageSizeSchema(12),
  type: v.pipe(v.optional(intLike, MY_COURSE_TYPE.studying), v.picklist(Object.values(MY_COURSE_TYPE), "参数错误")),
});
export type MyCoursePager = v.InferOutput<typeof MyCoursePagerSchema>;

/**
 * A course of mine: the list item, the share of lessons finished (0-100), when I last studied it (UTC+8, '' never) and
 * the number of the 结业证书 it gave me ('' none).
 */
export type MyCourseItem = CourseItem & { progress: number; lastStudyAt: string; certificateNumber: string };
export type MyCoursePage = { list: MyCourseItem[]; pager: Pager & { type: MyCourseType } };

/** my/trainingattend {currentPage}. */
const TrainingAttendPagerSchema = v.object({ currentPage: PageSchema, pageSize: pageSizeSchema(10) });

/** Where my sign-up stands: a place held, under review, queued, turned down, or used (I entered the room). */
export const ATTEND_STATE_TEXT = {
  signed: "已报名",
  review: "审核中",
  waiting: "候补中",
  rejected: "未通过",
  attended: "已参加",
} as const;
export type AttendState = keyof typeof ATTEND_STATE_TEXT;

/** A live session I signed up for; times are UTC+8 text, timeStatus 1 not begun, 0 live, 2 ended. */
export type AttendedTraining = {
  strId: string;
  title: string;
  imageUrl: string;
  time: string;
  startTime: string;
  timeStatus: number;
  status: AttendState;
  statusText: string;
  /** The live room while live, the replay once ended, for a place held and approved; '' otherwise. */
  roomUrl: string;
};
export type AttendedTrainingPage = { list: AttendedTraining[]; pager: Pager };

/* The calls (the server's my module). */
export const myMycourseCall = defineCall({ path: "my/mycourse", input: MyCoursePagerSchema }).returns<MyCoursePage>();
export const myTrainingattendCall = defineCall({
  path: "my/trainingattend",
  input: TrainingAttendPagerSchema,
}).returns<AttendedTrainingPage>();
