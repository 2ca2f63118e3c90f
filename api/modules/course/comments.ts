import { pagerOf } from "@/api/contract/pager";
import type { Db } from "@/db/client";
import { beijingTime } from "../../contract/beijing-time";
import type { CourseComment, CourseCommentInput, CourseCommentPage } from "../../contract/course";
import { fail } from "../../protocol/errors";
import type { SessionUser } from "../../protocol/session";
import { requireCourse } from "./detail";
import { type CommentRow, findEnrollment, findOwnComment, insertComment, listVisibleComments } from "./queries";

/** How a learner's public texts name them (comments, lesson questions, public notes): 王**, not their full name. */
export const nickNameOf = (name: string) => (name ? `${[...name][0]}**` : "学员");

/** Everyone reads comments under the author's nickname. */
function commentOf(row: CommentRow): CourseComment {
  return {
    id: row.id,
    nickName: nickNameOf(row.name),
    avatar: row.avatar,
    score: row.score,
    content: row.content,
    time: beijingTime(row.createdAt),
  };
}

/** MoocTraining/GetCommentList: the visible comments, newest first, and the signed-in person's own. */
export async function commentPage(
  db: Db,
  user: SessionUser | null,
  p: { id: string; currentPage: number; pageSize: number },
): Promise<CourseCommentPage> {
  const course = await requireCourse(db, p.id);
  const [{ rows, total }, mine] = await Promise.all([
    listVisibleComments(db, course.id, { offset: (p.currentPage - 1) * p.pageSize, limit: p.pageSize }),
    user ? findOwnComment(db, course.id, user.id) : Promise.resolve(null),
  ]);
  return {
    list: rows.map(commentOf),
    pager: pagerOf(p.currentPage, p.pageSize, total),
    mine: mine ? commentOf(mine) : null,
  };
}

/** MoocTraining/AddComment: one comment a person and course, by someone who has begun it. */
export async function addComment(db: Db, user: SessionUser, input: CourseCommentInput) {
  const course = await requireCourse(db, input.id);
  if (!(await findEnrollment(db, user.id, course.id))?.startedAt) fail("请先学习该课程再评价");
  const made = await insertComment(db, { courseId: course.id, userId: user.id, score: input.score, content: input.content });
  if (!made) fail("您已评价过该课程");
  return commentOf((await findOwnComment(db, course.id, user.id))!);
}
