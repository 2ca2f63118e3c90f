/** An unread count as a badge writes it: at most 99+. */
export const badgeText = (unread: number) => (unread > 99 ? "99+" : String(unread));

/** The red count beside a link to what is unread (站内信, 沟通消息, a conversation); nothing for none. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return <span className={`count-badge count-badge--alert${className ? ` ${className}` : ""}`}>{badgeText(count)}</span>;
}
