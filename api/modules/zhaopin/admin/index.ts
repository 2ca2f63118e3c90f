import type { AdminModule } from "@/api/admin/module";
import { imageUploadRoutes } from "../../upload/admin/file-uploads";
import { applicationInterviewRoutes, interviewRoutes, interviewsResource, talentInterviewRoutes } from "../interviews/admin-routes";
import { applicationMessageRoutes, messageReportRoutes, messageReportsResource } from "../messages/admin-routes";
import { applicationNotesResource } from "./application-notes";
import { applicationRoutes, applicationsResource } from "./applications";
import { companyEmployeeRoutes } from "./company-employees";
import { companyProfileRoutes } from "./company-profiles";
import { positionFunnelRoutes } from "./funnel";
import { positionRoutes, positionsResource } from "./positions";
import { talentPoolResource, talentPoolRoutes } from "./talent-pool";

/** The hiring back office: positions, applications with notes, the talent pool, certified employees. */
export const zhaopinAdmin: AdminModule = {
  resources: [
    positionsResource,
    applicationsResource,
    applicationNotesResource,
    talentPoolResource,
    interviewsResource,
    messageReportsResource,
  ],
  // The company profile is the company module's resource; suspending one is hiring's, since its positions follow.
  // 认证员工 is account's resource (its rows are accounts), given employeeFigures; removing and inviting are hiring's.
  routes: {
    positions: (deps) => positionRoutes(deps).route("/", positionFunnelRoutes(deps)),
    // 面试邀请 are sent from an application or a talent, too.
    // 面试邀请 and 沟通 are an application's: their routes sit beside the applications' own.
    applications: (deps) => applicationRoutes(deps).route("/", applicationInterviewRoutes(deps)).route("/", applicationMessageRoutes(deps)),
    "company-employees": companyEmployeeRoutes,
    "company-profiles": companyProfileRoutes,
    "talent-pool": (deps) => talentPoolRoutes(deps).route("/", talentInterviewRoutes(deps)),
    interviews: interviewRoutes,
    "message-reports": messageReportRoutes,
  },
  uploads: { "company-logos": imageUploadRoutes("company-logos") },
};
