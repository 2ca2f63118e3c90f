import type { AdminModule } from "@/api/admin/module";
import { examRegistrations } from "@/db/schema/certification/exams";
import { examBookingsResource } from "./booking/admin/exam-bookings";
import { examSessionsResource } from "./booking/admin/exam-sessions";
import { certificateVerificationsResource } from "./certificates/admin/certificate-verifications";
import { certificatesResource } from "./certificates/admin/certificates";
import { paperCertificatesResource } from "./certificates/admin/paper-certificates";
import { examNamesResource } from "./exams/admin/exam-names";
import { examsResource } from "./exams/admin/exams";
import { examFeeRefundRoutes } from "./fee-refunds/admin/exam-fee-refund-routes";
import { examFeeRefundsResource } from "./fee-refunds/admin/exam-fee-refunds";
import { sponsoredExamsResource } from "./fee-refunds/admin/sponsored-exams";
import { invoiceRequestsResource } from "./my-exams/admin/invoice-requests";
import { lecturerSubmissionsResource } from "./my-exams/admin/lecturer-submissions";
import { examAttemptsResource } from "./online-review/admin/exam-attempts";
import { examAttemptRoutes } from "./online-review/admin/exam-attempts-routes";
import { examMarkingRoutes } from "./online-review/admin/exam-markings-routes";
import { voucherBatchesResource } from "./payment/admin/voucher-batches";
import { voucherBatchRoutes } from "./payment/admin/voucher-batches-export";
import { vouchersResource } from "./payment/admin/vouchers";
import { examQuestionsResource } from "./question-bank/admin/exam-questions";
import { examQuestionRoutes } from "./question-bank/admin/exam-questions-routes";
import type { CourseCodes } from "./question-bank/service";
import { examRegistrationsResource } from "./registration/admin/exam-registrations";
import { examRegistrationRoutes } from "./registration/admin/exam-registrations-routes";
import { examResultsResource } from "./results/admin/exam-results";
import { examResultRoutes } from "./results/admin/exam-results-routes";

/**
 * The back office of certification: exams, sittings, registrations and their review, results, certificates, requests,
 * vouchers, and certified employees' exam fee refunds with the exams their companies sponsor.
 */
export const certificationAdmin = (courseCodes: CourseCodes): AdminModule => ({
  resources: [
    examSessionsResource,
    examBookingsResource,
    examResultsResource,
    certificatesResource,
    certificateVerificationsResource,
    paperCertificatesResource,
    invoiceRequestsResource,
    lecturerSubmissionsResource,
    examsResource,
    examNamesResource,
    examRegistrationsResource,
    voucherBatchesResource,
    vouchersResource,
    examFeeRefundsResource,
    sponsoredExamsResource,
    examQuestionsResource(courseCodes),
    examAttemptsResource,
  ],
  daily: [{ name: "registrations", resource: examRegistrationsResource, at: examRegistrations.createdAt }],
  routes: {
    "exam-registrations": examRegistrationRoutes,
    "exam-results": examResultRoutes,
    "voucher-batches": voucherBatchRoutes,
    "exam-fee-refunds": examFeeRefundRoutes,
    "exam-questions": examQuestionRoutes(courseCodes),
    "exam-attempts": examAttemptRoutes,
    "exam-markings": examMarkingRoutes,
  },
});
