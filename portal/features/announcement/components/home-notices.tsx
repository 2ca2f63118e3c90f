import "./notices.css";
import { useEffect, useMemo, useRef, useState } from "react";
import { NOTICE_TYPE, type Notice } from "@/api/contract/announcement";
import { modals, openModal, withdrawModal } from "@/portal/components/modal/modal-store";
import type { HomePopRound } from "@/portal/lib/pop-round";
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
            {/* The loop's copy: neither read out nor reached by Tab twice. */}
            <span className="notice-banner__run" aria-hidden="true" inert>
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
 * type a detail pop-up, the first not yet closed when the home pop-ups (pops) give it the turn; a closed card or
 * pop-up stays closed for that person. They come first on the page, which shows once they are known rather than move
 * down when they arrive.
 */
export function HomeNotices({ signedIn, pops }: { signedIn: boolean; pops: HomePopRound }) {
  const all = useNotices();
  const close = useCloseNotice(signedIn);
  // The server leaves out what a signed-in person closed; this browser's own closes (made as a visitor) hold too. The
  // server's first frame of the page has no browser to ask.
  const notices = useMemo(() => {
    const closed = typeof localStorage === "undefined" ? [] : closedIds(localStorage);
    return (all ?? []).filter((n) => n.types === NOTICE_TYPE.banner || !closed.includes(n.id));
  }, [all]);
  const banners = notices.filter((n) => n.types === NOTICE_TYPE.banner);
  const cards = notices.filter((n) => n.types === NOTICE_TYPE.card);
  const popup = notices.find((n) => n.types !== NOTICE_TYPE.banner && n.types !== NOTICE_TYPE.card);

  const [mayPop, setMayPop] = useState(false);
  const known = all !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: offered once the announcements are known.
  useEffect(() => {
    if (!known) return;
    let left = false;
    void pops.offer("notice", Promise.resolve(!!popup)).then((may) => !left && setMayPop(may));
    return () => {
      left = true;
    };
  }, [known, pops]);

  const shown = useRef(false);
  const openId = useRef(0);
  // Leaving the home page (an automatic sign-up sends a visitor to log in) takes the pop-up away unanswered.
  useEffect(() => () => withdrawModal(openId.current), []);
  // It waits while another modal (a sign-up result) is open.
  const busy = modals.use().length > 0;
  useEffect(() => {
    if (!popup || !mayPop || busy || shown.current) return;
    shown.current = true;
    openId.current = openDetail(popup, () => close.mutate(popup.id)).id;
  }, [popup, mayPop, busy, close]);

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
