import { equalsInt, equalsText, search } from "@/api/admin/filters";
import { isOperator } from "@/api/admin/identity";
import { defineResource } from "@/api/admin/resource";
import { maskMobile } from "@/api/contract/admin";
import type { ExamRegistrationRow } from "@/api/contract/certification-admin";
import { pick } from "@/api/contract/pick";
import { examRegistrations, REGISTRATION_STATUSES } from "@/db/schema/certification/exams";
import { userInCompany } from "../../../account/people";

type Registration = typeof examRegistrations.$inferSelect;

/** What everyone who may read a registration sees: who, which exam, where it stands. */
function common(r: Registration) {
  return pick(r, [
    "id",
    "userId",
    "examId",
    "chineseName",
    "companyName",
    "idType",
    "status",
    "feeFen",
    "payMethod",
    "paidFen",
    "paidAt",
    "reviewedAt",
    "reviewNote",
    "sessionId",
    "score",
    "createdAt",
  ]);
}

/** An enterprise account: never the ID number or photo, the phone masked. */
function forEnterprise(r: Registration) {
  return { ...common(r), areaCode: r.areaCode, phone: maskMobile(r.phone) };
}

function forOperator(r: Registration) {
  return {
    ...common(r),
    idCard: r.idCard,
    idPic: r.idPic,
    areaCode: r.areaCode,
    phone: r.phone,
    beisenKey: r.beisenKey,
    checkPhotoUrl: r.idType === 0 ? `/admin/api/exam-registrations/${r.id}/check-photo` : "",
  };
}

/** Exam registrations: read here; 通过 and 驳回 go through exam-registrations-review.ts. */
export const examRegistrationsResource = defineResource<ExamRegistrationRow>()({
  name: "exam-registrations",
  table: examRegistrations,
  sortable: { createdAt: examRegistrations.createdAt, paidAt: examRegistrations.paidAt, status: examRegistrations.status },
  filters: {
    status: equalsText(examRegistrations.status, REGISTRATION_STATUSES),
    examId: equalsInt(examRegistrations.examId),
    userId: equalsInt(examRegistrations.userId),
    // An enterprise searches names only: matching on digits would reveal masked numbers.
    q: (value, admin) =>
      (isOperator(admin)
        ? search(examRegistrations.chineseName, examRegistrations.phone, examRegistrations.idCard)
        : search(examRegistrations.chineseName))(value),
  },
  // An enterprise account reads the registrations of its own company's people.
  scope: (admin) => (isOperator(admin) ? undefined : userInCompany(examRegistrations.userId, admin.companyId)),
  serialize: (row, admin) => (isOperator(admin) ? forOperator(row) : forEnterprise(row)),
});
