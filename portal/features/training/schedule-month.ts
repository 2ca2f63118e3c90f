/** Months of the live schedule as 'YYYY-MM' (UTC+8, as the api reads them). */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The address's month when it is a real 'YYYY-MM', else `fallback` (this month). */
export const monthOrDefault = (text: string | undefined, fallback: string) => (text && MONTH.test(text) ? text : fallback);

/** The month `by` months on (or back, when negative). */
export function shiftMonth(month: string, by: number) {
  const [y, m] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** 2026年11月 */
export function monthLabel(month: string) {
  const [y, m] = month.split("-").map(Number);
  return `${y}年${m}月`;
}

/** The pager's start for the month: its first day (the api runs to the month's end by itself). */
export const monthStart = (month: string) => `${month}-01`;

/** The month's days as 'YYYY-MM-DD', with the weekday (0 Sunday) of the first, for a calendar grid. */
export function monthDays(month: string) {
  const [y, m] = month.split("-").map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const firstWeekday = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const days = Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`);
  return { days, firstWeekday };
}

export const WEEKDAY_NAMES = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"];

/** 11月25日 周三 */
export function dayLabel(date: string) {
  const [y, m, d] = date.split("-").map(Number);
  return `${m}月${d}日 ${WEEKDAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}`;
}

/** The schedule's two views of a month: the list (/Training/LiveSchedulelist) and the calendar (/Training/LivePreDetail). */
export type ScheduleView = "list" | "calendar";

export function scheduleHref(view: ScheduleView, month: string, page = 1) {
  const path = view === "list" ? "/Training/LiveSchedulelist" : "/Training/LivePreDetail";
  return `${path}?month=${month}${page > 1 ? `&page=${page}` : ""}`;
}
