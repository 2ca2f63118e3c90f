/** Times as every call answers them: text in UTC+8 (DESIGN.md: stored as timestamptz, shown in Asia/Shanghai). */

const SHANGHAI_MS = 8 * 3600_000;
const pad = (n: number) => String(n).padStart(2, "0");

/** 'YYYY-MM-DD HH:mm:ss' in UTC+8. */
export function beijingTime(d: Date) {
  const b = new Date(d.getTime() + SHANGHAI_MS);
  return `${b.getUTCFullYear()}-${pad(b.getUTCMonth() + 1)}-${pad(b.getUTCDate())} ${pad(b.getUTCHours())}:${pad(b.getUTCMinutes())}:${pad(b.getUTCSeconds())}`;
}

/** The instant a UTC+8 calendar date ('YYYY-MM-DD') begins, or null when it is not a date. */
export function beijingDayStart(date: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const d = new Date(utc - SHANGHAI_MS);
  return Number.isNaN(d.getTime()) || beijingTime(d).slice(0, 10) !== date ? null : d;
}
