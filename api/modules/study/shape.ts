import { beijingTime } from "@/api/contract/beijing-time";
import type { JoinSource, PackCourseType, PackItem, PackReply } from "@/api/contract/study";
import type { PackListRow } from "./lists/queries";
import type { ReplyRow } from "./queries";

/* Rows as the calls answer them. */

/** Others see a person as the first character of their name (王**), as course comments do. */
const maskedName = (name: string) => (name ? `${[...name][0]}**` : "学员");

/** Where an item is studied: the course player (portal/routes/course-study.tsx) or the live session's page. */
export function studyUrl(courseType: PackCourseType, strId: string, title: string) {
  const id = encodeURIComponent(strId);
  return courseType === 2 ? `/mooctraining/StudyNew/${id}?name=${encodeURIComponent(title)}` : `/Training/Detail/${id}`;
}

export const flag = (on: boolean | number) => (on ? (1 as const) : (0 as const));

export function packItemOf(row: PackListRow): PackItem {
  return {
    id: row.id,
    title: row.title,
    memo: row.memo,
    treelist: row.treelist,
    creatorId: row.creatorId,
    creatorName: maskedName(row.creatorName),
    cover: row.cover,
    courseNum: row.courseNum,
    joinNum: row.joinNum,
    shared: flag(row.shared),
    recommended: flag(row.recommended),
    packScore: row.packScore,
    deleted: row.deleted,
  };
}

export const replyOf = (row: ReplyRow): PackReply => ({
  id: row.id,
  userName: maskedName(row.userName),
  avatar: row.avatar,
  content: row.content,
  score: row.score,
  createdAt: beijingTime(row.createdAt),
});

export const userPackOf = (member: { joinedAt: Date; source: number }, replied: boolean, isDraw: boolean) => ({
  joinedAt: beijingTime(member.joinedAt),
  source: member.source as JoinSource,
  replied,
  isDraw,
});
