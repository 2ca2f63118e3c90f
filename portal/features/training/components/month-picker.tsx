import { AppLink } from "@/portal/components/app-link";
import { monthLabel, shiftMonth } from "../schedule-month";

type Props = { month: string; href: (month: string) => string };

/** 上个月 · 2026年11月 · 下个月: the month is in the address, so each month can be linked and gone back to. */
export function MonthPicker({ month, href }: Props) {
  return (
    <nav className="month-picker" aria-label="选择月份">
      <AppLink className="btn btn--ghost month-picker__step" href={href(shiftMonth(month, -1))}>
        <span aria-hidden="true">‹</span> 上个月
      </AppLink>
      <h2 className="month-picker__label" aria-live="polite">
        {monthLabel(month)}
      </h2>
      <AppLink className="btn btn--ghost month-picker__step" href={href(shiftMonth(month, 1))}>
        下个月 <span aria-hidden="true">›</span>
      </AppLink>
    </nav>
  );
}

/** The month's empty state. */
export function EmptyMonth({ month }: { month: string }) {
  return (
    <div className="card schedule-empty" role="status">
      <p className="schedule-empty__title">{monthLabel(month)}暂无直播安排</p>
      <p className="schedule-empty__text">精彩直播筹备中，看看其他月份或全部直播课程吧</p>
      <AppLink className="btn btn--primary" href="/Learning/List?isLive=1">
        浏览全部直播
      </AppLink>
    </div>
  );
}
