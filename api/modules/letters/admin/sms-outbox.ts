import { equalsText, search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { SMS_STATUSES, type SmsOutboxRow } from "@/api/contract/letters-admin";
import { smsOutbox } from "@/db/schema/letters/sms-outbox";

/** Every text: what the `outbox` driver kept, or what a gateway was handed and said (sent, or failed and why). Read only. */
export const smsOutboxResource = defineResource<SmsOutboxRow>()({
  name: "sms-outbox",
  table: smsOutbox,
  sortable: { createdAt: smsOutbox.createdAt, mobile: smsOutbox.mobile },
  filters: { q: search(smsOutbox.mobile), status: equalsText(smsOutbox.status, SMS_STATUSES) },
  serialize: (m) => ({
    id: m.id,
    areaCode: m.areaCode,
    mobile: m.mobile,
    text: m.text,
    driver: m.driver,
    status: m.status,
    error: m.error,
    providerMessageId: m.providerMessageId,
    sentAt: m.sentAt,
    createdAt: m.createdAt,
  }),
});
