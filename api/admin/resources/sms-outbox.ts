import { smsOutbox } from "@/db/schema";
import { search } from "../filters";
import { defineResource } from "../resource";

/** Texts the `outbox` SMS driver kept instead of sending: read-only. */
export const smsOutboxResource = defineResource({
  name: "sms-outbox",
  table: smsOutbox,
  sortable: { createdAt: smsOutbox.createdAt, mobile: smsOutbox.mobile },
  filters: { q: search(smsOutbox.mobile) },
  serialize: (m) => ({ id: m.id, areaCode: m.areaCode, mobile: m.mobile, text: m.text, createdAt: m.createdAt }),
});
