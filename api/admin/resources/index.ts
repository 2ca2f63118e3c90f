import type { AnyResource } from "../resource";
import { auditLogsResource } from "./audit-logs";
import { companiesResource } from "./companies";
import { mainCompaniesResource } from "./main-companies";
import { smsOutboxResource } from "./sms-outbox";
import { usersResource } from "./users";

/** Every back-office resource; a feature adds its own here (and its row in ADMIN_ACCESS). */
export const adminResources: AnyResource[] = [
  usersResource,
  companiesResource,
  mainCompaniesResource,
  smsOutboxResource,
  auditLogsResource,
];
