import { STUDY_MSG } from "@/api/contract/study";
import type { Conn } from "@/db/client";
import { fail } from "../../protocol/errors";
import { findMember, findPack, type PackRow } from "./queries";

/*
 * Who reaches a pack (docs/decisions/0035-course-packs.md): a deleted pack is gone for everyone, a hidden one for all
 * but its creator; one its creator has not shared (and operators not recommended) only for the creator and those who
 * joined it before; only the creator changes it. A refusal never shows the pack.
 */

/** A pack the caller may see; `lock` holds its row for the caller's transaction. */
export async function visiblePack(db: Conn, userId: number | null, packId: number, lock = false): Promise<PackRow> {
  const pack = await findPack(db, packId, lock);
  if (!pack || pack.deletedAt || (pack.hiddenAt && pack.creatorId !== userId)) fail(STUDY_MSG.noPack);
  const open = pack.shared === 1 || pack.recommended === 1 || pack.creatorId === userId;
  if (!open && (userId === null || !(await findMember(db, packId, userId)))) fail(STUDY_MSG.noPack);
  return pack;
}

/** The caller's own pack, for the creator-only calls. */
export async function ownPack(db: Conn, userId: number, packId: number, lock = false): Promise<PackRow> {
  const pack = await visiblePack(db, userId, packId, lock);
  if (pack.creatorId !== userId) fail(STUDY_MSG.notCreator);
  return pack;
}

/** A pack the caller joined (the user-pack authorization). */
export async function joinedPack(db: Conn, userId: number, packId: number) {
  const pack = await visiblePack(db, userId, packId);
  const member = await findMember(db, packId, userId);
  if (!member) fail(STUDY_MSG.notMember);
  return { pack, member };
}

/** A pack the caller joined or created: its reviews and its courses are theirs to read. */
export async function memberOrCreatorPack(db: Conn, userId: number, packId: number) {
  const pack = await visiblePack(db, userId, packId);
  if (pack.creatorId !== userId && !(await findMember(db, packId, userId))) fail(STUDY_MSG.notMember);
  return pack;
}
