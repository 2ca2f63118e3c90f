import type { AdminModule } from "@/api/admin/module";
import { letterBroadcastsResource } from "./letter-broadcasts";
import { smsOutboxResource } from "./sms-outbox";

/** The back office of what reaches people: texts sent and letters broadcast. */
export const lettersAdmin: AdminModule = {
  resources: [smsOutboxResource, letterBroadcastsResource],
};
