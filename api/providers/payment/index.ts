import type { Env } from "../../env";
import { alipayPayment } from "./alipay/driver";
import { sandboxPayment } from "./sandbox";
import type { PaymentDriver } from "./types";
import { wechatPayment } from "./wechatpay/driver";

export type { CashierKind, Payer, PaymentDriver, PaymentNotice } from "./types";
export { PaymentProviderError } from "./types";

/** The PAY_DRIVER of this process (cheap to build: it only derives or parses its keys). */
export function paymentDriver(env: Pick<Env, "payment" | "appSecret">): PaymentDriver {
  switch (env.payment.driver) {
    case "sandbox":
      return sandboxPayment(env.appSecret);
    case "wechatpay":
      return wechatPayment(env.payment.wechatPay);
    case "alipay":
      return alipayPayment(env.payment.alipay);
  }
}
