import "./credits.css";
import { useRouter } from "@tanstack/react-router";
import { beijingDate } from "@/api/contract/beijing-time";
import { CREDIT_TYPE_TEXT, CREDITS_MIN_DATE, type CreditItem } from "@/api/contract/my-credits";
import { Pagination } from "@/portal/components/pagination";
import { type CreditsQuery, useCredits } from "../credits";
import { MyAreaHead } from "./my-area-head";

const hrefOf = (q: CreditsQuery) => {
  const params = new URLSearchParams();
  params.set("type", String(q.type));
  if (q.date) params.set("date", q.date);
  if (q.page > 1) params.set("page", String(q.page));
  return `/my/cercontinue?${params}`;
};

/** The picker's day: '' (cleared) is now; a day before the minimum is the minimum. */
const pickedDate = (value: string) => (value === "" || value >= CREDITS_MIN_DATE ? value : CREDITS_MIN_DATE);

function CreditRow({ item }: { item: CreditItem }) {
  return (
    <li className={`card credit ${item.valid ? "" : "credit--expired"}`}>
      <div className="credit__main">
        <strong className="credit__reason">{item.reason}</strong>
        <span className="credit__meta">获得于 {item.createdAt.slice(0, 10)}</span>
      </div>
      <div className="credit__points">
        <span className="credit__amount">+{item.amount}</span>
        <span className="credit__meta">剩余 {item.remaining}</span>
      </div>
      <div className="credit__end">
        <span className={`credit__state ${item.valid ? "credit__state--valid" : ""}`}>{item.valid ? "有效" : "已过期"}</span>
        <span className="credit__meta">{item.expiresAt ? `有效期至 ${item.expiresAt.slice(0, 10)}` : "长期有效"}</span>
      </div>
    </li>
  );
}

/** /my/cercontinue?type=&date= (spec 001 "Credits"): each entry valid while its date is later than the chosen date. */
export function CreditsPage({ query }: { query: CreditsQuery }) {
  const data = useCredits(query);
  const router = useRouter();
  const go = (next: Partial<CreditsQuery>) => void router.navigate({ href: hrefOf({ ...query, page: 1, ...next }) });
  return (
    <div className="page container my-area">
      <MyAreaHead title="我的学分" />
      <section className="card credits__bar">
        <div className="credits__score">
          <span>有效学分</span>
          <strong data-testid="vscore">{data.vscore}</strong>
        </div>
        <label className="credits__date">
          <span>查询日期</span>
          <input
            type="date"
            min={CREDITS_MIN_DATE}
            value={query.date || beijingDate(Date.now())}
            onChange={(e) => go({ date: pickedDate(e.target.value) })}
          />
        </label>
        <nav className="list-page__tabs credits__tabs" aria-label="学分状态">
          {Object.entries(CREDIT_TYPE_TEXT).map(([type, text]) => (
            <button
              key={type}
              type="button"
              className="list-page__tab"
              aria-current={Number(type) === query.type ? "page" : undefined}
              onClick={() => go({ type: Number(type) })}
            >
              {text}
            </button>
          ))}
        </nav>
      </section>
      {data.list.length ? (
        <ul className="credits__list">
          {data.list.map((item) => (
            <CreditRow key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <p className="card list-page__empty">暂无学分记录</p>
      )}
      <Pagination current={query.page} total={data.pager.totalPage} onChange={(page) => go({ page })} />
    </div>
  );
}
