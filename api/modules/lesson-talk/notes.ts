import { beijingTime } from "@/api/contract/beijing-time";
import {
  LESSON_TALK_MSG,
  type LessonNote,
  type LessonNoteEdit,
  type LessonNoteInput,
  type MyNotePage,
  type PublicNotePage,
} from "@/api/contract/lesson-talk";
import { pagerOf } from "@/api/contract/pager";
import { fail } from "@/api/protocol/errors";
import { hit } from "@/api/protocol/rate-limit";
import type { SessionUser } from "@/api/protocol/session";
import type { Db } from "@/db/client";
import { nickNameOf } from "../course/comments";
import { requireCourse } from "../course/detail";
import { findStudiedLesson } from "../course/lesson-refs";
import { deleteOwnNote, insertNote, listMyNotes, listOwnNotes, listPublicNotes, type NoteRow, updateOwnNote } from "./queries";

/** Notes a person may write a day: a note every few minutes of a long day's study. */
const NOTES_PER_DAY = 300;

const noteOf = (row: NoteRow): LessonNote => ({
  id: row.id,
  lessonId: row.lessonId,
  second: row.second,
  content: row.content,
  shared: row.shared,
  hidden: row.hiddenAt ? 1 : 0,
  time: beijingTime(row.updatedAt),
});

/** MoocTraining/GetNoteList: the person's own notes of the course (nobody else's, shared or not). */
export async function ownNotes(db: Db, user: SessionUser, strId: string) {
  const course = await requireCourse(db, strId);
  return (await listOwnNotes(db, user.id, course.id)).map(noteOf);
}

/** MoocTraining/AddNote: pinned to a second of a lesson of a course the person has begun. */
export async function addNote(db: Db, user: SessionUser, input: LessonNoteInput) {
  const course = await requireCourse(db, input.id);
  const lesson = await findStudiedLesson(db, user.id, course.id, input.lessonId);
  if (!lesson) fail(LESSON_TALK_MSG.notStudying);
  if ((await hit(db, `lessonnote:${user.id}`, 86_400)) > NOTES_PER_DAY) fail(LESSON_TALK_MSG.tooMany);
  const row = await insertNote(db, {
    userId: user.id,
    courseId: course.id,
    lessonId: lesson.id,
    second: input.second,
    content: input.content,
    shared: input.shared,
  });
  return noteOf(row);
}

/** MoocTraining/UpdateNote: only the author's own note (another's answers as if it did not exist). */
export async function editNote(db: Db, user: SessionUser, input: LessonNoteEdit) {
  const row = await updateOwnNote(db, user.id, input.noteId, { content: input.content, shared: input.shared });
  if (!row) fail(LESSON_TALK_MSG.noteGone, "noteId");
  return noteOf(row);
}

/** MoocTraining/DelNote. */
export async function deleteNote(db: Db, user: SessionUser, noteId: number) {
  if (!(await deleteOwnNote(db, user.id, noteId))) fail(LESSON_TALK_MSG.noteGone, "noteId");
}

/** MoocTraining/GetPublicNoteList: the course's shared notes an operator has not hidden, under the author's nickname. */
export async function publicNotePage(db: Db, p: { id: string; currentPage: number; pageSize: number }): Promise<PublicNotePage> {
  const course = await requireCourse(db, p.id);
  const { rows, total } = await listPublicNotes(db, course.id, { offset: (p.currentPage - 1) * p.pageSize, limit: p.pageSize });
  return {
    list: rows.map((r) => ({
      id: r.id,
      lessonId: r.lessonId,
      lessonTitle: r.lessonTitle,
      second: r.second,
      content: r.content,
      nickName: nickNameOf(r.name),
      avatar: r.avatar,
      time: beijingTime(r.updatedAt),
    })),
    pager: pagerOf(p.currentPage, p.pageSize, total),
  };
}

/** my/mynote: every note of the person's, the latest first, with where it opens. */
export async function myNotePage(db: Db, userId: number, p: { currentPage: number; pageSize: number }): Promise<MyNotePage> {
  const { rows, total } = await listMyNotes(db, userId, { offset: (p.currentPage - 1) * p.pageSize, limit: p.pageSize });
  return {
    list: rows.map((r) => ({ ...noteOf(r), courseStrId: r.courseStrId, courseTitle: r.courseTitle, lessonTitle: r.lessonTitle })),
    pager: pagerOf(p.currentPage, p.pageSize, total),
  };
}
