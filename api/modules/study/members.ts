import { type JoinInput, type PackReply, type ReplyForm, STUDY_MSG, type UserPack } from "@/api/contract/study";
import type { Db } from "@/db/client";
import { fail } from "../../protocol/errors";
import { awardPoints } from "../points/service";
import { joinedPack, memberOrCreatorPack, visiblePack } from "./access";
import { hasDrawn, PACK_POINTS_SOURCE } from "./detail";
import { listPackItems } from "./items/queries";
import { finishedItems } from "./progress";
import { deleteMember, findMember, findReply, hasReplied, insertMember, insertReply, listVisibleReplies, userExists } from "./queries";
import { replyOf, userPackOf } from "./shape";

/* Joining and leaving, the reward for finishing, and reviews. */

/** The most reviews GetStudyReplyList answers. */
const REPLIES_MAX = 200;

/**
 * study/JoinCoursePackage: records who shared it (a real person other than the joiner, else nobody) and through which
 * channel; joining again keeps the first membership.
 */
export async function joinPack(db: Db, userId: number, input: JoinInput): Promise<UserPack> {
  const pack = await visiblePack(db, userId, input.packId);
  if (pack.creatorId === userId) fail(STUDY_MSG.creatorJoin);
  const sharer = input.shareUserId && input.shareUserId !== userId && (await userExists(db, input.shareUserId)) ? input.shareUserId : null;
  await insertMember(db, { packId: pack.id, userId, shareUserId: sharer, source: input.source });
  const [member, replied, drawn] = await Promise.all([
    findMember(db, pack.id, userId),
    hasReplied(db, pack.id, userId),
    hasDrawn(db, userId, pack.id),
  ]);
  return userPackOf(member!, replied, drawn);
}

/** study/RemoveCoursePackage: leaves the pack, a deleted one too (so it can go from the joined list). */
export async function leavePack(db: Db, userId: number, packId: number) {
  if (!(await deleteMember(db, packId, userId))) fail(STUDY_MSG.notMember);
  return null;
}

/**
 * study/DrawUserScore: a member who finished every published item draws the pack's points once. The ledger's unique
 * (source, person) key decides between two concurrent claims, and still holds after leaving and joining again.
 */
export async function drawPackScore(db: Db, userId: number, packId: number) {
  return db.transaction(async (tx) => {
    const { pack } = await joinedPack(tx, userId, packId);
    if (pack.packScore <= 0) fail(STUDY_MSG.noScore);
    const items = await listPackItems(tx, packId);
    const finished = await finishedItems(tx, userId, items);
    if (items.length === 0 || finished.size < items.length) fail(STUDY_MSG.notFinished);
    const paid = await awardPoints(tx, {
      userId,
      amount: pack.packScore,
      reason: `学完学习包：${pack.title}`,
      sourceType: PACK_POINTS_SOURCE,
      sourceId: packId,
    });
    if (!paid) fail(STUDY_MSG.drawn);
    return { score: pack.packScore };
  });
}

/** study/AddStudyReply: one review a member. */
export async function addReply(db: Db, userId: number, packId: number, form: ReplyForm): Promise<PackReply> {
  await joinedPack(db, userId, packId);
  const id = await insertReply(db, { packId, userId, content: form.content, score: form.score });
  if (id === null) fail(STUDY_MSG.replied);
  return replyOf((await findReply(db, id))!);
}

/** study/GetStudyReplyList: for members and the creator; reviews an operator hid are left out. */
export async function replyList(db: Db, userId: number, packId: number) {
  await memberOrCreatorPack(db, userId, packId);
  return { list: (await listVisibleReplies(db, packId, REPLIES_MAX)).map(replyOf) };
}
