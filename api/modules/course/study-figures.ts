import type { Conn } from "@/db/client";
import { beijingDate, beijingDayStart } from "../../contract/beijing-time";
import { studyDaysAndComments } from "./study/queries";

/** A day counts toward the "30 minutes a day" streak (medal whereType 6) once this much was credited on it. */
const FULL_DAY_SECONDS = 30 * 60;
const DAY = 86_400_000;

export type StudyFigures = {
  /** Credited study time, whole minutes. */
  minutes: number;
  /** Beijing days with any credited time. */
  studyDays: number;
  /** The longest run of consecutive study days ever, and the run that reaches today or yesterday (else 0). */
  longestStreak: number;
  currentStreak: number;
  /** The longest run of consecutive days each with at least 30 minutes credited. */
  longestFullStreak: number;
  /** The person's visible course comments (one a course; a hidden one does not count). */
  comments: number;
};

/** The runs of consecutive dates ('YYYY-MM-DD', ascending): their lengths and last dates. */
function runs(dates: string[]) {
  const out: { length: number; last: string }[] = [];
  let prev = Number.NaN;
  for (const d of dates) {
    const t = beijingDayStart(d)!.getTime();
    const run = out.at(-1);
    if (run && t - prev === DAY) Object.assign(run, { length: run.length + 1, last: d });
    else out.push({ length: 1, last: d });
    prev = t;
  }
  return out;
}

/** A person's study figures from their credited study days and comments: the learn record's totals and study medals. */
export async function studyFigures(db: Conn, userId: number, now = new Date()): Promise<StudyFigures> {
  const { days, comments } = await studyDaysAndComments(db, userId);
  const studied = days.filter((d) => d.seconds > 0);
  const all = runs(studied.map((d) => d.day));
  const full = runs(studied.filter((d) => d.seconds >= FULL_DAY_SECONDS).map((d) => d.day));
  const last = all.at(-1);
  const live = last && [beijingDate(now), beijingDate(now.getTime() - DAY)].includes(last.last);
  return {
    minutes: Math.floor(studied.reduce((s, d) => s + d.seconds, 0) / 60),
    studyDays: studied.length,
    longestStreak: Math.max(0, ...all.map((r) => r.length)),
    currentStreak: live ? last.length : 0,
    longestFullStreak: Math.max(0, ...full.map((r) => r.length)),
    comments,
  };
}
