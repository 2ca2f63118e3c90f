import "./notices.css";
import { useEffect, useMemo, useRef } from "react";
import { NOTICE_TYPE, type Notice } from "@/api/contract/announcement";
import { modals, openModal, withdrawModal } from "@/portal/components/modal/modal-store";
import { useCloseNotice } from "../close-notice";
import { closedIds } from "../closed-notices";
import { useNotices } from "../notices";
import { NoticeDetail } from "./notice-detail";

function openDetail(notice: Notice, onClose?: () => void) {
  return openModal({ title: notice.title, size: "md", content: <NoticeDetail notice={notice} />, onClose });
}

/** Type 1: one line scrolling across the top of the home page (all banners in a row, repeated for a seamless loop). */
function NoticeBanner({ list }: { list: Notice[] }) {
  const items = list.map((n) => (
    <button key={n.id} type="button" className="notice-banner__item" onClick={() => n.contents && openDetail(n)}>
      {n.title}
    </button>
  ));
  return (
    <section className="notice-banner" aria-label="公告">
      <div className="container notice-banner__inner">
        <span className="notice-banner__label">公告</span>
        <div className="notice-banner__viewport">
          <div className="notice-banner__track">
            <span className="notice-banner__run">{items}</span>
            <span className="notice-banner__run" aria-hidden="true">
              {items}
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Type 2: a card that closes for good. */
function NoticeCard({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  return (
    <article className="notice-card card">
      <div className="notice-card__body">
        <h3 className="notice-card__title">{notice.title}</h3>
        {notice.subTitle ? <p className="notice-card__sub">{notice.subTitle}</p> : null}
        {notice.contents ? (
          <button type="button" className="link-button notice-card__more" onClick={() => openDetail(notice)}>
            查看详情
          </button>
        ) : null}
      </div>
      <button type="button" className="notice-card__close" aria-label="关闭公告" onClick={onClose}>
        ×
      </button>
    </article>
  );
}

/**
 * The home page's announcements (spec 000 section 4): type 1 a scrolling banner, type 2 closable cards, any other
 * type opens its detail pop-up at once, one at a time; a closed card or pop-up stays closed for that person. They come
 * first on the page, which shows once they are known rather than move down when they arrive.
 */
export function HomeNotices({ signedIn }: { signedIn: boolean }) {
  const all = useNotices();
  const close = useCloseNotice(signedIn);
  // The server leaves out what a signed-in person closed; this browser's own closes (made as a visitor) hold too.
  const notices = useMemo(() => {
    const closed = closedIds(localStorage);
    return (all ?? []).filter((n) => n.types === NOTICE_TYPE.banner || !closed.includes(n.id));
  }, [all]);
  const banners = notices.filter((n) => n.types === NOTICE_TYPE.banner);
  const cards = notices.filter((n) => n.types === NOTICE_TYPE.card);
  const popups = notices.filter((n) => n.types !== NOTICE_TYPE.banner && n.types !== NOTICE_TYPE.card);

  // Pop-ups open once per page view, the next when the previous closes.
  const shown = useRef(new Set<number>());
  const openId = useRef(0);
  const queue = popups.filter((n) => !shown.current.has(n.id));
  // Leaving the home page (an automatic sign-up sends a visitor to log in) takes the pop-up away unanswered.
  useEffect(() => () => withdrawModal(openId.current), []);
  // One pop-up at a time: an announcement waits while another modal (a sign-up result, a reminder) is open.
  const busy = modals.use().length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: queue is a new array each render; it is looked at again when its ids change (close.mutate is stable in use).
  useEffect(() => {
    const next = queue[0];
    if (!next || busy || shown.current.size > 0) return;
    const openNext = (n: Notice | undefined) => {
      if (!n) return;
      shown.current.add(n.id);
      openId.current = openDetail(n, () => {
        close.mutate(n.id);
        openNext(queue.find((q) => !shown.current.has(q.id)));
      }).id;
    };
    openNext(next);
  }, [queue.map((n) => n.id).join(), busy]);

  // Until they are known the rest of the page waits (placeholders.css): banner and cards of any number go above it.
  if (!all) return <div className="page-hold" />;
  if (!banners.length && !cards.length) return null;
  return (
    <>
      {banners.length ? <NoticeBanner list={banners} /> : null}
      {cards.length ? (
        <div className="container notice-cards">
          {cards.map((n) => (
            <NoticeCard key={n.id} notice={n} onClose={() => close.mutate(n.id)} />
          ))}
        </div>
      ) : null}
    </>
  );
}
