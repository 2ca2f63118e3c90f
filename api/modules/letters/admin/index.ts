import type { AdminModule } from "@/api/admin/module";
import { type BroadcastAudience, letterBroadcastsResource } from "./letter-broadcasts";
import { smsOutboxResource } from "./sms-outbox";

/**
 * The back office of what reaches people: texts sent and letters broadcast. Who a broadcast reaches is the account
 * module's to say, handed in where the back office is put together (account sends letters, so letters cannot ask it).
 */
export const lettersAdmin = (audienceOf: BroadcastAudience): AdminModule => ({
  resources: [smsOutboxResource, letterBroadcastsResource(audienceOf)],
});
