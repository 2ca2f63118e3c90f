import type { SQL } from "drizzle-orm";
import { equalsInt, search } from "@/api/admin/filters";
import { refuseWhileUsed } from "@/api/admin/in-use";
import { defineResource } from "@/api/admin/resource";
import { beijingDayStart } from "@/api/contract/beijing-time";
import type { ExamSessionRow } from "@/api/contract/certification-admin";
import { ExamSessionFormSchema } from "@/api/contract/certification-booking";
import { httpError } from "@/api/protocol/errors";
import { examRegistrations, examSessions } from "@/db/schema/certification/exams";
import { tellBookedOfChange } from "../sitting-changes";
import { sittingsStartingBetween, sittingsUpcoming } from "./queries";

const DAY_MS = 24 * 3600_000;

/** The `upcoming` switch: true lists sittings still to start (the list's default), false those already begun. */
function upcoming(value: unknown): SQL | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "boolean") throw httpError(400, "筛选条件无效");
  return sittingsUpcoming(value);
}

/** The `date` filter: sittings starting on that Beijing calendar day. */
function onBeijingDay(value: unknown): SQL | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const from = typeof value === "string" ? beijingDayStart(value.slice(0, 10)) : null;
  if (!from) throw httpError(400, "筛选条件无效");
  return sittingsStartingBetween(from, new Date(from.getTime() + DAY_MS));
}

/**
 * Exam sittings: a start, seats and the provider's link. Seats never go below those taken (the CHECK constraint
 * stands behind this friendlier answer); a sitting with candidates keeps its exam and cannot be deleted; moving it
 * or changing its link tells every booked candidate by letter.
 */
export const examSessionsResource = defineResource<ExamSessionRow>()({
  name: "exam-sessions",
  table: examSessions,
  sortable: { startAt: examSessions.startAt, name: examSessions.name, seats: examSessions.seats, seatsTaken: examSessions.seatsTaken },
  filters: { examId: equalsInt(examSessions.examId), date: onBeijingDay, upcoming, q: search(examSessions.name) },
  serialize: (s) => ({
    id: s.id,
    examId: s.examId,
    name: s.name,
    startAt: s.startAt,
    seats: s.seats,
    seatsTaken: s.seatsTaken,
    seatsLeft: s.seats - s.seatsTaken,
    url: s.url,
    mode: s.mode,
    closesAt: s.closesAt,
  }),
  create: { schema: ExamSessionFormSchema, values: (input) => input },
  update: {
    schema: ExamSessionFormSchema,
    values: async (input, { tx, before }) => {
      if (input.seats < before.seatsTaken) {
        throw httpError(400, `已有 ${before.seatsTaken} 位考生预约，座位数不能少于该人数`, "seats");
      }
      if (input.examId !== before.examId && before.seatsTaken > 0) {
        throw httpError(400, "该场次已有考生预约，不能更换所属考试", "examId");
      }
      await tellBookedOfChange(tx, before, { ...before, ...input });
      return input;
    },
  },
  remove: { check: refuseWhileUsed(examRegistrations.sessionId, (n) => `该场次已有 ${n} 位考生预约，不能删除`) },
});
