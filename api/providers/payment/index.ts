import type { Env } from "../../env";
import { sandboxPayment } from "./sandbox";
import type { PaymentDriver } from "./types";

export type { CashierKind, PaymentDriver, PaymentNotice } from "./types";

/** The PAY_DRIVER of this process (cheap to build: it only derives its key). */
export function paymentDriver(env: Pick<Env, "payDriver" | "appSecret">): PaymentDriver {
  switch (env.payDriver) {
    case "sandbox":
      return sandboxPayment(env.appSecret);
  }
}
