import { pagerOf } from "@/api/contract/pager";
import type { Conn, Db } from "@/db/client";
import { beijingTime } from "../../contract/beijing-time";
import type { LetterPager } from "../../contract/letters";
import { fail } from "../../protocol/errors";
import type { SmsDriver } from "../../providers/sms";
import { insertLetter, type NewLetter, pageLetters, readAllLetters, readLetter, unreadCount } from "./queries";

/** The dev route's read of the texts kept for a number (PROTOCOL.md's development helpers). */
export { listOutboxTexts } from "./queries";

const NOT_FOUND_MSG = "站内信不存在";

/**
 * The letters service other features call: pass the transaction that makes the change the letter reports,
 * so the person is told exactly when the change holds.
 */
export async function sendLetter(tx: Conn, letter: NewLetter) {
  await insertLetter(tx, letter);
}

export type Recipient = { userId: number; areaCode: string; mobile: string };
export type Notice = { sms: string; title: string; content: string; link: string };

/** Tells a person one piece of news both ways the spec promises: a text through the SMS driver and a letter. */
export async function notifyPerson(tx: Conn, sms: SmsDriver, to: Recipient, notice: Notice) {
  await sms.send(tx, { areaCode: to.areaCode, mobile: to.mobile, text: notice.sms });
  await insertLetter(tx, { userId: to.userId, title: notice.title, content: notice.content, link: notice.link });
}

type LetterRow = Awaited<ReturnType<typeof readLetter>> & {};

/** A letter as the inbox shows it (spec 001 section 3: id, isRead). */
function letterItem(row: LetterRow) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    url: row.link,
    createTime: beijingTime(row.createdAt),
    isRead: row.readAt ? 1 : 0,
  };
}

/** my/GetLetterList: data.list and data.pager of one tab, with the unread count for the badge. */
export async function letterPage(db: Db, userId: number, p: LetterPager) {
  const [{ rows, total }, unread] = await Promise.all([
    pageLetters(db, userId, p.tab, (p.currentPage - 1) * p.pageSize, p.pageSize),
    unreadCount(db, userId),
  ]);
  return {
    list: rows.map(letterItem),
    pager: { ...pagerOf(p.currentPage, p.pageSize, total), tab: p.tab },
    unread,
  };
}

/** search/GetAllLetterList: the newest letters for the header's bell, with the unread count. */
export async function latestLetters(db: Db, userId: number) {
  const [{ rows }, unread] = await Promise.all([pageLetters(db, userId, 0, 0, 5), unreadCount(db, userId)]);
  return { list: rows.map(letterItem), unread };
}

/** my/GetLetterDetail: opening a letter reads it. Someone else's letter is as absent as a missing one. */
export async function letterDetail(db: Db, userId: number, letterId: number) {
  const row = await readLetter(db, userId, letterId);
  if (!row) fail(NOT_FOUND_MSG);
  return letterItem(row);
}

/** my/markLetterRead: one letter, or all of them. */
export async function markRead(db: Db, userId: number, letterId: number | undefined) {
  if (letterId === undefined) return { marked: await readAllLetters(db, userId) };
  if (!(await readLetter(db, userId, letterId))) fail(NOT_FOUND_MSG);
  return { marked: 1 };
}
