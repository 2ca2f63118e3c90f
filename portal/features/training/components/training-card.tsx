import "./training.css";
import type { TrainingItem } from "@/api/contract/training";
import { AppLink } from "@/portal/components/app-link";
import { COVER_SIZES, CoverImage } from "@/portal/components/cover-image";
import { lecturerNames } from "../../../lib/lecturer-names";
import { TIME_STATUS_TEXT } from "../time-status";

/** One session in a list: cover, time status, title, time and lecturers, leading to its detail page. */
export function TrainingCard({ item }: { item: TrainingItem }) {
  const names = lecturerNames(item.lecturer);
  return (
    <AppLink className="card list-card training-card" href={`/Training/Detail/${encodeURIComponent(item.strId)}`}>
      <span className="list-card__cover training-card__cover">
        {item.imageUrl ? <CoverImage src={item.imageUrl} sizes={COVER_SIZES.row} /> : <span aria-hidden="true">直播</span>}
        <span className={`training-status training-status--${item.timeStatus} training-card__status`}>
          {TIME_STATUS_TEXT[item.timeStatus]}
        </span>
      </span>
      <span className="list-card__body training-card__body">
        <strong className="list-card__title training-card__title">{item.title}</strong>
        <span className="list-card__meta">{item.time}</span>
        {names && <span className="list-card__meta">讲师：{names}</span>}
      </span>
    </AppLink>
  );
}

/** A card's place while its list loads: the same boxes and line heights, in grey, so the list arrives without moving anything. */
export function TrainingCardSkeleton() {
  return (
    <span className="card list-card training-card training-card--skeleton skeleton" aria-hidden="true">
      <span className="list-card__cover training-card__cover" />
      <span className="list-card__body training-card__body">
        <strong className="list-card__title training-card__title skeleton-text">{"\u00a0"}</strong>
        <span className="list-card__meta skeleton-text">{"\u00a0"}</span>
        <span className="list-card__meta skeleton-text">{"\u00a0"}</span>
      </span>
    </span>
  );
}
