import "./letters.css";
import { useRouter } from "@tanstack/react-router";
import { type ReactNode, type RefObject, useRef, useState } from "react";
import { LETTER_TAB, type Letter } from "@/api/contract/letters";
import { AppLink } from "@/portal/components/app-link";
import { SCROLL_MARGIN } from "@/portal/components/infinite-scroll";
import { Pagination } from "@/portal/components/pagination";
import { toast } from "@/portal/components/toast/toast-store";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import { useInfiniteScroll } from "@/portal/components/use-infinite-scroll";
import { useLetterMore, useLetterPage } from "../letters";
import { useMarkAllRead, useOpenLetter } from "../open-letter";
import { LetterDetail } from "./letter-detail";
import { LetterList } from "./letter-list";

const TABS = [
  { tab: LETTER_TAB.all, label: "全部" },
  { tab: LETTER_TAB.unread, label: "未读" },
  { tab: LETTER_TAB.read, label: "已读" },
];

const letterHref = (tab: number, page = 1) => {
  const query = new URLSearchParams();
  if (tab) query.set("tab", String(tab));
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/my/letter?${text}` : "/my/letter";
};

/** The opened letter. On phones it takes the whole screen, so the list's scroll position is kept for 返回. */
function useOpened(phone: boolean) {
  const [opened, setOpened] = useState<Letter | null>(null);
  const listScroll = useRef(0);
  const openLetter = useOpenLetter();
  const open = (letter: Letter) => {
    setOpened(letter);
    if (phone) {
      listScroll.current = window.scrollY;
      window.scrollTo({ top: 0 });
    }
    openLetter.mutate(letter, { onSuccess: (fresh) => setOpened((cur) => (cur?.id === fresh.id ? fresh : cur)) });
  };
  const back = () => {
    setOpened(null);
    requestAnimationFrame(() => window.scrollTo({ top: listScroll.current }));
  };
  return { opened, open, back };
}

type ViewProps = {
  tab: number;
  letters: Letter[];
  unread: number;
  phone: boolean;
  opened: ReturnType<typeof useOpened>;
  listRef?: RefObject<HTMLDivElement | null>;
  /** Pagination on desktops, the load-more line on phones. */
  footer: ReactNode;
};

function InboxView({ tab, letters, unread, phone, opened, listRef, footer }: ViewProps) {
  const markAll = useMarkAllRead();
  const reading = phone && opened.opened !== null;
  return (
    <div className="page container letter-inbox">
      {reading && <LetterDetail letter={opened.opened} onBack={opened.back} />}
      <div className="letter-inbox__main" hidden={reading}>
        <div className="list-page__head list-page__head--center">
          <h1 className="list-page__title letter-inbox__title">
            站内信
            {unread > 0 && <span className="letter-inbox__count">{unread} 封未读</span>}
          </h1>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={!unread || markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onSuccess: () => toast("已全部标记为已读", { tone: "success" }) })}
          >
            全部已读
          </button>
        </div>
        <nav className="list-page__tabs" aria-label="站内信分类">
          {TABS.map((t) => (
            <AppLink key={t.tab} href={letterHref(t.tab)} className="list-page__tab" aria-current={t.tab === tab ? "page" : undefined}>
              {t.label}
            </AppLink>
          ))}
        </nav>
        <div className="letter-inbox__body card">
          <div className="letter-inbox__list" ref={listRef}>
            <LetterList letters={letters} tab={tab} selectedId={opened.opened?.id ?? null} onOpen={opened.open} />
            {footer}
          </div>
          {!phone && (
            <section className="letter-inbox__pane" aria-label="站内信详情">
              <LetterDetail letter={opened.opened} />
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

/** Desktops and tablets: numbered pages (the page in the address) and the detail pane beside the list. */
function PagedInbox({ tab, page }: { tab: number; page: number }) {
  const data = useLetterPage(tab, page);
  const router = useRouter();
  const opened = useOpened(false);
  const footer = (
    <Pagination
      current={page}
      total={data.pager.totalPage}
      onChange={(p) => {
        void router.navigate({ href: letterHref(tab, p) });
        window.scrollTo({ top: 0 });
      }}
    />
  );
  return <InboxView tab={tab} letters={data.list} unread={data.unread} phone={false} opened={opened} footer={footer} />;
}

/** Phones: the next page joins the list as its bottom comes into view; an opened letter takes the screen. */
function MoreInbox({ tab }: { tab: number }) {
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useLetterMore(tab);
  const opened = useOpened(true);
  const listRef = useRef<HTMLDivElement>(null);
  // Not while a letter is read: the hidden list's bottom would otherwise count as in view.
  useInfiniteScroll({
    contentRef: listRef,
    hasMore: hasNextPage && !opened.opened,
    margin: SCROLL_MARGIN,
    onLoadMore: () => void fetchNextPage(),
  });
  const letters = data.pages.flatMap((p) => p.list);
  const footer = letters.length > 0 && (
    <p className="letter-inbox__more">{isFetchingNextPage ? "加载中…" : hasNextPage ? "上滑加载更多" : "没有更多了"}</p>
  );
  return <InboxView tab={tab} letters={letters} unread={data.pages[0].unread} phone opened={opened} listRef={listRef} footer={footer} />;
}

/** /my/letter (spec 001 "Letters"): tabs 全部 / 未读 / 已读, the list, and the opened letter. Mount it keyed by tab. */
export function LetterInbox({ tab, page }: { tab: number; page: number }) {
  const phone = useBreakpoint() === "phone";
  return phone ? <MoreInbox tab={tab} /> : <PagedInbox tab={tab} page={page} />;
}
