import type { SpecialItem } from "@/api/contract/special";
import { AppLink } from "@/portal/components/app-link";
import { COVER_SIZES, CoverImage } from "@/portal/components/cover-image";
import { specialTabsHref } from "../special-href";

/** One special column in the list: cover, title, summary and what its tabs hold. */
export function SpecialCard({ item }: { item: SpecialItem }) {
  return (
    <AppLink className="card list-card special-card" href={specialTabsHref(item.id)}>
      <span className="list-card__cover">
        {item.imageUrl ? <CoverImage src={item.imageUrl} sizes={COVER_SIZES.wide} /> : <span aria-hidden="true">专栏</span>}
      </span>
      <span className="list-card__body special-card__body">
        <strong className="special-card__title">{item.title}</strong>
        {item.summary && <span className="special-card__summary">{item.summary}</span>}
        <span className="special-card__meta">
          {item.trainingCount}场直播 · {item.courseCount}门课程
        </span>
      </span>
    </AppLink>
  );
}
