/** Phases and times of a session, as the portal shows them (spec 000 section 4; times in UTC+8). */

type Timed = { startAt: Date; endAt: Date };

/** Course time status: 1 not begun, 0 live, 2 ended. */
export function timeStatus(t: Timed, now = new Date()) {
  if (now < t.startAt) return 1;
  return now <= t.endAt ? 0 : 2;
}

/** Phase (sta): 1 open for sign-up, 2 live now, 3 ended with replay. */
export function phase(t: Timed, now = new Date()) {
  return [2, 1, 3][timeStatus(t, now)];
}

/** Where a signed-up person goes from the sign-up result: the live room while live, the replay once ended. */
export function roomUrl(t: Timed & { strId: string }, now = new Date()) {
  const sta = phase(t, now);
  if (sta === 2) return `/training/Live/${t.strId}`;
  return sta === 3 ? `/training/Review/${t.strId}` : "";
}

const SHANGHAI_MS = 8 * 3600_000;
const pad = (n: number) => String(n).padStart(2, "0");

/** 'YYYY-MM-DD HH:mm:ss' in UTC+8. */
export function beijingTime(d: Date) {
  const b = new Date(d.getTime() + SHANGHAI_MS);
  return `${b.getUTCFullYear()}-${pad(b.getUTCMonth() + 1)}-${pad(b.getUTCDate())} ${pad(b.getUTCHours())}:${pad(b.getUTCMinutes())}:${pad(b.getUTCSeconds())}`;
}

/** The session's time line: '2026-11-22 19:30-21:00' (the end date too when it ends on another day). */
export function timeLine(t: Timed) {
  const start = beijingTime(t.startAt).slice(0, 16);
  const end = beijingTime(t.endAt).slice(0, 16);
  return start.slice(0, 10) === end.slice(0, 10) ? `${start}-${end.slice(11)}` : `${start} 至 ${end}`;
}

/** The instant a UTC+8 calendar date ('YYYY-MM-DD') begins, or null when it is not a date. */
export function beijingDayStart(date: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const d = new Date(utc - SHANGHAI_MS);
  return Number.isNaN(d.getTime()) || beijingTime(d).slice(0, 10) !== date ? null : d;
}

/** The lecturer JSON text as a list of people; bad JSON reads as nobody. */
export function parseLecturers(text: string): Record<string, unknown>[] {
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? list.filter((p): p is Record<string, unknown> => typeof p === "object" && p !== null) : [];
  } catch {
    return [];
  }
}
