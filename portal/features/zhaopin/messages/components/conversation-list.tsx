import { type Conversation, conversationPath } from "@/api/contract/zhaopin-messages";
import { AppLink } from "@/portal/components/app-link";
import { Avatar } from "@/portal/components/avatar";
import { UnreadBadge } from "@/portal/components/count-badge";
import { chatTime, lastLine } from "../thread-view";

type Props = { list: Conversation[]; openId: number };

/** 沟通列表: per conversation the company, the position, the last message on one line, its time and what is unread. */
export function ConversationList({ list, openId }: Props) {
  const now = Date.now();
  return (
    <ul className="msg-list" aria-label="沟通列表">
      {list.map((c) => (
        <li key={c.applicationId}>
          <AppLink
            href={conversationPath(c.applicationId)}
            className={`msg-item${c.unread ? " msg-item--unread" : ""}`}
            aria-current={c.applicationId === openId ? "page" : undefined}
          >
            <Avatar name={c.companyName} size={40} />
            <span className="msg-item__main">
              <span className="msg-item__top">
                <strong className="msg-item__company">{c.companyName}</strong>
                {c.lastMessageAt && <time className="msg-item__time">{chatTime(c.lastMessageAt, now)}</time>}
              </span>
              <span className="msg-item__position">{c.positionName}</span>
              <span className="msg-item__bottom">
                <span className="msg-item__line">{lastLine(c)}</span>
                <UnreadBadge count={c.unread} />
              </span>
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
