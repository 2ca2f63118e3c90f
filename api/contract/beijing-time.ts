/**
 * Times as every call answers them: text in UTC+8 (DESIGN.md: stored as timestamptz, shown in Asia/Shanghai, which
 * keeps no daylight saving). The one place the server and the portal turn an instant into Beijing's calendar and back.
 */

const SHANGHAI_MS = 8 * 3600_000;
const pad = (n: number) => String(n).padStart(2, "0");
const instant = (d: Date | number) => (typeof d === "number" ? d : d.getTime());

/**
 * A moment PostgreSQL can store: years 1 to 9999, which ISO text writes in four digits (others it writes as ±YYYYYY,
 * which PostgreSQL cannot read); an invalid date is none.
 */
export function isStorableDate(d: Date) {
  const year = d.getUTCFullYear();
  return year >= 1 && year <= 9999;
}

/** 'YYYY-MM-DD HH:mm:ss' in UTC+8. */
export function beijingTime(d: Date | number) {
  const b = new Date(instant(d) + SHANGHAI_MS);
  return `${b.getUTCFullYear()}-${pad(b.getUTCMonth() + 1)}-${pad(b.getUTCDate())} ${pad(b.getUTCHours())}:${pad(b.getUTCMinutes())}:${pad(b.getUTCSeconds())}`;
}

/** The api's 'YYYY-MM-DD HH:mm:ss' read in UTC+`offsetHours` (default 8, the api's own zone), as an instant. */
export function zonedInstant(text: string, offsetHours = 8) {
  const sign = offsetHours < 0 ? "-" : "+";
  const hours = String(Math.abs(offsetHours)).padStart(2, "0");
  return new Date(`${text.replace(" ", "T")}${sign}${hours}:00`).getTime();
}

/** The api's UTC+8 'YYYY-MM-DD HH:mm:ss' as an instant (milliseconds), wherever the reader is. */
export const beijingInstant = (text: string) => zonedInstant(text, 8);

/**
 * The value with each Date in it as 'YYYY-MM-DD HH:mm:ss' in UTC+8 (an invalid one as null), copying only the arrays
 * and plain objects that hold one. A walk before a plain JSON.stringify: a replacer function would be called for
 * every value and keep the engine off its fast path (four times slower on an exam paper).
 */
function withBeijingDates(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : beijingTime(value);
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item = withBeijingDates(value[i]);
      if (item === value[i]) continue;
      copy ??= value.slice();
      copy[i] = item;
    }
    return copy ?? value;
  }
  if (value === null || typeof value !== "object") return value;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const fields = value as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  // for…in, not Object.entries: no array per object (a plain object's enumerable keys are its own).
  for (const key in fields) {
    const written = withBeijingDates(fields[key]);
    if (written === fields[key]) continue;
    copy ??= { ...fields };
    copy[key] = written;
  }
  return copy ?? value;
}

/**
 * How every portal answer is written (PROTOCOL.md's envelope, spec 000): JSON with each Date as 'YYYY-MM-DD
 * HH:mm:ss' in UTC+8 (an invalid one as null), so no call answers ISO UTC text.
 */
export const beijingJson = (value: unknown) => JSON.stringify(withBeijingDates(value));

/** 'YYYY-MM-DD' of the instant in UTC+8 (days roll over at midnight in China). */
export const beijingDate = (d: Date | number) => beijingTime(d).slice(0, 10);

/** The weekday of the instant in UTC+8, as Chinese pages write it: '周一'. */
export const beijingWeekday = (d: Date | number) => `周${"日一二三四五六"[new Date(instant(d) + SHANGHAI_MS).getUTCDay()]}`;

/** 'YYYY-MM' of the instant in UTC+8. */
export const beijingMonth = (d: Date | number) => beijingTime(d).slice(0, 7);

/** 'YYYYMMDDHHmmss' of the instant in UTC+8 (order numbers, iCalendar local times). */
export const beijingStamp = (d: Date | number) => beijingTime(d).replace(/\D/g, "");

/** The instant a UTC+8 calendar date ('YYYY-MM-DD') begins, or null when it is not a date. */
export function beijingDayStart(date: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const d = new Date(utc - SHANGHAI_MS);
  return Number.isNaN(d.getTime()) || beijingTime(d).slice(0, 10) !== date ? null : d;
}

/** The instant the calendar month of `now` began in UTC+8; `monthsOn` later months (1: the next month's start). */
export function beijingMonthStart(now: Date, monthsOn = 0) {
  const b = new Date(now.getTime() + SHANGHAI_MS);
  return new Date(Date.UTC(b.getUTCFullYear(), b.getUTCMonth() + monthsOn, 1) - SHANGHAI_MS);
}

/** An instant as people read it in China (exports, the back office's lists): 2026/3/5 09:30:00. */
export function chinaTime(d: Date | string) {
  return new Date(d).toLocaleString("zh-CN", { timeZone: "Asia/Shanghai", hour12: false });
}
