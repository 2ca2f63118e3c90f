import "./training.css";
import "./schedule.css";
import type { ReactNode } from "react";
import { AppLink } from "@/portal/components/app-link";
import { type ScheduleView, scheduleHref } from "../schedule-month";
import { MonthPicker } from "./month-picker";

const VIEWS: Record<ScheduleView, { title: string; name: string }> = {
  list: { title: "直播排期", name: "列表视图" },
  calendar: { title: "直播日历", name: "日历视图" },
};

/** Both schedule pages: the title, the way to the other view of the same month, and the month picker. */
export function ScheduleFrame({ view, month, children }: { view: ScheduleView; month: string; children: ReactNode }) {
  const other: ScheduleView = view === "list" ? "calendar" : "list";
  return (
    <div className="page container schedule-page">
      <header className="list-page__head">
        <h1 className="list-page__title">{VIEWS[view].title}</h1>
        <AppLink className="schedule-page__switch" href={scheduleHref(other, month)}>
          {VIEWS[other].name}
        </AppLink>
      </header>
      <MonthPicker month={month} href={(m) => scheduleHref(view, m)} />
      {children}
    </div>
  );
}
