import type { Env } from "../../env";
import { aliyunSms } from "./aliyun";
import { gatewaySms } from "./gateway";
import { outboxSms } from "./outbox";
import { tencentSms } from "./tencent";
import type { SmsDriver } from "./types";

export { SMS_SIGNATURE, type SmsDriver } from "./types";

/** SMS_DRIVER: the outbox keeps texts for developers; aliyun and tencent queue them for their gateway. */
export function smsDriver(env: Pick<Env, "smsGateway">): SmsDriver {
  const g = env.smsGateway;
  if (!g) return outboxSms;
  return gatewaySms(g.driver === "aliyun" ? aliyunSms(g) : tencentSms(g));
}
