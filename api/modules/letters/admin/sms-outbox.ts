import { equalsText, search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { SMS_STATUSES, type SmsOutboxRow } from "@/api/contract/letters-admin";
import { pick } from "@/api/contract/pick";
import { smsOutbox } from "@/db/schema/letters/sms-outbox";

/** Every text: what the `outbox` driver kept, or what a gateway was handed and said (sent, or failed and why). Read only. */
export const smsOutboxResource = defineResource<SmsOutboxRow>()({
  name: "sms-outbox",
  table: smsOutbox,
  sortable: { createdAt: smsOutbox.createdAt, mobile: smsOutbox.mobile },
  filters: { q: search(smsOutbox.mobile), status: equalsText(smsOutbox.status, SMS_STATUSES) },
  serialize: (m) => pick(m, ["id", "areaCode", "mobile", "text", "driver", "status", "error", "providerMessageId", "sentAt", "createdAt"]),
});
