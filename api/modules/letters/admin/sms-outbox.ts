import { search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { smsOutbox } from "@/db/schema";

/** Texts the `outbox` SMS driver kept instead of sending: read-only. */
export const smsOutboxResource = defineResource({
  name: "sms-outbox",
  table: smsOutbox,
  sortable: { createdAt: smsOutbox.createdAt, mobile: smsOutbox.mobile },
  filters: { q: search(smsOutbox.mobile) },
  serialize: (m) => ({ id: m.id, areaCode: m.areaCode, mobile: m.mobile, text: m.text, createdAt: m.createdAt }),
});
