import "./home-activities.css";
import { HOME_ACTIVITY_COUNT, type HomeActivity } from "@/api/contract/activity";
import { beijingInstant, beijingWeekday } from "@/api/contract/beijing-time";
import { AppLink } from "@/portal/components/app-link";
import { formatChinaTime } from "../format-time";
import { useHomeActivities } from "../home-activities";

/** The date block of an activity: its first day in China time (month, day, weekday). */
function DateBlock({ time }: { time: string }) {
  const [, month, day] = time.slice(0, 10).split("-");
  return (
    <span className="home-activity__date" aria-hidden="true">
      <strong>{Number(day)}</strong>
      <span>
        {Number(month)}月 · {beijingWeekday(beijingInstant(time))}
      </span>
    </span>
  );
}

/** One activity: where it leads (a special topic when it has steps), whether it is on, and when. */
function ActivityRow({ item, now }: { item: HomeActivity; now: number }) {
  const on = beijingInstant(item.startTime) <= now;
  const href = `/activity/${item.special ? "special" : "detail"}?id=${item.id}`;
  return (
    <AppLink href={href} className="card home-activity">
      <DateBlock time={item.startTime} />
      <span className="home-activity__body">
        <span className="home-activity__tags">
          <span className={`home-activity__tag${on ? " home-activity__tag--on" : ""}`}>{on ? "进行中" : "即将开始"}</span>
          <span className="home-activity__tag">{item.special ? "专题活动" : "活动"}</span>
        </span>
        <strong className="home-activity__title">{item.title}</strong>
        <span className="home-activity__time">
          {formatChinaTime(item.startTime)} - {formatChinaTime(item.endTime)}
        </span>
      </span>
    </AppLink>
  );
}

/** A row's place while the list loads, the same height, so nothing below moves when it arrives. */
function ActivityRowSkeleton() {
  return (
    <span className="card home-activity skeleton" aria-hidden="true">
      <span className="home-activity__date" />
      <span className="home-activity__body">
        <span className="home-activity__tags skeleton-text">{"\u00a0"}</span>
        <strong className="home-activity__title skeleton-text">{"\u00a0"}</strong>
        <span className="home-activity__time skeleton-text">{"\u00a0"}</span>
      </span>
    </span>
  );
}

/** The home page's 精彩活动: activities and special topics not yet over, each leading to its page; nothing when none. */
export function HomeActivities() {
  const { data: list, isPending } = useHomeActivities();
  if (!isPending && !list?.length) return null;
  const now = Date.now();
  return (
    <section className="container home-section" aria-labelledby="home-activities-title" aria-busy={isPending}>
      <h2 className="home-section__title" id="home-activities-title">
        精彩活动
      </h2>
      <ul className="home-activities">
        {list
          ? list.map((item) => (
              <li key={item.id}>
                <ActivityRow item={item} now={now} />
              </li>
            ))
          : Array.from({ length: Math.min(2, HOME_ACTIVITY_COUNT) }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, replaced all at once.
              <li key={i}>
                <ActivityRowSkeleton />
              </li>
            ))}
      </ul>
    </section>
  );
}
