import type { Conn } from "@/db/client";

/** The registered signature every text starts with (SMS gateways in China require one). */
export const SMS_SIGNATURE = "【学习认证门户】";

type SmsMessage = { areaCode: string; mobile: string; text: string; code?: string };

/** Sends a text message. A provider's driver calls its gateway; `outbox` stores it. */
export interface SmsDriver {
  send(db: Conn, message: SmsMessage): Promise<void>;
}
