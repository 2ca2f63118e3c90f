import type { Env } from "../../env";
import { alipayPayment } from "./alipay/driver";
import { sandboxPayment } from "./sandbox";
import type { PaymentDriver } from "./types";
import { wechatPayment } from "./wechatpay/driver";

export type { CashierKind, Payer, PaymentDriver, PaymentNotice } from "./types";
export { PaymentProviderError } from "./types";

/** One driver per configuration: a real provider's driver parses its RSA keys once, not on every cashier or poll. */
const built = new WeakMap<Env["payment"], PaymentDriver>();

/** The PAY_DRIVER of this process. */
export function paymentDriver(env: Pick<Env, "payment" | "appSecret">): PaymentDriver {
  let driver = built.get(env.payment);
  if (!driver) {
    driver = buildDriver(env);
    built.set(env.payment, driver);
  }
  return driver;
}

function buildDriver(env: Pick<Env, "payment" | "appSecret">): PaymentDriver {
  switch (env.payment.driver) {
    case "sandbox":
      return sandboxPayment(env.appSecret);
    case "wechatpay":
      return wechatPayment(env.payment.wechatPay);
    case "alipay":
      return alipayPayment(env.payment.alipay);
  }
}
