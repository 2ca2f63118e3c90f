import { and, gt, gte, isNotNull, lt, lte } from "drizzle-orm";
import { examRegistrations, examSessions } from "@/db/schema/certification/exams";

/** Registrations holding a seat on a sitting (the bookings list). */
export const bookedOnSitting = () => isNotNull(examRegistrations.sessionId);

/** Sittings still to start (`upcoming` true), or those already begun. */
export function sittingsUpcoming(upcoming: boolean, now = new Date()) {
  return upcoming ? gt(examSessions.startAt, now) : lte(examSessions.startAt, now);
}

/** Sittings starting in [from, until). */
export function sittingsStartingBetween(from: Date, until: Date) {
  return and(gte(examSessions.startAt, from), lt(examSessions.startAt, until));
}
