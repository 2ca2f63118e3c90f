import { beijingDayStart, beijingTime } from "@/api/contract/beijing-time";
import { BOOKING_MSG, type SessionDay } from "@/api/contract/certification-booking";
import { onlineExamPath } from "@/api/contract/online-exam";
import { fail } from "@/api/protocol/errors";
import type { Db } from "@/db/client";
import { bookableExamOf, findExam, futureSittings, latestRegistration, type Sitting, sittingsBetween } from "./queries";

const DAY_MS = 24 * 3600_000;

/** A sitting's Beijing calendar date, 'yyyy-MM-dd' (spec 001 section 9: times are UTC+8). */
export const sittingDate = (s: Pick<Sitting, "startAt">) => beijingTime(s.startAt).slice(0, 10);

/** A sitting's Beijing start, 'yyyy-MM-dd HH:mm'. */
export const sittingTime = (s: Pick<Sitting, "startAt">) => beijingTime(s.startAt).slice(0, 16);

/** A sitting as the time page lists it (spec 001 section 3 "Session": id, name, starttime), with the seats left. */
function sittingItem(s: Sitting) {
  return { id: s.id, name: s.name, starttime: sittingTime(s), left: s.seats - s.seatsTaken };
}

/** Where the candidate of a registration enters a sitting: the in-house exam page, or the provider's link. */
export function sittingLink(s: Pick<Sitting, "mode" | "url">, registrationId: number) {
  return s.mode === "online" ? onlineExamPath(registrationId) : s.url;
}

/** A booked sitting, with the link the candidate enters the exam by. */
export function bookedSitting(s: Sitting, registrationId: number) {
  return { ...sittingItem(s), url: sittingLink(s, registrationId) };
}

/**
 * Only a candidate whose registration has been approved (or already booked, to change) sees the sittings. The spec's
 * calls carry no exam (gettime has no payload, getsesstion only the date): then it is the candidate's bookable one.
 */
async function requireBookable(db: Db, userId: number, examId: number | undefined) {
  const id = examId ?? (await bookableExamOf(db, userId));
  if (id === undefined) fail(BOOKING_MSG.notApproved);
  if (!(await findExam(db, id))) fail(BOOKING_MSG.badExam, "examid");
  const reg = await latestRegistration(db, userId, id);
  if (reg?.status !== "approved" && reg?.status !== "booked") fail(BOOKING_MSG.notApproved);
  return id;
}

/** pearson/gettime: the Beijing dates with sittings to come; `ok` has a free seat, `no` is full on every sitting. */
export async function sittingDates(db: Db, userId: number, exam: number | undefined, now = new Date()) {
  const examId = await requireBookable(db, userId, exam);
  const free = new Map<string, boolean>();
  for (const s of await futureSittings(db, examId, now)) {
    const date = sittingDate(s);
    free.set(date, (free.get(date) ?? false) || s.seatsTaken < s.seats);
  }
  const dates = [...free.keys()];
  return { ok: dates.filter((d) => free.get(d)), no: dates.filter((d) => !free.get(d)) };
}

/** pearson/getsesstion: one Beijing day's sittings still to come, full ones included (shown greyed). */
export async function daySittings(db: Db, userId: number, day: SessionDay, now = new Date()) {
  const examId = await requireBookable(db, userId, day.examid);
  const from = beijingDayStart(day.starttime);
  if (!from) fail(BOOKING_MSG.required, "starttime");
  const rows = await sittingsBetween(db, examId, from, new Date(from.getTime() + DAY_MS));
  return rows.filter((s) => s.startAt > now).map(sittingItem);
}
