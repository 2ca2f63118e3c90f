import { beijingDate, beijingDayStart } from "@/api/contract/beijing-time";

export const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A wall-clock time in Beijing, `days` after today's date there (negative: before), so demo times read as a person
 * would schedule them ("明晚 19:30"), whatever the hour and time zone the seed runs in.
 */
export function beijingAt(days: number, hour: number, minute = 0, now = Date.now()) {
  const today = beijingDayStart(beijingDate(now))!.getTime();
  return new Date(today + days * DAY + hour * HOUR + minute * MINUTE);
}
