import "./zhaopin.css";
import { useRouter } from "@tanstack/react-router";
import type { PositionFilter } from "@/api/contract/zhaopin-positions";
import { AppLink } from "@/portal/components/app-link";
import { useCurrentUser } from "@/portal/lib/current-user";
import { listHref } from "../filters";
import { usePositionList } from "../position-list";
import { JobAlertButtons } from "./job-alerts-button";
import { MoreList } from "./more-list";
import { PositionCard } from "./position-card";
import { PositionFilters } from "./position-filters";
import { RecommendedPositions } from "./recommended-positions";

/** /ZhaoPin/: open positions by type, education, experience, tags, province and city, more as the list is scrolled. */
export function PositionListPage({ filter }: { filter: PositionFilter }) {
  const router = useRouter();
  const user = useCurrentUser();
  const query = usePositionList(filter);
  const total = query.data.pages[0]?.pager.totalRecord ?? 0;
  const apply = (f: PositionFilter) => void router.navigate({ href: listHref(f) });
  return (
    <div className="page container zp">
      <header className="list-page__head list-page__head--center">
        <h1 className="list-page__title">招聘职位</h1>
        <div className="list-page__side">
          {user && (
            <AppLink href="/ZhaoPin/Applied" className="btn btn--text btn--sm">
              我的投递
            </AppLink>
          )}
          <JobAlertButtons filter={filter} signedIn={Boolean(user)} />
        </div>
      </header>
      <RecommendedPositions limit={4} />
      <div className="zp-bar">
        <PositionFilters filter={filter} onApply={apply} />
        <p className="zp-bar__count" aria-live="polite">
          共 <strong>{total}</strong> 个职位
        </p>
      </div>
      <MoreList query={query}>
        {(list) =>
          list.length ? (
            <ul className="zp-list" aria-label="职位列表">
              {list.map((p) => (
                <li key={p.id}>
                  <PositionCard position={p} from="list" />
                </li>
              ))}
            </ul>
          ) : (
            <div className="page-state list-empty">
              <p className="list-empty__text">没有符合条件的职位，换个条件试试</p>
            </div>
          )
        }
      </MoreList>
    </div>
  );
}
