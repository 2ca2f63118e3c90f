import { badgeText } from "../count-badge";

/** What the signed-in person has not read: letters (站内信) and messages from companies' HR (沟通消息). */
export type Unread = { letters: number; messages: number };

/**
 * The avatar's badge: both kinds together, and what a screen reader says of it, naming each kind there is
 * ("2 封未读站内信"; "5 条未读消息：2 封未读站内信，3 条未读沟通消息"). Null when nothing is unread.
 */
export function unreadBadge({ letters, messages }: Unread) {
  const total = letters + messages;
  if (total <= 0) return null;
  const parts = [letters > 0 && `${letters} 封未读站内信`, messages > 0 && `${messages} 条未读沟通消息`].filter(Boolean);
  const label = parts.length > 1 ? `${total} 条未读消息：${parts.join("，")}` : String(parts[0]);
  return { text: badgeText(total), label };
}
