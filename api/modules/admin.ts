import type { AdminModule } from "../admin/module";
import { accountAdmin } from "./account/admin";
import { memberCompanyId } from "./account/company-members";
import { broadcastAudience } from "./account/people";
import { activityAdmin } from "./activity/admin";
import { announcementAdmin } from "./announcement/admin";
import { bannerAdmin } from "./banner/admin";
import { bindingAdmin } from "./binding/admin";
import { certificationAdmin } from "./certification/admin";
import { companyAdmin } from "./company/admin";
import { contentAdmin } from "./content/admin";
import { courseAdmin } from "./course/admin";
import { coursesByCodes } from "./course/course-refs";
import { gradingAdmin } from "./grading/admin";
import { growPlanAdmin } from "./growplan/admin";
import { helpAdmin } from "./help/admin";
import { interestAdmin } from "./interest/admin";
import { learningAdmin } from "./learning/admin";
import { lessonTalkAdmin } from "./lesson-talk/admin";
import { lettersAdmin } from "./letters/admin";
import { partnerLoginAdmin } from "./partner-login/admin";
import { payAdmin } from "./pay/admin";
import { pointsAdmin } from "./points/admin";
import { resellerSurveyAdmin } from "./reseller-survey/admin";
import { searchAdmin } from "./search/admin";
import { shopAdmin } from "./shop/admin";
import { specialAdmin } from "./special/admin";
import { studyAdmin } from "./study/admin";
import { trainingAdmin } from "./training/admin";
import { sessionTagIds } from "./training/tagged-sessions";
import { uploadAdmin } from "./upload/admin";
import { zhaopinAdmin } from "./zhaopin/admin";
import { employeeFigures } from "./zhaopin/admin/company-employees";

/** Every feature's back office (its resources and routes), feature by feature; each resource also has its row in ADMIN_ACCESS. */
export const adminModules: AdminModule[] = [
  accountAdmin(employeeFigures),
  partnerLoginAdmin,
  resellerSurveyAdmin,
  companyAdmin(memberCompanyId),
  lettersAdmin(broadcastAudience),
  activityAdmin,
  trainingAdmin,
  courseAdmin,
  lessonTalkAdmin,
  studyAdmin,
  specialAdmin,
  learningAdmin(sessionTagIds),
  interestAdmin,
  contentAdmin,
  announcementAdmin,
  bannerAdmin,
  helpAdmin,
  searchAdmin,
  certificationAdmin(coursesByCodes),
  payAdmin,
  uploadAdmin,
  growPlanAdmin,
  bindingAdmin,
  shopAdmin,
  pointsAdmin,
  zhaopinAdmin,
  gradingAdmin,
];
