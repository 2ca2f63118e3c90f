import { equalsInt, isSet, search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { type CourseNoteRow, LESSON_TALK_ADMIN_MSG } from "@/api/contract/lesson-talk-admin";
import { authorNames } from "./authors";
import { hideRoutes } from "./hide-routes";
import { sharedNoteHiding, sharedNoteRows } from "./queries";

const RESOURCE = "course-notes";
type Row = Omit<CourseNoteRow, "authorName" | "hidden" | "hiddenAt" | "updatedAt"> & { hiddenAt: Date | null; updatedAt: Date };

/** 公开笔记: the notes learners shared to their course (never a private one); an operator hides one with a reason. */
export const courseNotesResource = defineResource<CourseNoteRow>()({
  name: RESOURCE,
  table: sharedNoteRows as never,
  sortable: { updatedAt: sharedNoteRows.updatedAt },
  filters: {
    q: search(sharedNoteRows.content),
    courseId: equalsInt(sharedNoteRows.courseId),
    hidden: isSet(sharedNoteRows.hiddenAt),
  },
  serialize: (row: Row) => ({ ...row, hidden: row.hiddenAt !== null }),
  figures: authorNames,
});

/** `POST /admin/api/course-notes/:id/hide {reason}` and `…/unhide`, audited. */
export const courseNoteRoutes = hideRoutes(
  RESOURCE,
  { already: LESSON_TALK_ADMIN_MSG.noteHidden, notHidden: LESSON_TALK_ADMIN_MSG.noteNotHidden },
  sharedNoteHiding,
);
