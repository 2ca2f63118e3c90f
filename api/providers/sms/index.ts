import type { Env } from "../../env";
import { outboxSms } from "./outbox";
import type { SmsDriver } from "./types";

export { SMS_SIGNATURE, type SmsDriver } from "./types";

export function smsDriver(name: Env["smsDriver"]): SmsDriver {
  switch (name) {
    case "outbox":
      return outboxSms;
  }
}
