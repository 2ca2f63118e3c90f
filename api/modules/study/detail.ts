import { JOIN_SOURCES, type JoinsBySource, type PackCourse, type PackDetail } from "@/api/contract/study";
import type { Conn, Db } from "@/db/client";
import { hasLedgerRow } from "../points/service";
import { visiblePack } from "./access";
import { type ItemRow, listPackItems } from "./items/queries";
import { packFigures } from "./lists/queries";
import { finishedItems } from "./progress";
import { countJoinsBySource, findMember, hasReplied, replyFigures } from "./queries";
import { flag, packItemOf, studyUrl, userPackOf } from "./shape";

/** The ledger's source type of a pack's points (decision 0035): paid once a person and pack. */
export const PACK_POINTS_SOURCE = "study.pack";

/** Whether the person drew the pack's points (the ledger keeps the payment whatever became of the membership). */
export const hasDrawn = (db: Conn, userId: number, packId: number) =>
  hasLedgerRow(db, { userId, sourceType: PACK_POINTS_SOURCE, sourceId: packId });

const courseOf = (item: ItemRow, finished: Set<number>): PackCourse => ({
  ...item,
  courseUrl: studyUrl(item.courseType, item.strId, item.title),
  finished: finished.has(item.id),
});

async function joinsOf(db: Conn, packId: number): Promise<JoinsBySource> {
  const counts = Object.fromEntries(JOIN_SOURCES.map((s) => [s, 0])) as JoinsBySource;
  for (const r of await countJoinsBySource(db, packId)) counts[r.source as keyof JoinsBySource] = r.n;
  return counts;
}

/** The caller's side of the pack: what they finished, their membership, review and draw; nothing for a visitor. */
async function callerSide(db: Db, userId: number | null, packId: number, items: ItemRow[]) {
  if (userId === null) return { finished: new Set<number>(), member: null, replied: false, drawn: false };
  const [finished, member, replied, drawn] = await Promise.all([
    finishedItems(db, userId, items),
    findMember(db, packId, userId),
    hasReplied(db, packId, userId),
    hasDrawn(db, userId, packId),
  ]);
  return { finished, member, replied, drawn };
}

/** study/GetCourseListById: anyone may read a visible pack; the caller's fields are empty for a visitor. */
export async function packDetail(db: Db, userId: number | null, packId: number): Promise<PackDetail> {
  const pack = await visiblePack(db, userId, packId);
  const isCreator = pack.creatorId === userId;
  const [row, items, replies, joins] = await Promise.all([
    packFigures(db, packId),
    listPackItems(db, packId),
    replyFigures(db, packId),
    isCreator ? joinsOf(db, packId) : Promise.resolve(null),
  ]);
  const me = await callerSide(db, userId, packId, items);
  return {
    ...packItemOf(row!),
    courseNum: items.length,
    finishNum: me.finished.size,
    isDraw: flag(me.drawn),
    courseList: items.map((i) => courseOf(i, me.finished)),
    isCreator,
    userPack: me.member ? userPackOf(me.member, me.replied, me.drawn) : null,
    joinsBySource: joins,
    replyNum: replies.n,
    replyScore: Math.round(replies.avg * 10) / 10,
  };
}
