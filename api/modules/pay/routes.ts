import type { CallDef } from "../../contract/call";
import {
  type Cashier,
  type OrderNumberSchema,
  payWxJsPayCall,
  payWxQrPayCall,
  payWxWapPayCall,
  type WapPaySchema,
} from "../../contract/payment";
import { loginCall } from "../../protocol/call";
import { clientIp } from "../../protocol/client-ip";
import { type CashierKind, paymentDriver } from "../../providers/payment";
import { wechatOpenId } from "../wechat/identity";
import { openCashier } from "./service";
import type { SubjectOf } from "./subject-handler";

/** A call that answers the provider's cashier for the caller's own unpaid order. */
function cashierCall(call: CallDef<Cashier, typeof OrderNumberSchema | typeof WapPaySchema>, kind: CashierKind, subjectOf: SubjectOf) {
  return loginCall(call, {
    handle: (payload, { c, deps, user }) =>
      openCashier(deps.db, paymentDriver(deps.env), subjectOf, user.id, payload.orderNumber, kind, c.var.site.origin, {
        ip: clientIp(c, deps.env.trustedProxies),
        wechatOpenId: (appId) => wechatOpenId(deps.db, user.id, appId),
      }),
  });
}

/** The payment service of spec 000 section 7, carried by the signed call protocol (docs/decisions/0009). */
export const payCalls = (subjectOf: SubjectOf) => [
  /** Inside WeChat. */
  cashierCall(payWxJsPayCall, "js", subjectOf),
  /** A phone browser: the page goes to the url. */
  cashierCall(payWxWapPayCall, "wap", subjectOf),
  /** A desktop browser: the page draws qr as a QR code. */
  cashierCall(payWxQrPayCall, "qr", subjectOf),
];
