import type { AnyResource } from "../resource";
import { activitiesResource } from "./activities";
import { activitySignupsResource } from "./activity-signups";
import { activityStepsResource } from "./activity-steps";
import { activityTasksResource } from "./activity-tasks";
import { announcementsResource } from "./announcements";
import { auditLogsResource } from "./audit-logs";
import { certificateVerificationsResource } from "./certificate-verifications";
import { certificatesResource } from "./certificates";
import { companiesResource } from "./companies";
import { contentCategoriesResource } from "./content-categories";
import { contentArticlesResource } from "./content-items";
import { contentCasesResource, contentIdeasResource, contentRewardsResource, contentSolutionsResource } from "./content-libraries";
import { examBookingsResource } from "./exam-bookings";
import { examRegistrationsResource } from "./exam-registrations";
import { examResultsResource } from "./exam-results";
import { examSessionsResource } from "./exam-sessions";
import { examsResource } from "./exams";
import { helpCategoriesResource } from "./help-categories";
import { helpEntriesResource } from "./help-entries";
import { interestOptionsResource } from "./interest-options";
import { invoiceRequestsResource } from "./invoice-requests";
import { learningTagsResource } from "./learning-tags";
import { lecturerSubmissionsResource } from "./lecturer-submissions";
import { letterBroadcastsResource } from "./letter-broadcasts";
import { mainCompaniesResource } from "./main-companies";
import { medalLevelsResource } from "./medal-levels";
import { medalsResource } from "./medals";
import { paperCertificatesResource } from "./paper-certificates";
import { paymentOrdersResource } from "./payment-orders";
import { searchMissedQueriesResource, searchTopQueriesResource } from "./search-report";
import { smsOutboxResource } from "./sms-outbox";
import { trainingAttendsResource } from "./training-attends";
import { trainingCategoriesResource } from "./training-categories";
import { trainingIndustriesResource } from "./training-industries";
import { trainingInvitesResource } from "./training-invites";
import { trainingVisitsResource } from "./training-visits";
import { trainingsResource } from "./trainings";
import { usersResource } from "./users";
import { voucherBatchesResource } from "./voucher-batches";
import { vouchersResource } from "./vouchers";

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
