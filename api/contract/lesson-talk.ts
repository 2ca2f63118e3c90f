import * as v from "valibot";
import { defineCall } from "./call";
import { idLike, intLike, type Page, PageSchema, pageSizeSchema } from "./pager";

/**
 * Lessons that answer back (docs/decisions/0054): 问答 under a lesson and 笔记 pinned to a video's second. The texts'
 * limits and messages are the same on the form and the server.
 */

export const QUESTION_MAX = 500;
export const ANSWER_MAX = 1000;
export const NOTE_MAX = 1000;

export const LESSON_TALK_MSG = {
  notStudying: "请先开始学习该课程",
  questionGone: "问题不存在或已被隐藏",
  answerGone: "回答不存在或已被隐藏",
  noteGone: "笔记不存在",
  ownUseful: "不能给自己的内容点有用",
  tooMany: "今日发布次数已达上限，请明天再试",
  badPicture: "图片无效，请重新上传",
  asked: "提问成功",
  answered: "回答成功",
  noted: "笔记已保存",
  noteDeleted: "笔记已删除",
} as const;

/** How the study page names the lecturer's answers (written in the back office, see the decision). */
export const LECTURER_ANSWER = "讲师回答";

const CourseIdSchema = v.pipe(v.string("参数错误"), v.trim(), v.nonEmpty("参数错误"), v.maxLength(64, "参数错误"));

const textOf = (max: number, empty: string, tooLong: string) =>
  v.pipe(v.string(empty), v.trim(), v.nonEmpty(empty), v.maxLength(max, tooLong));

/** A public picture uploaded the portal's way (common/uploadticket, then /upload): '' for none. */
const PictureSchema = v.optional(
  v.pipe(
    v.string(LESSON_TALK_MSG.badPicture),
    v.trim(),
    v.check((p) => p === "" || /^\/uploads\/common\/\d{4}-\d{2}\/[a-f0-9]{32}\.[a-z]{3,4}$/.test(p), LESSON_TALK_MSG.badPicture),
  ),
  "",
);

/** 0 newest first, 1 most useful first. */
export const QUESTION_ORDERS = { newest: 0, useful: 1 } as const;

/* Inputs. */
/** MoocTraining/GetQuestionList: a lesson's visible questions with their answers. */
const QuestionPagerSchema = v.object({
  id: CourseIdSchema,
  lessonId: idLike("请选择课时"),
  order: v.optional(v.picklist(Object.values(QUESTION_ORDERS), "参数错误"), QUESTION_ORDERS.newest),
  currentPage: PageSchema,
  pageSize: pageSizeSchema(10),
});

/** MoocTraining/AddQuestion: the text and an optional picture. */
export const LessonQuestionSchema = v.object({
  id: CourseIdSchema,
  lessonId: idLike("请选择课时"),
  content: textOf(QUESTION_MAX, "请填写问题内容", `问题内容不能超过${QUESTION_MAX}个字`),
  picture: PictureSchema,
});
export type LessonQuestionInput = v.InferOutput<typeof LessonQuestionSchema>;

/** The text of an answer: the learner's form, the back office's 讲师回答 and both servers check it. */
export const AnswerContentSchema = textOf(ANSWER_MAX, "请填写回答内容", `回答内容不能超过${ANSWER_MAX}个字`);

/** MoocTraining/AddAnswer: a learner's plain answer. */
export const LessonAnswerSchema = v.object({ questionId: idLike(LESSON_TALK_MSG.questionGone), content: AnswerContentSchema });
export type LessonAnswerInput = v.InferOutput<typeof LessonAnswerSchema>;

/** MoocTraining/MarkUseful: 有用 on a question or an answer, or taken back (useful 0). */
const MarkUsefulSchema = v.object({
  target: v.picklist(["question", "answer"], "参数错误"),
  targetId: idLike("参数错误"),
  useful: v.picklist([0, 1], "参数错误"),
});

const SecondSchema = v.pipe(intLike, v.minValue(0, "参数错误"), v.maxValue(86_400, "参数错误"));
const NoteContentSchema = textOf(NOTE_MAX, "请填写笔记内容", `笔记内容不能超过${NOTE_MAX}个字`);
const SharedSchema = v.optional(v.picklist([0, 1], "参数错误"), 0);

/** MoocTraining/AddNote: pinned to the video's second; private unless shared. */
export const LessonNoteSchema = v.object({
  id: CourseIdSchema,
  lessonId: idLike("请选择课时"),
  second: SecondSchema,
  content: NoteContentSchema,
  shared: SharedSchema,
});
export type LessonNoteInput = v.InferOutput<typeof LessonNoteSchema>;

