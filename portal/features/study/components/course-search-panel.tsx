import { type FormEvent, useId, useState } from "react";
import { type PackSearchItem, STUDY_MSG } from "@/api/contract/study";
import { CATALOGUE_SCROLL_MARGIN } from "@/portal/components/infinite-scroll";
import { LoadMore } from "@/portal/components/load-more";
import { toast } from "@/portal/components/toast/toast-store";
import { useAddCourse } from "../add-course";
import { type SearchTab, usePackSearch } from "../pack-search";
import { COURSE_TYPE_LABEL, CourseCover } from "./pack-courses";

const TABS: { tab: SearchTab; label: string }[] = [
  { tab: 1, label: "我学过的" },
  { tab: 2, label: "搜索" },
];

function SearchRow({ packId, row }: { packId: number; row: PackSearchItem }) {
  // Spec 001 section 8: a course that cannot be added (data -1) shows the reason in a pop-up for 2 s.
  const add = useAddCourse(packId, { onFail: (env) => toast(env.msg, { tone: "error", ms: 2000 }) });
  const added = row.status === 1;
  return (
    <li className="pack-course">
      <CourseCover item={row} />
      <span className="pack-course__body">
        <span className="pack-course__title">
          <span className={`pack-type pack-type--${row.courseType}`}>{COURSE_TYPE_LABEL[row.courseType]}</span>
          {row.title}
        </span>
      </span>
      <button
        type="button"
        className={`btn btn--sm ${added ? "btn--ghost" : "btn--light"}`}
        disabled={added || add.isPending}
        aria-label={`${added ? "已添加" : "添加"}：${row.title}`}
        onClick={() => add.mutate(row, { onSuccess: () => toast(STUDY_MSG.added, { tone: "success" }) })}
      >
        {added ? "已添加" : "添加"}
      </button>
    </li>
  );
}

function Results({ packId, tab, keyword }: { packId: number; tab: SearchTab; keyword: string }) {
  const search = usePackSearch(packId, tab, keyword);
  const rows = search.data?.pages.flat() ?? [];
  if (search.isPending) return <p className="card-grid-empty">{search.fetchStatus === "idle" ? "输入关键词搜索课程和直播" : "加载中…"}</p>;
  if (search.isError) return <p className="card-grid-empty">{search.error.message}</p>;
  return (
    <LoadMore
      count={rows.length}
      hasMore={search.hasNextPage}
      loading={search.isFetchingNextPage}
      onLoadMore={() => void search.fetchNextPage()}
      margin={CATALOGUE_SCROLL_MARGIN}
    >
      {rows.length ? (
        <ul className="pack-courses" aria-label="搜索结果">
          {rows.map((r) => (
            <SearchRow key={`${r.courseType}-${r.strId}`} packId={packId} row={r} />
          ))}
        </ul>
      ) : (
        <p className="card-grid-empty">{tab === 1 ? "还没有学过或收藏的课程，试试搜索" : "没有找到相关课程"}</p>
      )}
    </LoadMore>
  );
}

/** 添加课程: what the creator studied or collected, or a keyword search (type 2 sends nothing without a keyword). */
export function CourseSearchPanel({ packId }: { packId: number }) {
  const id = useId();
  const [tab, setTab] = useState<SearchTab>(1);
  const [text, setText] = useState("");
  const [keyword, setKeyword] = useState("");
  const [error, setError] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const key = text.trim();
    if (!key) return setError(STUDY_MSG.keyEmpty);
    setError("");
    setKeyword(key);
  };
  return (
    <section className="card study-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="study-panel__title">
        添加课程
      </h2>
      <div className="study-tabs study-tabs--small" role="tablist" aria-label="课程来源">
        {TABS.map((t) => (
          <button
            key={t.tab}
            type="button"
            role="tab"
            aria-selected={t.tab === tab}
            className="study-tabs__tab"
            onClick={() => setTab(t.tab)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tab === 2 && (
        <form className="pack-search" onSubmit={submit} noValidate>
          <label className="visually-hidden" htmlFor={`${id}-key`}>
            课程关键词
          </label>
          <input
            id={`${id}-key`}
            className="input"
            type="search"
            maxLength={30}
            placeholder="搜索课程或直播"
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-key-error` : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setError("");
            }}
          />
          <button type="submit" className="btn btn--primary">
            搜索
          </button>
          {error && (
            <p className="field__error pack-search__error" id={`${id}-key-error`} role="alert">
              {error}
            </p>
          )}
        </form>
      )}
      <Results packId={packId} tab={tab} keyword={tab === 2 ? keyword : ""} />
    </section>
  );
}
