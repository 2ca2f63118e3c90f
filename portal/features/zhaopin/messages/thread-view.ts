import type { InfiniteData } from "@tanstack/react-query";
import { beijingDate, beijingInstant } from "@/api/contract/beijing-time";
import type { Conversation, ConversationHead, Message, MessagePage } from "@/api/contract/zhaopin-messages";

/** The thread's cached pages: the newest first (`beforeId` walks back), each oldest first. */
export type ThreadData = InfiniteData<MessagePage>;
export type ConversationsData = { list: Conversation[]; unread: number };

/** Every message loaded, oldest first, each once (a page fetched while a message arrived may overlap its neighbour). */
export function threadMessages(pages: MessagePage[]): Message[] {
  const byId = new Map<number, Message>();
  for (const page of [...pages].reverse()) for (const m of page.list) if (!byId.has(m.id)) byId.set(m.id, m);
  return [...byId.values()];
}

/** The cache with `m` in it: in place of the same message (a report), else at the end of the newest page (a send). */
export function putMessage(data: ThreadData | undefined, m: Message): ThreadData | undefined {
  if (!data?.pages.length) return data;
  const held = data.pages.some((p) => p.list.some((x) => x.id === m.id));
  const pages = held
    ? data.pages.map((p) => ({ ...p, list: p.list.map((x) => (x.id === m.id ? m : x)) }))
    : data.pages.map((p, i) => (i === 0 ? { ...p, list: [...p.list, m] } : p));
  return { ...data, pages };
}

/** The list once a conversation's newest page was read (the server counts it read): its count off the total. */
export function readConversation(data: ConversationsData | undefined, applicationId: number): ConversationsData | undefined {
  const read = data?.list.find((c) => c.applicationId === applicationId);
  if (!data || !read?.unread) return data;
  return {
    list: data.list.map((c) => (c === read ? { ...c, unread: 0 } : c)),
    unread: Math.max(0, data.unread - read.unread),
  };
}

/**
 * The list with the open conversation in it: one of my applications with no message yet is not in the server's
 * list, so it heads the list from its thread's head until the first message is sent.
 */
export function withOpened(list: Conversation[], head: ConversationHead | undefined): Conversation[] {
  if (!head || list.some((c) => c.applicationId === head.applicationId)) return list;
  return [{ ...head, lastMessage: "", lastSide: "candidate", lastMessageAt: "", unread: 0 }, ...list];
}

/** A list row's last line: mine marked 我：, whitespace folded so it fits one line. */
export function lastLine(c: Pick<Conversation, "lastMessage" | "lastSide">) {
  const text = c.lastMessage.replace(/\s+/g, " ").trim();
  if (!text) return "还没有消息";
  return c.lastSide === "candidate" ? `我：${text}` : text;
}

const DAY_MS = 86_400_000;

/**
 * A Beijing 'YYYY-MM-DD HH:mm:ss' as a chat writes it, relative to `now`: 14:30 today, 昨天, 07-01 this year,
 * 2025-07-01 before; with `withTime`, the time follows the day (昨天 14:30, for the thread's time lines).
 */
export function chatTime(text: string, now: number, withTime = false) {
  const day = text.slice(0, 10);
  const time = text.slice(11, 16);
  const today = beijingDate(now);
  if (!day) return "";
  if (day === today) return time;
  const date = day === beijingDate(now - DAY_MS) ? "昨天" : day.slice(0, 4) === today.slice(0, 4) ? day.slice(5) : day;
  return withTime ? `${date} ${time}` : date;
}

/** A thread shows the time above its first message and above any that follows a pause of five minutes or more. */
const PAUSE_MS = 5 * 60_000;
export function startsAfterPause(previous: Message | undefined, m: Message) {
  return !previous || beijingInstant(m.createdAt) - beijingInstant(previous.createdAt) >= PAUSE_MS;
}

/** Enter sends; Shift+Enter is a new line, and an Enter that confirms an input method's candidate is neither. */
export const sendsOnEnter = (e: { key: string; shiftKey: boolean; isComposing: boolean; keyCode: number }) =>
  e.key === "Enter" && !e.shiftKey && !e.isComposing && e.keyCode !== 229;
