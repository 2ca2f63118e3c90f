import { beijingDate } from "@/api/contract/beijing-time";
import type { MonthSchedule } from "@/api/contract/training";
import { AppLink } from "@/portal/components/app-link";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import { useMonthSchedule } from "../month-schedule";
import { dayLabel, monthDays, WEEKDAY_NAMES } from "../schedule-month";
import { TIME_STATUS_TEXT } from "../time-status";
import { EmptyMonth } from "./month-picker";
import { ScheduleFrame } from "./schedule-frame";
import { ScheduleItem } from "./schedule-item";

/** Desktop and tablet: the month as a calendar, each day listing its sessions. */
function Calendar({ data, month }: { data: MonthSchedule; month: string }) {
  const { days, firstWeekday } = monthDays(month);
  const byDay = new Map(data.days.map((d) => [d.date, d.list]));
  const today = beijingDate(Date.now());
  return (
    <div className="calendar">
      <div className="calendar__weekdays" aria-hidden="true">
        {WEEKDAY_NAMES.map((w) => (
          <span key={w}>{w}</span>
        ))}
      </div>
      <ol className="calendar__days" aria-label="直播日历">
        {Array.from({ length: firstWeekday }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blank days before the 1st have no identity but their place.
          <li key={`gap-${i}`} className="calendar__gap" aria-hidden="true" />
        ))}
        {days.map((date) => {
          const list = byDay.get(date) ?? [];
          return (
            <li
              key={date}
              className={`calendar__day${list.length ? " calendar__day--busy" : ""}${date === today ? " calendar__day--today" : ""}`}
              aria-label={dayLabel(date)}
            >
              <span className="calendar__date" aria-hidden="true">
                {Number(date.slice(8))}
              </span>
              {list.map((item) => (
                <AppLink key={item.strId} className="calendar__item" href={`/Training/Detail/${encodeURIComponent(item.strId)}`}>
                  <span className="calendar__time">{item.startTime.slice(11, 16)}</span>
                  <span className="calendar__title">{item.title}</span>
                  <span className={`training-status training-status--${item.timeStatus}`}>{TIME_STATUS_TEXT[item.timeStatus]}</span>
                </AppLink>
              ))}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Phones: only the days with sessions, one after another. */
function DayList({ data }: { data: MonthSchedule }) {
  return (
    <div className="day-list">
      {data.days.map((day) => (
        <section key={day.date} className="day-list__day" aria-label={dayLabel(day.date)}>
          <h3 className="day-list__date">{dayLabel(day.date)}</h3>
          <ol className="schedule-list">
            {day.list.map((item) => (
              <li key={item.strId}>
                <ScheduleItem item={item} withDay={false} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** /Training/LivePreDetail: the month picker, each day with its sessions' time, title and status. */
export function LivePreDetailPage({ month }: { month: string }) {
  const data = useMonthSchedule(month);
  const phone = useBreakpoint() === "phone";
  return (
    <ScheduleFrame view="calendar" month={month}>
      {!data.days.length ? <EmptyMonth month={month} /> : phone ? <DayList data={data} /> : <Calendar data={data} month={month} />}
    </ScheduleFrame>
  );
}
