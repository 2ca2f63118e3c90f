import * as v from "valibot";
import { flag, int, link, RecordIdSchema, requiredText, text } from "./admin-form";
import { LESSON_KINDS, type LessonKind } from "./course";
import { CatalogueIdsSchema, type Lecturer, LecturerListSchema } from "./training-admin";

/** What the back office writes for on-demand courses, their chapters and lessons, and comment moderation (operators only). */

export const LESSON_KIND_LABELS: Record<LessonKind, string> = { video: "视频", document: "文档" };

/** The largest video the back office takes (streamed to storage, docs/decisions/0027-streamed-video-uploads.md). */
export const VIDEO_MAX_BYTES = 2 * 1024 * 1024 * 1024;
export const VIDEO_MSG = {
  badType: "仅支持上传MP4格式的视频",
  tooLarge: "视频不能超过2GB",
  empty: "请选择要上传的视频",
  broken: "上传中断，请重新上传",
} as const;
/** What the video picker offers; the server judges the file by its first bytes. */
export const VIDEO_ACCEPT = ".mp4,video/mp4";

export const CourseFormSchema = v.object({
  title: requiredText(100, "请输入课程标题", "课程标题不能超过100个字"),
  categoryId: v.nullish(RecordIdSchema("请选择有效的分类"), null),
  ...CatalogueIdsSchema,
  cover: link("封面地址"),
  summary: text(20_000, "课程简介不能超过20000个字"),
  lecturers: LecturerListSchema,
  columnType: v.nullish(int(0, 99, "栏目类型须为0-99的整数"), 0),
  specialColumnId: v.nullish(int(0, 2_000_000_000, "专栏ID须为非负整数"), 0),
  isHot: flag("请选择是否热门"),
  published: flag("请选择是否上线"),
  /** 结业证书: finishing the course (every lesson, and the 结业测验 if any) issues a certificate. */
  completionCertificate: flag("请选择是否颁发结业证书"),
});
export type CourseForm = v.InferOutput<typeof CourseFormSchema>;

const sort = v.nullish(int(0, 9999, "排序须为0-9999的整数"), 0);

export const CourseChapterSchema = v.object({
  courseId: RecordIdSchema("请选择课程"),
  title: requiredText(100, "请输入章节名称", "章节名称不能超过100个字"),
  sort,
});

/** Where a lesson may point: a file uploaded here, or an operator's http(s) address, by the extensions its kind plays. */
const LESSON_EXTENSIONS: Record<LessonKind, string> = { video: "mp4|m3u8", document: "pdf" };
const LESSON_URL_MSG: Record<LessonKind, string> = {
  video: "视频地址须为上传的视频或以 .mp4 / .m3u8 结尾的 http(s) 地址",
  document: "文档地址须为上传的PDF或以 .pdf 结尾的 http(s) 地址",
};

function isLessonUrl(kind: LessonKind, url: string) {
  const ext = LESSON_EXTENSIONS[kind];
  const uploaded = new RegExp(`^/uploads/[a-z]+(?:/[A-Za-z0-9_-]+)+\\.(?:${ext})$`);
  const remote = new RegExp(`^https?://[^\\s/?#]+/\\S*\\.(?:${ext})(?:\\?\\S*)?$`, "i");
  return uploaded.test(url) || remote.test(url);
}

export const CourseLessonSchema = v.pipe(
  v.object({
    chapterId: RecordIdSchema("请选择章节"),
    title: requiredText(100, "请输入课时名称", "课时名称不能超过100个字"),
    kind: v.picklist(LESSON_KINDS, "请选择课时类型"),
    url: requiredText(500, "请上传文件或填写地址", "地址不能超过500个字符"),
    duration: int(1, 86_400, "时长须为1-86400秒的整数"),
    sort,
  }),
  v.forward(
    v.check(
      (l) => isLessonUrl(l.kind, l.url),
      (issue) => LESSON_URL_MSG[(issue.input as { kind: LessonKind }).kind],
    ),
    ["url"],
  ),
);

/** Moderation changes one thing: whether a comment shows; its text is the person's and never edited. */
export const CourseCommentModerationSchema = v.object({ hidden: flag("请选择是否隐藏") });

/** POST /admin/api/videos answers where the video is served, its name as chosen and its size in bytes. */
export type UploadedVideo = { url: string; name: string; size: number };

/** An on-demand course as the back office lists, shows and edits it, with its learners' figures (dates as ISO text). */
export type CourseRow = {
  id: number;
  strId: string;
  title: string;
  categoryId: number | null;
  cover: string;
  summary: string;
  columnType: number;
  specialColumnId: number;
  industryIds: number[];
  tagIds: number[];
  lecturers: Lecturer[];
  isHot: boolean;
  published: boolean;
  completionCertificate: boolean;
  createdAt: string;
  /** Who began it, who finished it, and the average study time per person who studied it (seconds). */
  learners: number;
  finished: number;
  avgStudySeconds: number;
};

/** A course's chapter. */
export type CourseChapterRow = { id: number; courseId: number; title: string; sort: number };

/** A chapter's lesson; `duration` in seconds. */
export type CourseLessonRow = {
  id: number;
  chapterId: number;
  courseId: number;
  title: string;
  kind: LessonKind;
  url: string;
  duration: number;
  sort: number;
};

/** A learner's comment on a course, as moderation sees it. */
export type CourseCommentRow = {
  id: number;
  courseId: number;
  userId: number;
  score: number;
  content: string;
  hidden: boolean;
  createdAt: string;
};

/** Who has begun which course (an enterprise account sees its own people, numbers masked), with their progress (0-100). */
export type CourseLearnerRow = {
  id: number;
  userId: number;
  chineseName: string;
  mobile: string;
  companyId: number | null;
  courseId: number;
  courseTitle: string;
  startedAt: string | null;
  finishedAt: string | null;
  lastStudyAt: string | null;
  progress: number;
  studySeconds: number;
};

/** A course title a growth plan's course task is chosen from. */
export type GrowPlanCourseRow = { id: number; title: string; strId: string };
