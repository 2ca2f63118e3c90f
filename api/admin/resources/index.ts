import type { AnyResource } from "../resource";
import { activitiesResource } from "./activities";
import { activitySignupsResource } from "./activity-signups";
import { activityStepsResource } from "./activity-steps";
import { activityTasksResource } from "./activity-tasks";
import { auditLogsResource } from "./audit-logs";
import { companiesResource } from "./companies";
import { learningTagsResource } from "./learning-tags";
import { mainCompaniesResource } from "./main-companies";
import { medalLevelsResource } from "./medal-levels";
import { medalsResource } from "./medals";
import { smsOutboxResource } from "./sms-outbox";
import { trainingAttendsResource } from "./training-attends";
import { trainingCategoriesResource } from "./training-categories";
import { trainingIndustriesResource } from "./training-industries";
import { trainingInvitesResource } from "./training-invites";
import { trainingVisitsResource } from "./training-visits";
import { trainingsResource } from "./trainings";
import { usersResource } from "./users";

/** Every back-office resource; a feature adds its own here (and its row in ADMIN_ACCESS). */
export const adminResources: AnyResource[] = [
  usersResource,
  companiesResource,
  mainCompaniesResource,
  smsOutboxResource,
  auditLogsResource,
  activitiesResource,
  activityStepsResource,
  activityTasksResource,
  medalsResource,
  medalLevelsResource,
  activitySignupsResource,
  trainingCategoriesResource,
  learningTagsResource,
  trainingIndustriesResource,
  trainingsResource,
  trainingAttendsResource,
  trainingInvitesResource,
  trainingVisitsResource,
];