/** MoocTraining/UpdateNote: the author changes the text or the sharing (the second stays). */
export const LessonNoteEditSchema = v.object({
  noteId: idLike(LESSON_TALK_MSG.noteGone),
  content: NoteContentSchema,
  shared: SharedSchema,
});
export type LessonNoteEdit = v.InferOutput<typeof LessonNoteEditSchema>;

const NoteRefSchema = v.object({ noteId: idLike(LESSON_TALK_MSG.noteGone) });
const CourseNotesSchema = v.object({ id: CourseIdSchema });
const PublicNotePagerSchema = v.object({ id: CourseIdSchema, currentPage: PageSchema, pageSize: pageSizeSchema(10) });
const MyNotePagerSchema = v.object({ currentPage: PageSchema, pageSize: pageSizeSchema(20) });

/* Outputs. Times are Beijing text (yyyy-MM-dd HH:mm:ss). */
/** Who wrote a text as everyone reads it: 王** for a learner, 课程讲师 for a lecturer's answer. */
type Byline = { nickName: string; avatar: string; time: string };
/** 有用: how many marked it, whether I did, and whether it is mine (no marking one's own). */
type Usefulness = { useful: number; marked: number; mine: number };

export type LessonAnswer = Byline & Usefulness & { id: number; content: string; lecturer: number };
export type LessonQuestion = Byline &
  Usefulness & { id: number; content: string; picture: string; answers: LessonAnswer[]; lecturerAnswered: number };
export type LessonQuestionPage = Page<LessonQuestion>;
export type UsefulResult = { useful: number; marked: number };

/** One of my notes; `hidden` 1 when an operator took it out of 公开笔记. */
export type LessonNote = { id: number; lessonId: number; second: number; content: string; shared: number; hidden: number; time: string };
/** A shared note in the course's 公开笔记. */
type PublicNote = Byline & { id: number; lessonId: number; lessonTitle: string; second: number; content: string };
export type PublicNotePage = Page<PublicNote>;
/** 我的笔记 on 我的课程: a note with its course and lesson, to open the lesson at its second. */
export type MyNote = LessonNote & { courseStrId: string; courseTitle: string; lessonTitle: string };
export type MyNotePage = Page<MyNote>;

/** 05:12 (or 1:05:12): where a note is pinned. */
export function noteClock(second: number) {
  const s = Math.max(0, Math.floor(second));
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, "0");
  const ss = String(s % 60).padStart(2, "0");
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mm}:${ss}` : `${mm}:${ss}`;
}

/* The calls (the server's lesson-talk module). Everything but the public lists needs a login (1503). */
export const moocGetQuestionListCall = defineCall({
  path: "MoocTraining/GetQuestionList",
  input: QuestionPagerSchema,
}).returns<LessonQuestionPage>();
export const moocAddQuestionCall = defineCall({ path: "MoocTraining/AddQuestion", input: LessonQuestionSchema }).returns<LessonQuestion>();
export const moocAddAnswerCall = defineCall({ path: "MoocTraining/AddAnswer", input: LessonAnswerSchema }).returns<LessonAnswer>();
export const moocMarkUsefulCall = defineCall({ path: "MoocTraining/MarkUseful", input: MarkUsefulSchema }).returns<UsefulResult>();
/** My notes of the course, by lesson and second. */
export const moocGetNoteListCall = defineCall({ path: "MoocTraining/GetNoteList", input: CourseNotesSchema }).returns<LessonNote[]>();
export const moocAddNoteCall = defineCall({ path: "MoocTraining/AddNote", input: LessonNoteSchema }).returns<LessonNote>();
export const moocUpdateNoteCall = defineCall({ path: "MoocTraining/UpdateNote", input: LessonNoteEditSchema }).returns<LessonNote>();
export const moocDelNoteCall = defineCall({ path: "MoocTraining/DelNote", input: NoteRefSchema }).returns<null>();
export const moocGetPublicNoteListCall = defineCall({
  path: "MoocTraining/GetPublicNoteList",
  input: PublicNotePagerSchema,
}).returns<PublicNotePage>();
/** 我的笔记 (reached from 我的课程): every note of mine, the latest first. */
export const myMynoteCall = defineCall({ path: "my/mynote", input: MyNotePagerSchema }).returns<MyNotePage>();
