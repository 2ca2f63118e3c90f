import type { Db } from "@/db/client";
import type { Notice } from "../../contract/announcement";
import { beijingTime } from "../../contract/beijing-time";
import { fail } from "../../protocol/errors";
import { closeNotice, showingNotices } from "./queries";

/** home/GetNotice: what the home page shows now, for this person (a visitor's closes live in their browser). */
export async function noticeList(db: Db, userId: number | null): Promise<Notice[]> {
  const rows = await showingNotices(db, userId);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    subTitle: r.subTitle,
    types: r.types,
    contents: r.contents,
    createDate: beijingTime(r.createdAt),
  }));
}

/** home/CloseNotice: closed stays closed for this person. */
export async function closeNoticeFor(db: Db, userId: number, id: number) {
  if (!(await closeNotice(db, userId, id))) fail("公告不存在");
  return { id };
}
