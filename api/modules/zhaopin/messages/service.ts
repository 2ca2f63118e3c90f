import { beijingDate, beijingTime } from "@/api/contract/beijing-time";
import { APPLICATION_STAGE_LABEL } from "@/api/contract/zhaopin";
import {
  type Conversation,
  type ConversationHead,
  HIDDEN_MESSAGE_TEXT,
  MESSAGE_MSG,
  MESSAGES_PER_CANDIDATE_DAY,
  MESSAGES_PER_COMPANY_DAY,
  MESSAGES_PER_MINUTE,
  MESSAGES_UNANSWERED_MAX,
  type Message,
  type MessagePage,
  type MessageSide,
} from "@/api/contract/zhaopin-messages";
import type { Conn, Db, Tx } from "@/db/client";
import type { applications } from "@/db/schema/zhaopin";
import { fail } from "../../../protocol/errors";
import { take } from "../../../protocol/rate-limit";
import type { SmsDriver } from "../../../providers/sms";
import { companiesByIds } from "../../company/service";
import { lockApplications } from "../admin/queries";
import { cvName } from "../interviews/queries";
import { noticeToCandidate, noticeToCompany } from "./notices";
import {
  allMessagesOf,
  applicationInReach,
  applicationOf,
  candidateUnreadTotal,
  conversationOf,
  conversationsOfCandidate,
  insertMessage,
  lockMessage,
  type MessageRecord,
  markConversationRead,
  messageOfCandidate,
  messagesBefore,
  saveConversation,
  updateMessage,
} from "./queries";

type Application = typeof applications.$inferSelect;
/** An application as a conversation reads it: the row and its position's name. */
export type Found = { application: Application; positionName: string };

const PAGE = 30;
const CONVERSATIONS_LIMIT = 100;
const HOUR_MS = 3_600_000;

const otherSide = (side: MessageSide): MessageSide => (side === "company" ? "candidate" : "company");

/** A message as `reader`'s side reads it: a hidden one as the notice; `reported` only of the other side's. */
export function messageView(m: MessageRecord, reader: MessageSide): Message {
  const hidden = m.hiddenAt !== null;
  return {
    id: m.id,
    side: m.side,
    mine: m.side === reader,
    body: hidden ? HIDDEN_MESSAGE_TEXT : m.body,
    hidden,
    reported: m.side !== reader && m.review !== null,
    createdAt: beijingTime(m.createdAt),
  };
}

const CLOSED = { candidate: MESSAGE_MSG.withdrawnCandidate, company: MESSAGE_MSG.withdrawnCompany } as const;

async function companyNameOf(db: Conn, companyId: number) {
  return (await companiesByIds(db, [companyId]))[0]?.companyName ?? "";
}

function headOf({ application: a, positionName }: Found, companyName: string, reader: MessageSide): ConversationHead {
  return {
    applicationId: a.id,
    companyId: a.companyId,
    companyName,
    positionId: a.positionId,
    positionName,
    stageText: APPLICATION_STAGE_LABEL[a.stage],
    closedReason: a.stage === "withdrawn" ? CLOSED[reader] : "",
  };
}

/** A page of the conversation as `reader` reads it: the newest 30, or the 30 before `beforeId`, oldest first. */
export async function messagePage(db: Conn, found: Found, reader: MessageSide, beforeId: number | null): Promise<MessagePage> {
  const [rows, companyName] = await Promise.all([
    messagesBefore(db, found.application.id, beforeId, PAGE),
    companyNameOf(db, found.application.companyId),
  ]);
  return {
    head: headOf(found, companyName, reader),
    list: rows
      .slice(0, PAGE)
      .reverse()
      .map((m) => messageView(m, reader)),
    hasMore: rows.length > PAGE,
  };
}

/** Counts one message against each of the sender's limits; refuses (nothing counted past the first full one) when over. */
async function countAgainstLimits(tx: Tx, a: Application, side: MessageSide, senderId: number, now: Date) {
  if (!(await take(tx, `message-minute:${senderId}`, 60, MESSAGES_PER_MINUTE))) fail(MESSAGE_MSG.tooFast);
  const day = beijingDate(now);
  const [key, limit] =
    side === "company"
      ? [`message-company:${a.companyId}:${day}`, MESSAGES_PER_COMPANY_DAY]
      : [`message-candidate:${senderId}:${day}`, MESSAGES_PER_CANDIDATE_DAY];
  if (!(await take(tx, key, 86_400, limit))) fail(MESSAGE_MSG.tooManyToday);
}

/**
 * Stores one message in the caller's transaction, which holds the application's row lock (so a conversation's sends
 * queue and its counts and streak stay exact): refused on a withdrawn application, past MESSAGES_UNANSWERED_MAX in a
 * row, or past the sender's limits. The other side's unread count goes up; they are told by a letter and a text when
 * they were not told within the hour.
 */
