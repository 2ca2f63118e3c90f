import type { PackForm, PackItem, PackListType } from "@/api/contract/study";
import type { Conn, Db } from "@/db/client";
import { fail } from "../../protocol/errors";
import { findOptions, userAnswers } from "../interest/service";
import { ownPack } from "./access";
import { listCreated, listForTree, listJoined, listRecommended, listShared } from "./lists/queries";
import { insertPack, markPackDeleted, markPackShared, updatePack } from "./queries";
import { packItemOf } from "./shape";

/* A creator's packs (create, edit, delete, share) and the pack lists. */

/** The form with its interest options each once, every one a real option. */
async function checkedForm(db: Conn, form: PackForm): Promise<PackForm> {
  const treelist = [...new Set(form.treelist)];
  if ((await findOptions(db, treelist)).length !== treelist.length) fail("参数错误", "treelist");
  return { ...form, treelist };
}

/** study/AddCoursePackage. */
export async function createPack(db: Db, userId: number, form: PackForm) {
  return { packId: await insertPack(db, userId, await checkedForm(db, form)) };
}

/** study/EditCoursePackage: the creator only. */
export async function editPack(db: Db, userId: number, packId: number, form: PackForm) {
  await ownPack(db, userId, packId);
  await updatePack(db, packId, await checkedForm(db, form));
  return null;
}

/** study/DelCoursePack: marks it deleted; those who joined keep it in their list, flagged. */
export async function deletePack(db: Db, userId: number, packId: number) {
  await ownPack(db, userId, packId);
  await markPackDeleted(db, packId);
  return null;
}

/** study/UpCoursePackState: sharing on, for good (the link and the poster need it). */
export async function sharePack(db: Db, userId: number, packId: number) {
  await ownPack(db, userId, packId);
  await markPackShared(db, packId);
  return { shared: 1 as const };
}

/** study/GetCoursePackageList; types 3 and 4 are the caller's (the route asks a visitor to sign in first). */
export async function packList(db: Db, userId: number | null, type: PackListType): Promise<{ list: PackItem[] }> {
  const rows =
    type === 1
      ? await listRecommended(db)
      : type === 2
        ? await listShared(db)
        : type === 3
          ? await listCreated(db, userId!)
          : await listJoined(db, userId!);
  return { list: rows.map(packItemOf) };
}

/** study/GetSelfCoursePackage: packs about the interests sent, or the caller's own survey answers when none are. */
export async function selfPackList(db: Db, userId: number | null, treelist: number[]): Promise<{ list: PackItem[] }> {
  const tree = treelist.length ? treelist : userId ? (await userAnswers(db, userId)).map((a) => a.id) : [];
  return { list: tree.length ? (await listForTree(db, tree)).map(packItemOf) : [] };
}
