import type { Letter } from "@/api/contract/letters";
import { AppLink } from "@/portal/components/app-link";
import { letterLink } from "../letter-link";

type Props = { letter: Letter | null; onBack?: () => void };

/** The opened letter (desktop: the pane beside the list; phone: the whole width, with 返回). */
export function LetterDetail({ letter, onBack }: Props) {
  if (!letter) {
    return (
      <div className="letter-detail letter-detail--none">
        <p>选择一封站内信，在这里查看全文</p>
      </div>
    );
  }
  const href = letterLink(letter.url, window.location.origin);
  return (
    <article className="letter-detail" aria-labelledby="letter-detail-title">
      {onBack && (
        <button type="button" className="letter-detail__back" onClick={onBack}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          返回
        </button>
      )}
      <h2 id="letter-detail-title" className="letter-detail__title">
        {letter.title}
      </h2>
      <time className="letter-detail__time">{letter.createTime}</time>
      <div className="letter-detail__content">{letter.content}</div>
      {href && (
        <AppLink href={href} className="btn btn--primary btn--sm letter-detail__link">
          查看详情
        </AppLink>
      )}
    </article>
  );
}
