import type { TrainingItem } from "@/api/contract/training";
import { AppLink } from "@/portal/components/app-link";
import { lecturerNames } from "../../../lib/lecturer-names";
import { dayLabel } from "../schedule-month";
import { TIME_STATUS_TEXT } from "../time-status";

const clock = (time: string) => time.slice(11, 16);

/** One session of the schedule: its day and hours, title, lecturers and status, leading to the detail page. */
export function ScheduleItem({ item, withDay = true }: { item: TrainingItem; withDay?: boolean }) {
  const names = lecturerNames(item.lecturer);
  return (
    <AppLink className="card schedule-item" href={`/Training/Detail/${encodeURIComponent(item.strId)}`}>
      <span className="schedule-item__when">
        {withDay && <span className="schedule-item__day">{dayLabel(item.startTime.slice(0, 10))}</span>}
        <time className="schedule-item__clock" dateTime={item.startTime}>
          {clock(item.startTime)}
        </time>
      </span>
      <span className="schedule-item__body">
        <strong className="schedule-item__title">{item.title}</strong>
        <span className="schedule-item__meta">
          {item.time}
          {names && ` · 讲师：${names}`}
        </span>
      </span>
      <span className={`training-status training-status--${item.timeStatus} schedule-item__status`}>
        {TIME_STATUS_TEXT[item.timeStatus]}
      </span>
    </AppLink>
  );
}
