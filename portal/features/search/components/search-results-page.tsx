import "./search.css";
import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useRef, useState } from "react";
import { SEARCH_KEY_MAX, type SearchItem } from "@/api/contract/search";
import { AppLink } from "@/portal/components/app-link";
import { SCROLL_MARGIN } from "@/portal/components/infinite-scroll";
import { useInfiniteScroll } from "@/portal/components/use-infinite-scroll";
import { resultHref, SEARCH_TABS, searchPageHref, useSearchLists, useSearchResults } from "../search";
import { Marked } from "./marked";

type Props = { searchKey: string; name: string; t: number };

/**
 * /Faq/Search?key=&name= (spec 001 "FAQ home and search"): its three steps — no key yet, results, no results. Results
 * come by type tab, the next page joining as the bottom comes near or on 加载更多, which is gone on the last page.
 */
export function SearchResultsPage({ searchKey, name, t }: Props) {
  return (
    <div className="page container search-results">
      <SearchForm searchKey={searchKey} name={name} />
      {searchKey === "" ? <Prompt title="请输入关键词搜索" name={name} /> : <Results searchKey={searchKey} name={name} t={t} />}
    </div>
  );
}

function SearchForm({ searchKey, name }: { searchKey: string; name: string }) {
  const router = useRouter();
  const [text, setText] = useState(searchKey);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void router.navigate({ href: searchPageHref(text, name) });
  };
  return (
    <search>
      <form className="search-results__form" onSubmit={submit}>
        <input
          className="search-results__input"
          type="search"
          name="key"
          aria-label="搜索关键词"
          placeholder="搜索直播、课程、文章、帮助"
          maxLength={SEARCH_KEY_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn--primary search-results__submit">
          搜索
        </button>
      </form>
    </search>
  );
}

/** Steps 1 and 3: a message and this week's hot terms to try. */
function Prompt({ title, text, name }: { title: string; text?: string; name: string }) {
  const hot = useSearchLists(true).data?.hot ?? [];
  return (
    <div className="page-state search-results__state">
      <h1 className="page-state__title">{title}</h1>
      {text && <p className="page-state__text">{text}</p>}
      {hot.length > 0 && (
        <div className="search-results__hot">
          <h2 className="search-results__hot-title">大家都在搜</h2>
          <ul className="search-results__hot-list">
            {hot.map((term) => (
              <li key={term}>
                <AppLink href={searchPageHref(term, name)} className="search-results__hot-term">
                  {term}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function Results({ searchKey, name, t }: Props) {
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useSearchResults(searchKey, t);
  const list = data.pages.flatMap((p) => p.list);
  const { counts } = data.pages[0];
  const bottom = useRef<HTMLDivElement>(null);
  const more = () => void (hasNextPage && !isFetchingNextPage && fetchNextPage());
  useInfiniteScroll({ contentRef: bottom, hasMore: hasNextPage, margin: SCROLL_MARGIN, onLoadMore: more });

  if (counts[0] === 0) {
    return <Prompt title={`没有找到与“${searchKey}”相关的内容`} text="换个关键词试试，或看看大家都在搜什么" name={name} />;
  }
  return (
    <>
      <h1 className="search-results__summary">
        找到 <strong>{counts[0]}</strong> 条与“{searchKey}”相关的结果
      </h1>
      <nav className="search-results__tabs" aria-label="结果类型">
        {SEARCH_TABS.map((tab) => (
          <AppLink
            key={tab.t}
            href={searchPageHref(searchKey, name, tab.t)}
            className="search-results__tab"
            aria-current={tab.t === t ? "page" : undefined}
          >
            {tab.label}
            <span className="search-results__count">{counts[tab.t] ?? 0}</span>
          </AppLink>
        ))}
      </nav>
      <div ref={bottom}>
        {list.length > 0 ? (
          <ul className="search-results__list">
            {list.map((item) => (
              <li key={`${item.t}-${item.typeId}`}>
                <ResultItem item={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="search-results__empty">该分类下没有相关内容</p>
        )}
      </div>
      {hasNextPage ? (
        <button type="button" className="btn btn--ghost search-results__more" disabled={isFetchingNextPage} onClick={more}>
          {isFetchingNextPage ? "加载中…" : "加载更多"}
        </button>
      ) : (
        list.length > 0 && <p className="search-results__end">没有更多了</p>
      )}
    </>
  );
}

function ResultItem({ item }: { item: SearchItem }) {
  return (
    <AppLink href={resultHref(item)} className="search-result">
      <span className="search-result__head">
        <span className={`search-type search-type--${item.t}`}>{item.typeName}</span>
        <span className="search-result__title">
          <Marked parts={item.titleParts} />
        </span>
      </span>
      {item.descripts && (
        <span className="search-result__text">
          <Marked parts={item.descriptsParts} />
        </span>
      )}
    </AppLink>
  );
}
