import { smsOutbox } from "@/db/schema/letters/sms-outbox";
import type { SmsDriver } from "./types";

/** Keeps every message in sms_outbox, readable in the back office and through the dev route. */
export const outboxSms: SmsDriver = {
  async send(db, m) {
    await db.insert(smsOutbox).values({ areaCode: m.areaCode, mobile: m.mobile, text: m.text, code: m.code ?? null });
  },
};
