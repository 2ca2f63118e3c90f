import { useQueryClient } from "@tanstack/react-query";
import type { SearchLists } from "@/api/contract/search";
import { AppLink } from "@/portal/components/app-link";
import { clearSearchHistory, resultHref, SEARCH_KEYS, searchPageHref, useSuggestions } from "../search";
import { useDebounced } from "../use-debounced";
import { Marked } from "./marked";

type Props = {
  /** What is typed so far. */
  text: string;
  lists: SearchLists | undefined;
  /** Runs a search for a term (a hot term, a history entry, or what is typed). */
  onSearch: (term: string) => void;
  /** Closes the panel as a link in it is followed. */
  onLeave: () => void;
};

/**
 * What the header's search overlay holds: before typing, this week's hot terms and the searcher's history; while
 * typing, four live suggestions (after a pause) and the way to every result.
 */
export function SearchPanel({ text, lists, onSearch, onLeave }: Props) {
  const key = useDebounced(text.trim());
  return text.trim() === "" ? (
    <Terms lists={lists} onSearch={onSearch} />
  ) : (
    <Suggestions typed={text.trim()} settled={key} onSearch={onSearch} onLeave={onLeave} />
  );
}

function Terms({ lists, onSearch }: { lists: SearchLists | undefined; onSearch: (term: string) => void }) {
  const queryClient = useQueryClient();
  const clear = async () => {
    await clearSearchHistory();
    await queryClient.invalidateQueries({ queryKey: SEARCH_KEYS.lists });
  };
  if (!lists) return <p className="search-panel__note">加载中…</p>;
  return (
    <>
      {lists.history.length > 0 && (
        <section className="search-panel__section">
          <header className="search-panel__head">
            <h2 className="search-panel__title">搜索历史</h2>
            <button type="button" className="search-panel__clear" onClick={() => void clear()}>
              清空
            </button>
          </header>
          <ul className="search-panel__chips" aria-label="最近搜索">
            {lists.history.map((term) => (
              <li key={term}>
                <button type="button" className="search-panel__chip" onClick={() => onSearch(term)}>
                  {term}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="search-panel__section">
        <h2 className="search-panel__title">热门搜索</h2>
        {lists.hot.length > 0 ? (
          <ol className="search-panel__hot" aria-label="热门搜索词">
            {lists.hot.map((term, i) => (
              <li key={term}>
                <button type="button" className="search-panel__hot-term" onClick={() => onSearch(term)}>
                  <span className={`search-panel__rank${i < 3 ? " search-panel__rank--top" : ""}`} aria-hidden="true">
                    {i + 1}
                  </span>
                  {term}
                </button>
              </li>
            ))}
          </ol>
        ) : (
          <p className="search-panel__note">暂无热门搜索</p>
        )}
      </section>
    </>
  );
}

function Suggestions({
  typed,
  settled,
  onSearch,
  onLeave,
}: {
  typed: string;
  settled: string;
  onSearch: (term: string) => void;
  onLeave: () => void;
}) {
  const { data, isPending } = useSuggestions(settled);
  const list = data?.list ?? [];
  return (
    <>
      {isPending ? (
        <p className="search-panel__note">搜索中…</p>
      ) : list.length > 0 ? (
        <ul className="search-panel__suggestions" aria-label="相关内容">
          {list.map((item) => (
            <li key={`${item.t}-${item.typeId}`}>
              <AppLink href={resultHref(item)} className="search-panel__suggestion" onClick={onLeave}>
                <span className={`search-type search-type--${item.t}`}>{item.typeName}</span>
                <span className="search-panel__suggestion-title">
                  <Marked parts={item.titleParts} />
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="search-panel__note">暂无相关内容，按回车搜索全部</p>
      )}
      <AppLink
        href={searchPageHref(typed, "header")}
        className="search-panel__all"
        onClick={(e) => {
          e.preventDefault();
          onSearch(typed);
        }}
      >
        查看“{typed}”的全部结果
      </AppLink>
    </>
  );
}
