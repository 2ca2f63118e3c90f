import { and, eq, inArray, sql } from "drizzle-orm";
import { smsOutbox } from "@/db/schema/letters/sms-outbox";
import { SMS_SIGNATURE, type SmsDriver, type SmsGateway } from "./types";

/** Texts handed over per round, and how often a network failure is tried again before the text counts as failed. */
const BATCH = 20;
const MAX_ATTEMPTS = 3;

const masked = (mobile: string) => mobile.replace(/^(\d{3})\d+(\d{4})$/, "$1****$2");

/** A text's words once delivered: the code it carried is not kept (the row stays for the operators' outbox). */
const withoutCode = (text: string, code: string | null) => (code ? text.replaceAll(code, "******") : text);

/** The words a notice template carries: the text without the signature, which the gateway adds. */
export const noticeContent = (text: string) => text.replace(SMS_SIGNATURE, "");

/**
 * A gateway driver: `send` queues the text in the sender's transaction (so a rolled-back registration sends nothing),
 * `deliver` claims queued rows with SKIP LOCKED (any number of processes deliver each text once) and records what the
 * gateway said. Failures are logged with the number masked and shown in the back office's outbox.
 */
export function gatewaySms(gateway: SmsGateway): SmsDriver {
  return {
    async send(db, m) {
      await db
        .insert(smsOutbox)
        .values({ areaCode: m.areaCode, mobile: m.mobile, text: m.text, code: m.code ?? null, driver: gateway.name, status: "queued" });
    },
    async deliver(db) {
      const claimed = await db
        .update(smsOutbox)
        .set({ status: "sending", attempts: sql`${smsOutbox.attempts} + 1` })
        .where(
          inArray(smsOutbox.id, sql`(select id from sms_outbox where status = 'queued' order by id limit ${BATCH} for update skip locked)`),
        )
        .returning();
      for (const row of claimed) {
        const result = await gateway.send(row).catch((e: Error) => ({ ok: false as const, error: `网络错误：${e.message}`, retry: true }));
        const retry = !result.ok && result.retry && row.attempts < MAX_ATTEMPTS;
        if (!result.ok) console.error(`短信发送失败 (${gateway.name}) ${masked(row.mobile)}: ${result.error}${retry ? "，稍后重试" : ""}`);
        await db
          .update(smsOutbox)
          .set(
            result.ok
              ? {
                  status: "sent",
                  providerMessageId: result.id,
                  error: "",
                  sentAt: new Date(),
                  code: null,
                  text: withoutCode(row.text, row.code),
                }
              : {
                  status: retry ? "queued" : "failed",
                  error: result.error.slice(0, 500),
                  code: retry ? row.code : null,
                  text: withoutCode(row.text, retry ? null : row.code),
                },
          )
          .where(and(eq(smsOutbox.id, row.id), eq(smsOutbox.status, "sending")));
      }
      return claimed.length;
    },
  };
}
