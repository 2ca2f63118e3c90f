import { equalsInt, equalsText } from "@/api/admin/filters";
import { isOperator } from "@/api/admin/identity";
import { defineResource } from "@/api/admin/resource";
import { maskMobile } from "@/api/contract/admin";
import type { ExamBookingRow } from "@/api/contract/certification-admin";
import { BOOKING_STATUS_LABELS } from "@/api/contract/certification-booking";
import { examRegistrations } from "@/db/schema/certification/exams";
import { bookedOnSitting } from "./queries";

/**
 * The candidates booked on a sitting (shown on the sitting's page): name, company and phone, read only. Operators
 * only (ADMIN_ACCESS); should an enterprise role ever be let in, it would see the phone masked and never an ID.
 */
export const examBookingsResource = defineResource<ExamBookingRow>()({
  name: "exam-bookings",
  table: examRegistrations,
  sortable: { bookedAt: examRegistrations.bookedAt, chineseName: examRegistrations.chineseName },
  filters: {
    sessionId: equalsInt(examRegistrations.sessionId),
    examId: equalsInt(examRegistrations.examId),
    status: equalsText(examRegistrations.status, Object.keys(BOOKING_STATUS_LABELS)),
  },
  scope: bookedOnSitting,
  serialize: (r, admin) => ({
    id: r.id,
    sessionId: r.sessionId,
    examId: r.examId,
    userId: r.userId,
    chineseName: r.chineseName,
    companyName: r.companyName,
    phone: isOperator(admin) ? `${r.areaCode} ${r.phone}` : maskMobile(r.phone),
    status: r.status,
    bookedAt: r.bookedAt,
  }),
});
