/** Phases and times of a session, as the portal shows them (spec 000 section 4; times in UTC+8). */
import { beijingTime } from "../../contract/beijing-time";
import type { Lecturer } from "../../contract/training";

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

/** The session's time line: '2026-11-22 19:30-21:00' (the end date too when it ends on another day). */
export function timeLine(t: Timed) {
  const start = beijingTime(t.startAt).slice(0, 16);
  const end = beijingTime(t.endAt).slice(0, 16);
  return start.slice(0, 10) === end.slice(0, 10) ? `${start}-${end.slice(11)}` : `${start} 至 ${end}`;
}

/** The lecturer JSON text as a list of people; bad JSON reads as nobody. */
export function parseLecturers(text: string): Lecturer[] {
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? list.filter((p): p is Lecturer => typeof p === "object" && p !== null) : [];
  } catch {
    return [];
  }
}
