import type { Conn } from "@/db/client";

/** The registered signature every text starts with (SMS gateways in China require one). */
export const SMS_SIGNATURE = "【学习认证门户】";

type SmsMessage = { areaCode: string; mobile: string; text: string; code?: string };

/**
 * Sends a text message. `send` runs in the sender's transaction and only records it (sms_outbox); a gateway driver's
 * `deliver` hands what is queued to the gateway after commit (docs/decisions/0039).
 */
export interface SmsDriver {
  send(db: Conn, message: SmsMessage): Promise<void>;
  /** Delivers queued texts; answers how many were handed over. Absent for `outbox`, which sends nothing. */
  deliver?(db: Conn): Promise<number>;
}

/** What a gateway said of one text: its message id, or its error (code and message); `retry` for a network failure. */
type GatewayResult = { ok: true; id: string } | { ok: false; error: string; retry?: boolean };

/** A provider's SendSms: a verification code goes by the code template, anything else by the notice template. */
export interface SmsGateway {
  readonly name: "aliyun" | "tencent";
  send(message: Required<Pick<SmsMessage, "areaCode" | "mobile" | "text">> & { code: string | null }): Promise<GatewayResult>;
}
