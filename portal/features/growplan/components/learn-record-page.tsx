import "./growplan.css";
import { useRouter } from "@tanstack/react-router";
import { useId } from "react";
import { beijingWeekday } from "@/api/contract/beijing-time";
import { AppLink } from "@/portal/components/app-link";
import { LoadMore } from "@/portal/components/load-more";
import { useLearnRecord } from "../learn-record";
import { monthLabel, recordMonths } from "../months";

/** Study time as people read it: whole minutes, or 不足1分钟 for a few seconds. */
const minutes = (seconds: number) => (seconds > 0 && seconds < 60 ? "不足1分钟" : `${Math.round(seconds / 60)}分钟`);

/** A Beijing date with its weekday: 2026-03-05 周四. */
const dayLabel = (day: string) => `${day} ${beijingWeekday(new Date(`${day}T12:00:00+08:00`))}`;

/** The learn record: study time per day and course, newest first, a month at a time, more as the list is scrolled. */
export function LearnRecordPage({ month }: { month: string }) {
  const id = useId();
  const router = useRouter();
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useLearnRecord(month);
  const rows = data.pages.flatMap((p) => p.list);
  const total = data.pages[0]?.totalSeconds ?? 0;
  const choose = (next: string) => void router.navigate({ href: next ? `/growplan/learnrecord?month=${next}` : "/growplan/learnrecord" });
  return (
    <div className="page container grow-record">
      <div className="grow-record__head">
        <h1 className="grow-record__title">学习记录</h1>
        <AppLink href="/growplan/planlist" className="btn btn--text btn--sm">
          返回成长计划
        </AppLink>
      </div>
      <div className="card grow-record__bar">
        <label className="grow-record__filter" htmlFor={`${id}-month`}>
          <span>月份</span>
          <select id={`${id}-month`} className="select" value={month} onChange={(e) => choose(e.target.value)}>
            <option value="">全部</option>
            {recordMonths().map((m) => (
              <option key={m} value={m}>
                {monthLabel(m)}
              </option>
            ))}
          </select>
        </label>
        <p className="grow-record__total">
          {month ? monthLabel(month) : "累计"}学习 <strong>{minutes(total)}</strong>
        </p>
      </div>
      {rows.length ? (
        <LoadMore count={rows.length} hasMore={hasNextPage} loading={isFetchingNextPage} onLoadMore={() => void fetchNextPage()}>
          <ul className="card grow-record__list">
            {rows.map((r) => (
              <li key={`${r.day}-${r.courseId}`} className="grow-record__row">
                <span className="grow-record__day">{dayLabel(r.day)}</span>
                <AppLink href={`/MoocTraining/Detail/${encodeURIComponent(r.courseId)}`} className="grow-record__course">
                  {r.title}
                </AppLink>
                <span className="grow-record__time">{minutes(r.seconds)}</span>
              </li>
            ))}
          </ul>
        </LoadMore>
      ) : (
        <div className="card grow-record__empty">
          <p>{month ? `${monthLabel(month)}暂无学习记录` : "暂无学习记录"}</p>
          <AppLink href="/growplan/planlist" className="btn btn--primary btn--sm">
            去成长计划学习
          </AppLink>
        </div>
      )}
    </div>
  );
}
