import type { Db } from "@/db/client";
import { beijingTime } from "../../contract/beijing-time";
import { type HelpCate, type HelpEntry, NO_ENTRY_MSG, THANKS_MSG } from "../../contract/help";
import { reply } from "../../protocol/call";
import { fail } from "../../protocol/errors";
import { addVote, categoryTree, publishedEntry } from "./queries";

/** Help/GetCateList: the help center's tree, categories in order with their questions. */
export async function helpTree(db: Db): Promise<HelpCate[]> {
  const cates: HelpCate[] = [];
  for (const row of await categoryTree(db)) {
    let cate = cates.at(-1);
    if (cate?.id !== row.cateId) {
      cate = { id: row.cateId, name: row.cateName, list: [] };
      cates.push(cate);
    }
    cate.list.push({ id: row.id, cateId: row.cateId, title: row.title });
  }
  return cates;
}

/** Help/GetQA: one entry; an unpublished one is as absent as a missing one. */
export async function helpEntry(db: Db, id: number, userId: number | null): Promise<HelpEntry> {
  const row = await publishedEntry(db, id, userId);
  if (!row) fail(NO_ENTRY_MSG);
  return {
    id: row.id,
    cateId: row.cateId,
    cateName: row.cateName,
    title: row.title,
    contents: row.contents,
    vid: row.vid,
    updateDate: beijingTime(row.updatedAt),
  };
}

/**
 * Help/AddQAVote: one vote per person per entry. The spec gives one reply (感谢您的反馈) and no message for a repeat,
 * so a second vote hears the same thanks and counts nothing; data.counted tells a client which happened.
 */
export async function voteEntry(db: Db, userId: number, qid: number, vid: number) {
  if (!(await publishedEntry(db, qid, null))) fail(NO_ENTRY_MSG);
  const counted = await addVote(db, qid, userId, vid);
  return reply({ counted }, THANKS_MSG);
}
