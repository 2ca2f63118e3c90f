import { and, count, desc, eq, isNotNull, isNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { letters } from "@/db/schema/letters/letters";
import { smsOutbox } from "@/db/schema/letters/sms-outbox";
import { LETTER_TAB } from "../../contract/letters";
import type { LetterBroadcast } from "../../contract/letters-admin";

export type NewLetter = { userId: number; title: string; content: string; link?: string };

export async function insertLetter(db: Conn, letter: NewLetter) {
  await db.insert(letters).values(letter);
}

function tabFilter(userId: number, tab: number): SQL | undefined {
  const mine = eq(letters.userId, userId);
  if (tab === LETTER_TAB.unread) return and(mine, isNull(letters.readAt));
  if (tab === LETTER_TAB.read) return and(mine, isNotNull(letters.readAt));
  return mine;
}

const listColumns = {
  id: letters.id,
  title: letters.title,
  content: letters.content,
  link: letters.link,
  createdAt: letters.createdAt,
  readAt: letters.readAt,
};

/** A page of the person's letters, newest first, with the count of the tab. */
export async function pageLetters(db: Conn, userId: number, tab: number, offset: number, limit: number) {
  const where = tabFilter(userId, tab);
  const [rows, [total]] = await Promise.all([
    db.select(listColumns).from(letters).where(where).orderBy(desc(letters.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(letters).where(where),
  ]);
  return { rows, total: total.n };
}

export async function unreadCount(db: Conn, userId: number) {
  const [row] = await db.select({ n: count() }).from(letters).where(tabFilter(userId, LETTER_TAB.unread));
  return row.n;
}

/** Marks the person's letter read (once: the first reading time stays) and answers it; null when it is not theirs. */
export async function readLetter(db: Conn, userId: number, letterId: number) {
  const [row] = await db
    .update(letters)
    .set({ readAt: sql`coalesce(${letters.readAt}, now())` })
    .where(and(eq(letters.id, letterId), eq(letters.userId, userId)))
    .returning(listColumns);
  return row ?? null;
}

/** Marks all the person's letters read; answers how many were unread. */
export async function readAllLetters(db: Conn, userId: number) {
  const rows = await db
    .update(letters)
    .set({ readAt: sql`now()` })
    .where(tabFilter(userId, LETTER_TAB.unread))
    .returning({ id: letters.id });
  return rows.length;
}

/**
 * Writes one letter per recipient of a broadcast (active accounts: one person, a role or everyone) in a single
 * INSERT … SELECT over the audience's ids (account builds that subquery), so a letter to every account is one statement however many there are. Answers how many were written.
 */
export async function broadcastLetters(tx: Conn, input: LetterBroadcast, audience: SQLWrapper) {
  const sent = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into ${letters} (user_id, title, content, link)
      select a.id, ${input.title}, ${input.content}, ${input.link} from (${audience}) a
      returning id`),
  );
  return sent.length;
}

/** The last 20 texts the development SMS driver kept for a number, newest first. */
export async function listOutboxTexts(db: Conn, areaCode: string, mobile: string) {
  return db
    .select({ code: smsOutbox.code, text: smsOutbox.text, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.areaCode, areaCode), eq(smsOutbox.mobile, mobile)))
    .orderBy(desc(smsOutbox.id))
    .limit(20);
}
