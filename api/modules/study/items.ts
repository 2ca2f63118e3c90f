import {
  type AddCourseInput,
  PACK_ITEMS_MAX,
  PACK_SEARCH_PAGE_SIZE,
  type PackCourse,
  type PackSearchInput,
  type PackSearchItem,
  STUDY_MSG,
} from "@/api/contract/study";
import { packPagePath } from "@/api/contract/study-admin";
import { cached } from "@/db/answer-cache";
import type { Conn, Db } from "@/db/client";
import { AppError, Code, fail } from "../../protocol/errors";
import { sendLetter } from "../letters/service";
import { memberOrCreatorPack, ownPack } from "./access";
import { countItems, deleteItem, findItem, findTarget, insertItem, listPackItems, writeSorts } from "./items/queries";
import { type PackRow, withdrawPackScore } from "./queries";
import { type FoundRow, listStudied, type MatchRow, ownPackHolding, searchTitles } from "./search/queries";
import { studyUrl } from "./shape";

/* A creator's items: search, add, remove, order; and a member's way into one. */

/** A course that cannot be added: code 1 with data -1, which the page shows in its pop-up (spec 001 section 8). */
const cannotAdd = (msg: string): never => {
  throw new AppError(Code.fail, msg, -1);
};

/** The catalogue's matches for a key, a page at a time, kept per version of the courses and the live sessions. */
const catalogueMatches = (db: Db, version: number, key: string, offset: number) =>
  cached(db, version, `study:search:${offset}:${key}`, () => searchTitles(db, key, offset, PACK_SEARCH_PAGE_SIZE));

/** study/GetCourseList: a page of what the creator may add (type 1 what they studied, type 2 a title search). */
export async function searchForPack(db: Db, userId: number, input: PackSearchInput): Promise<{ list: PackSearchItem[] }> {
  const owner = { packId: input.packId, userId };
  const offset = (input.pageNum - 1) * PACK_SEARCH_PAGE_SIZE;
  let rows: FoundRow[];
  if (input.type === 2) {
    const held = await ownPackHolding(db, owner);
    // Not the person's pack (or none): ownPack says which.
    if (!held) return ownPack(db, userId, input.packId).then(() => ({ list: [] }));
    const inPack = (r: MatchRow) => (r.courseType === 2 ? held.courses : held.trainings).has(r.courseID);
    rows = (await catalogueMatches(db, held.version, input.key, offset)).map((r) => ({ ...r, status: inPack(r) ? 1 : 0 }));
  } else {
    rows = await listStudied(db, owner, input.key, offset, PACK_SEARCH_PAGE_SIZE);
    // The query answers nothing for another person's pack: an empty page says why, or is the end of the list.
    if (rows.length === 0) await ownPack(db, userId, input.packId);
  }
  return { list: rows.map((r) => ({ ...r, courseUrl: studyUrl(r.courseType, r.strId, r.title) })) };
}

/**
 * study/AddCourseToPackage: the published course or session named by courseType and strId, at the bottom. The pack's
 * row is held for the transaction, so concurrent adds count and order one after another; the unique index keeps a
 * course in a pack once.
 */
export async function addToPack(db: Db, userId: number, input: AddCourseInput): Promise<PackCourse & { status: 1 }> {
  return db.transaction(async (tx) => {
    await ownPack(tx, userId, input.packId, true);
    const target = await findTarget(tx, input.courseType, input.strId);
    if (!target) return cannotAdd(STUDY_MSG.noCourse);
    if ((await countItems(tx, input.packId)) >= PACK_ITEMS_MAX) return cannotAdd(STUDY_MSG.packFull);
    const item = await insertItem(tx, input.packId, input.courseType, target.id);
    if (!item) return cannotAdd(STUDY_MSG.inPack);
    return {
      id: item.id,
      packId: input.packId,
      courseType: input.courseType,
      courseID: target.id,
      strId: target.strId,
      title: target.title,
      cover: target.cover,
      courseUrl: studyUrl(input.courseType, target.strId, target.title),
      sort: item.sort,
      finished: false,
      status: 1 as const,
    };
  });
}

/**
 * study/RemoveCourseFromPackage. Points an operator put on the pack were for the pack as it was: when it shrinks they
 * are withdrawn (the creator is told) until an operator sets them again, so a pack cut to one replay pays nothing.
 */
export async function removeFromPack(db: Db, userId: number, packId: number, itemId: number) {
  await db.transaction(async (tx) => {
    const pack = await ownPack(tx, userId, packId, true);
    if (!(await deleteItem(tx, packId, itemId))) fail(STUDY_MSG.notInPack);
    if (pack.packScore > 0) await withdrawScore(tx, pack);
  });
  return { status: 0 as const };
}

async function withdrawScore(tx: Conn, pack: PackRow) {
  await withdrawPackScore(tx, pack.id);
  await sendLetter(tx, {
    userId: pack.creatorId,
    title: "学习包积分奖励已撤销",
    content: `您从学习包《${pack.title}》中移除了课程，平台为它设置的 ${pack.packScore} 积分学完奖励已撤销；如需奖励，请联系运营人员重新设置。`,
    link: packPagePath(pack),
  });
}

/** study/UpdateCourseSort: the ids must be exactly the pack's items as the page shows them (the published ones). */
export async function sortPack(db: Db, userId: number, input: { packId: number; ids: number[]; orders: number[] }) {
  await db.transaction(async (tx) => {
    await ownPack(tx, userId, input.packId, true);
    const mine = (await listPackItems(tx, input.packId)).map((i) => i.id);
    const sent = new Set(input.ids);
    if (mine.length !== sent.size || mine.some((id) => !sent.has(id))) fail(STUDY_MSG.sortBad);
    await writeSorts(tx, input.packId, input.ids, input.orders);
  });
  return null;
}

/** study/GetStudyCourse: an item of a pack the caller joined or made; answers where it is studied. */
export async function studyItem(db: Db, userId: number, itemId: number) {
  const item = await findItem(db, itemId);
  if (!item) fail(STUDY_MSG.notInPack);
  await memberOrCreatorPack(db, userId, item.packId);
  return { url: studyUrl(item.courseType, item.strId, item.title) };
}