export async function postMessage(
  tx: Tx,
  sms: SmsDriver,
  found: Found,
  side: MessageSide,
  senderId: number,
  body: string,
  now = new Date(),
) {
  const a = found.application;
  if (a.stage === "withdrawn") fail(CLOSED[side]);
  const before = await conversationOf(tx, a.id);
  const streak = before?.lastSide === side ? before.streak : 0;
  if (streak >= MESSAGES_UNANSWERED_MAX) fail(MESSAGE_MSG.unanswered);
  await countAgainstLimits(tx, a, side, senderId, now);
  const message = await insertMessage(tx, { applicationId: a.id, side, senderId, body, createdAt: now });
  const other = otherSide(side);
  const told = other === "candidate" ? before?.candidateNotifiedAt : before?.companyNotifiedAt;
  const tell = !told || now.getTime() - told.getTime() >= HOUR_MS;
  await saveConversation(tx, {
    applicationId: a.id,
    companyId: a.companyId,
    userId: a.userId,
    lastMessageId: message.id,
    lastSide: side,
    streak: streak + 1,
    lastMessageAt: now,
    candidateUnread: (before?.candidateUnread ?? 0) + (other === "candidate" ? 1 : 0),
    companyUnread: (before?.companyUnread ?? 0) + (other === "company" ? 1 : 0),
    candidateNotifiedAt: other === "candidate" && tell ? now : (before?.candidateNotifiedAt ?? null),
    companyNotifiedAt: other === "company" && tell ? now : (before?.companyNotifiedAt ?? null),
  });
  if (tell) {
    const [companyName, candidateName] = await Promise.all([companyNameOf(tx, a.companyId), cvName(tx, a.userId)]);
    const names = { applicationId: a.id, userId: a.userId, companyName, positionName: found.positionName, candidateName };
    await (other === "candidate" ? noticeToCandidate(tx, sms, names) : noticeToCompany(tx, sms, names));
  }
  return message;
}

/** `reader` reports the other side's message: once (a dismissed report is not made again); an operator reviews it. */
export async function reportMessage(tx: Tx, m: MessageRecord, reader: MessageSide, reporterId: number, reason: string) {
  if (m.side === reader) fail(MESSAGE_MSG.ownMessage);
  if (m.review !== null) fail(MESSAGE_MSG.reported);
  return updateMessage(tx, m.id, { review: "pending", reportedAt: new Date(), reportReason: reason, reportedBy: reporterId });
}

/* The candidate's calls. */

/** The candidate's own application (someone else's is as absent as a missing one). */
async function ownApplication(db: Conn, userId: number, applicationId: number) {
  const found = await applicationInReach(db, applicationId, applicationOf(userId));
  if (!found) fail(MESSAGE_MSG.application, "applicationId");
  return found;
}

/** ZhaoPin/GetConversations: the candidate's conversations with a message, the latest first, and what they have not read. */
export async function myConversations(db: Conn, userId: number): Promise<{ list: Conversation[]; unread: number }> {
  const [rows, unread] = await Promise.all([conversationsOfCandidate(db, userId, CONVERSATIONS_LIMIT), candidateUnreadTotal(db, userId)]);
  const names = new Map(
    (
      await companiesByIds(
        db,
        rows.map((r) => r.application.companyId),
      )
    ).map((c) => [c.id, c.companyName]),
  );
  const list = rows.map((r) => ({
    ...headOf(r, names.get(r.application.companyId) ?? "", "candidate"),
    lastMessage: r.lastHidden ? HIDDEN_MESSAGE_TEXT : r.lastBody,
    lastSide: r.conversation.lastSide,
    lastMessageAt: beijingTime(r.conversation.lastMessageAt),
    unread: r.conversation.candidateUnread,
  }));
  return { list, unread };
}

const EXPORT_LIMIT = 5_000;

/** The candidate's data export: each conversation with every message, as they read it. */
export async function exportedConversations(db: Conn, userId: number) {
  const { list } = await myConversations(db, userId);
  return Promise.all(
    list.map(async (c) => ({
      ...c,
      messages: (await allMessagesOf(db, c.applicationId, EXPORT_LIMIT)).map((m) => messageView(m, "candidate")),
    })),
  );
}

/** ZhaoPin/GetUnreadMessages. */
export async function myUnreadMessages(db: Conn, userId: number) {
  return { unread: await candidateUnreadTotal(db, userId) };
}

/** ZhaoPin/GetMessages: a page of the candidate's conversation; opening it (the newest page) reads it. */
export async function myMessages(db: Conn, userId: number, input: { applicationId: number; beforeId?: number }) {
  const found = await ownApplication(db, userId, input.applicationId);
  if (input.beforeId === undefined) await markConversationRead(db, found.application.id, "candidate");
  return messagePage(db, found, "candidate", input.beforeId ?? null);
}

/** ZhaoPin/SendMessage: the candidate writes to the company of their own application. */
export async function sendMyMessage(db: Db, sms: SmsDriver, userId: number, input: { applicationId: number; body: string }) {
  return db.transaction(async (tx) => {
    const [found] = await lockApplications(tx, [input.applicationId], applicationOf(userId));
    if (!found) fail(MESSAGE_MSG.application, "applicationId");
    return messageView(await postMessage(tx, sms, found, "candidate", userId, input.body), "candidate");
  });
}

/** ZhaoPin/ReportMessage: the candidate reports HR's message in their own conversation. */
export async function reportAsCandidate(db: Db, userId: number, input: { id: number; reason: string }) {
  return db.transaction(async (tx) => {
    const own = await messageOfCandidate(tx, input.id, userId);
    const m = own && (await lockMessage(tx, own.message.id));
    if (!m) fail(MESSAGE_MSG.notFound, "id");
    return messageView(await reportMessage(tx, m, "candidate", userId, input.reason), "candidate");
  });
}
