import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every text the site sends (docs/decisions/0039). The `outbox` driver only keeps it here ('stored'); a gateway driver
 * queues it in the sender's transaction and a delivery loop hands it to the gateway after commit ('sent' or 'failed'
 * with the gateway's code and message), then forgets the verification code it carried.
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    areaCode: text("area_code").notNull(),
    mobile: text("mobile").notNull(),
    text: text("text").notNull(),
    /** The verification code the text carries, if any (read by the dev route); cleared once a gateway took it. */
    code: text("code"),
    /** outbox | aliyun | tencent */
    driver: text("driver").notNull().default("outbox"),
    /** stored (outbox) | queued | sending | sent | failed */
    status: text("status").$type<SmsStatus>().notNull().default("stored"),
    attempts: integer("attempts").notNull().default(0),
    /** The gateway's id of the message (BizId, SerialNo), or its error code and message. */
    providerMessageId: text("provider_message_id").notNull().default(""),
    error: text("error").notNull().default(""),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sms_outbox_mobile_idx").on(t.areaCode, t.mobile, t.createdAt),
    index("sms_outbox_queued_idx").on(t.id).where(sql`${t.status} = 'queued'`),
  ],
);

export type SmsStatus = "stored" | "queued" | "sending" | "sent" | "failed";
