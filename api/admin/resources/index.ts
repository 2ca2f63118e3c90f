import type { AnyResource } from "../resource";
import { paymentOrdersResource } from "./payment-orders";
import { voucherBatchesResource } from "./voucher-batches";
import { vouchersResource } from "./vouchers";
import { certificateVerificationsResource } from "./certificate-verifications";
import { certificatesResource } from "./certificates";
import { examResultsResource } from "./exam-results";
import { activitiesResource } from "./activities";
import { announcementsResource } from "./announcements";
import { activitySignupsResource } from "./activity-signups";
import { activityStepsResource } from "./activity-steps";
import { activityTasksResource } from "./activity-tasks";
import { auditLogsResource } from "./audit-logs";
import { companiesResource } from "./companies";
import { examBookingsResource } from "./exam-bookings";
import { examSessionsResource } from "./exam-sessions";
import { helpCategoriesResource } from "./help-categories";
import { helpEntriesResource } from "./help-entries";
import { contentCategoriesResource } from "./content-categories";
import { contentArticlesResource } from "./content-items";
import { contentCasesResource, contentIdeasResource, contentRewardsResource, contentSolutionsResource } from "./content-libraries";
import { interestOptionsResource } from "./interest-options";
import { learningTagsResource } from "./learning-tags";
import { letterBroadcastsResource } from "./letter-broadcasts";
import { mainCompaniesResource } from "./main-companies";
import { medalLevelsResource } from "./medal-levels";
import { medalsResource } from "./medals";
import { searchMissedQueriesResource, searchTopQueriesResource } from "./search-report";
import { smsOutboxResource } from "./sms-outbox";
import { trainingAttendsResource } from "./training-attends";
import { trainingCategoriesResource } from "./training-categories";
import { trainingIndustriesResource } from "./training-industries";
import { trainingInvitesResource } from "./training-invites";
import { trainingVisitsResource } from "./training-visits";
import { trainingsResource } from "./trainings";
import { usersResource } from "./users";
import { examsResource } from "./exams";
import { examRegistrationsResource } from "./exam-registrations";
import { invoiceRequestsResource } from "./invoice-requests";
import { lecturerSubmissionsResource } from "./lecturer-submissions";
import { paperCertificatesResource } from "./paper-certificates";

/** Every back-office resource; a feature adds its own here (and its row in ADMIN_ACCESS). */
export const adminResources: AnyResource[] = [
  usersResource,
  companiesResource,
  mainCompaniesResource,
  smsOutboxResource,
  letterBroadcastsResource,
  auditLogsResource,
  activitiesResource,
  activityStepsResource,
  activityTasksResource,
  medalsResource,
  medalLevelsResource,
  activitySignupsResource,
  trainingCategoriesResource,
  learningTagsResource,
  interestOptionsResource,
  trainingIndustriesResource,
  trainingsResource,
  trainingAttendsResource,
  trainingInvitesResource,
  trainingVisitsResource,
  contentCategoriesResource,
  contentSolutionsResource,
  contentArticlesResource,
  contentCasesResource,
  contentIdeasResource,
  contentRewardsResource,
  announcementsResource,
  helpCategoriesResource,
  helpEntriesResource,
  searchTopQueriesResource,
  searchMissedQueriesResource,
  examSessionsResource,
  examBookingsResource,
  examResultsResource,
  certificatesResource,
  certificateVerificationsResource,
  paperCertificatesResource,
  invoiceRequestsResource,
  lecturerSubmissionsResource,
  examsResource,
  examRegistrationsResource,
  voucherBatchesResource,
  vouchersResource,
  paymentOrdersResource,
];
