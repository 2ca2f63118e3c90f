import type { Letter } from "@/api/contract/letters";
import { firstLine } from "../read-state";

const EMPTY: Record<number, { title: string; text: string }> = {
  0: { title: "还没有站内信", text: "报名审核结果、候补通知等消息会出现在这里" },
  1: { title: "没有未读的站内信", text: "消息都已看完，有新通知时会在这里提醒您" },
  2: { title: "还没有已读的站内信", text: "打开一封站内信后，它会出现在这里" },
};

type Props = { letters: Letter[]; tab: number; selectedId: number | null; onOpen: (letter: Letter) => void };

/** The letters of a tab: title, time, an unread dot and the first line; a friendly word when there are none. */
export function LetterList({ letters, tab, selectedId, onOpen }: Props) {
  if (!letters.length) {
    const empty = EMPTY[tab] ?? EMPTY[0];
    return (
      <div className="letter-empty">
        <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
          <rect x="6" y="11" width="36" height="26" rx="4" fill="var(--brand-50)" stroke="var(--brand-100)" strokeWidth="2" />
          <path d="M8 14l16 12 16-12" fill="none" stroke="var(--brand)" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <strong>{empty.title}</strong>
        <span>{empty.text}</span>
      </div>
    );
  }
  return (
    <ul className="letter-list" aria-label="站内信列表">
      {letters.map((l) => (
        <li key={l.id}>
          <button
            type="button"
            className={`letter-item${l.isRead ? "" : " letter-item--unread"}`}
            aria-current={l.id === selectedId ? "true" : undefined}
            onClick={() => onOpen(l)}
          >
            <span className="letter-item__head">
              {!l.isRead && (
                <span className="letter-item__dot">
                  <span className="visually-hidden">未读</span>
                </span>
              )}
              <strong className="letter-item__title">{l.title}</strong>
              <time className="letter-item__time">{l.createTime.slice(0, 16)}</time>
            </span>
            <span className="letter-item__line">{firstLine(l.content)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
