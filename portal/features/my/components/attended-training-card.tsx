import type { AttendedTraining } from "@/api/contract/my-courses";
import { AppLink } from "@/portal/components/app-link";
import { COVER_SIZES, CoverImage } from "@/portal/components/cover-image";

/** Course time status (spec 001): 1 not begun, 0 live, 2 ended. */
const TIME_STATUS_TEXT: Record<number, string> = { 0: "直播中", 1: "未开始", 2: "已结束" };

/** One session I signed up for: where my sign-up stands, and the room (live or replay) when I may enter it. */
export function AttendedTrainingCard({ item }: { item: AttendedTraining }) {
  const detail = `/Training/Detail/${encodeURIComponent(item.strId)}`;
  return (
    <article className="card my-attend">
      <AppLink href={detail} className="my-attend__cover" tabIndex={-1} aria-hidden="true">
        {item.imageUrl ? <CoverImage src={item.imageUrl} sizes={COVER_SIZES.row} /> : <span>直播</span>}
      </AppLink>
      <div className="my-attend__body">
        <h2 className="my-attend__title">
          <AppLink href={detail}>{item.title}</AppLink>
        </h2>
        <p className="my-attend__meta">{item.time}</p>
        <p className="my-attend__tags">
          <span className={`my-attend__phase my-attend__phase--${item.timeStatus}`}>{TIME_STATUS_TEXT[item.timeStatus]}</span>
          <span className={`my-attend__state my-attend__state--${item.status}`}>{item.statusText}</span>
        </p>
      </div>
      <AppLink href={item.roomUrl || detail} className={`btn btn--sm my-attend__go ${item.roomUrl ? "btn--primary" : "btn--ghost"}`}>
        {item.roomUrl ? (item.timeStatus === 0 ? "进入直播" : "观看回放") : "查看详情"}
      </AppLink>
    </article>
  );
}
