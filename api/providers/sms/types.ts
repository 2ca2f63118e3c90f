import type { Conn } from "../../../db/client";

export type SmsMessage = { areaCode: string; mobile: string; text: string; code?: string };

/** Sends a text message. A provider's driver calls its gateway; `outbox` stores it. */
export interface SmsDriver {
  send(db: Conn, message: SmsMessage): Promise<void>;
}
