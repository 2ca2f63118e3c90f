import { and, desc, eq, inArray, isNotNull, lt, type SQL, sql, sum } from "drizzle-orm";
import type { MessageReview, MessageSide } from "@/api/contract/zhaopin-messages";
import type { Conn, Tx } from "@/db/client";
import { applicationEvents, applications, positions } from "@/db/schema/zhaopin";
import { applicationConversations as conversations, applicationMessages as messages } from "@/db/schema/zhaopin/messages";

export type MessageRecord = typeof messages.$inferSelect;
type ConversationRecord = typeof conversations.$inferSelect;

/** The application of that id within `reach` (the candidate's own, the company's), with its position's name. */
export async function applicationInReach(db: Conn, id: number, reach: SQL | undefined) {
  const [row] = await db
    .select({ application: applications, positionName: positions.name })
    .from(applications)
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .where(and(eq(applications.id, id), reach));
  return row ?? null;
}

/** A condition on applications: the candidate's own. */
export const applicationOf = (userId: number): SQL => eq(applications.userId, userId);

export async function insertMessage(tx: Tx, values: typeof messages.$inferInsert) {
  const [row] = await tx.insert(messages).values(values).returning();
  return row!;
}

/** Writes the conversation's row after a message (the first message creates it). */
export async function saveConversation(tx: Tx, row: ConversationRecord) {
  const { applicationId, ...set } = row;
  await tx.insert(conversations).values(row).onConflictDoUpdate({ target: conversations.applicationId, set });
}

export function conversationOf(db: Conn, applicationId: number) {
  return db
    .select()
    .from(conversations)
    .where(eq(conversations.applicationId, applicationId))
    .then((rows) => rows[0] ?? null);
}

/** Up to `limit` + 1 messages before `beforeId` (all when null), newest first: the extra one tells of older ones. */
export function messagesBefore(db: Conn, applicationId: number, beforeId: number | null, limit: number) {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.applicationId, applicationId), beforeId === null ? undefined : lt(messages.id, beforeId)))
    .orderBy(desc(messages.id))
    .limit(limit + 1);
}

const UNREAD = { candidate: conversations.candidateUnread, company: conversations.companyUnread } as const;

/** The reader's side has read the conversation: its count goes to 0 (no write when it is 0 already). */
export async function markConversationRead(db: Conn, applicationId: number, side: MessageSide) {
  const column = UNREAD[side];
  await db
    .update(conversations)
    .set(side === "candidate" ? { candidateUnread: 0 } : { companyUnread: 0 })
    .where(and(eq(conversations.applicationId, applicationId), sql`${column} > 0`));
}

/** The candidate's conversations with a message, the latest first, with the last message and the application. */
export function conversationsOfCandidate(db: Conn, userId: number, limit: number) {
  return db
    .select({
      conversation: conversations,
      application: applications,
      positionName: positions.name,
      lastBody: messages.body,
      lastHidden: messages.hiddenAt,
    })
    .from(conversations)
    .innerJoin(applications, eq(applications.id, conversations.applicationId))
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .innerJoin(messages, eq(messages.id, conversations.lastMessageId))
    .where(eq(conversations.userId, userId))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(limit);
}

/** What the candidate has not read, over all their conversations. */
export async function candidateUnreadTotal(db: Conn, userId: number) {
  const [row] = await db
    .select({ n: sum(conversations.candidateUnread).mapWith(Number) })
    .from(conversations)
    .where(eq(conversations.userId, userId));
  return row?.n ?? 0;
}

/** HR's unread count of each of these applications (0 for one without messages). */
export async function companyUnreadOf(db: Conn, applicationIds: number[]) {
  if (!applicationIds.length) return new Map<number, number>();
  const rows = await db
    .select({ id: conversations.applicationId, n: conversations.companyUnread })
    .from(conversations)
    .where(inArray(conversations.applicationId, applicationIds));
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** A condition on applications: the candidate wrote something HR has not read. */
export const withUnreadForCompany: SQL = inArray(
  applications.id,
  sql`(select ${conversations.applicationId} from ${conversations} where ${conversations.companyUnread} > 0)`,
);

/** The message of that id within the application, locked for a report or a review. */
export async function lockMessage(tx: Tx, id: number, applicationId?: number) {
  const [row] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), applicationId === undefined ? undefined : eq(messages.applicationId, applicationId)))
    .for("update");
  return row ?? null;
}

/** The candidate's message of that id (in one of their own applications), with that application. */
export async function messageOfCandidate(db: Conn, id: number, userId: number) {
  const [row] = await db
    .select({ message: messages, application: applications })
    .from(messages)
    .innerJoin(applications, eq(applications.id, messages.applicationId))
    .where(and(eq(messages.id, id), eq(applications.userId, userId)));
  return row ?? null;
}

export async function updateMessage(tx: Tx, id: number, set: Partial<typeof messages.$inferInsert>) {
  const [row] = await tx.update(messages).set(set).where(eq(messages.id, id)).returning();
  return row!;
}

/**
 * Whom HR's letter of a new message reaches: the account that last wrote in the conversation for the company, or else
 * the one that last moved the application (opening it is a move, to 被查看); null when no HR has touched it.
 */
export async function companyContact(db: Conn, applicationId: number): Promise<number | null> {
  const [wrote] = await db
    .select({ id: messages.senderId })
    .from(messages)
    .where(and(eq(messages.applicationId, applicationId), eq(messages.side, "company"), isNotNull(messages.senderId)))
    .orderBy(desc(messages.id))
    .limit(1);
  if (wrote?.id) return wrote.id;
  const [moved] = await db
    .select({ id: applicationEvents.actorId })
    .from(applicationEvents)
    .where(and(eq(applicationEvents.applicationId, applicationId), isNotNull(applicationEvents.actorId)))
    .orderBy(desc(applicationEvents.id))
    .limit(1);
  return moved?.id ?? null;
}

/** A condition on messages: reported (each review state, or any). */
export const reported = (review?: MessageReview): SQL => (review ? eq(messages.review, review) : isNotNull(messages.review));

/** The applications of these messages (the review list's company, candidate and position), by application id. */
export function applicationsOfMessages(db: Conn, applicationIds: number[]) {
  if (!applicationIds.length) return Promise.resolve([]);
  return db
    .select({ id: applications.id, companyId: applications.companyId, cvId: applications.cvId, positionName: positions.name })
    .from(applications)
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .where(inArray(applications.id, [...new Set(applicationIds)]));
}

/** The candidate's messages of one conversation, oldest first (their data export), at most `limit`. */
export function allMessagesOf(db: Conn, applicationId: number, limit: number) {
  return db.select().from(messages).where(eq(messages.applicationId, applicationId)).orderBy(messages.id).limit(limit);
}

/** Closing the person's account: the conversations of their applications go (HR's messages in others' stay the company's). */
export async function deleteConversationsOf(tx: Conn, userId: number) {
  const theirs = sql`(select ${applications.id} from ${applications} where ${eq(applications.userId, userId)})`;
  await tx.delete(messages).where(inArray(messages.applicationId, theirs));
  await tx.delete(conversations).where(eq(conversations.userId, userId));
}
