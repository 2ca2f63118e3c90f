import type { Cashier, PayProvider } from "../../contract/payment";

/** An order as the provider is told of it when the cashier opens. */
export type ProviderOrder = { orderNumber: string; amountFen: number; description: string; returnUrl: string };

/** How the page asks to pay: a QR code on a desktop, a redirect on a phone browser, the JS bridge inside WeChat. */
export type CashierKind = "qr" | "wap" | "js";

/** Who is paying, as the providers ask: the client's IP (WeChat Pay H5), the WeChat openid (JSAPI). */
export type Payer = { ip: string; wechatOpenId: (appId: string) => Promise<string | null> };

/** Where the provider takes the person (a page), what a desktop page draws as a QR code, the JS bridge's order in WeChat. */
type CashierSession = Cashier;

/** A payment the provider reports, once its signature has been checked. */
export type PaymentNotice = { orderNumber: string; transactionId: string; amountFen: number; paidAt: Date; raw: unknown };

/** A notification's answer in the provider's own form. */
export type NotifyAnswer = { status: number; contentType: string; body: string };

/** Money returned through the provider; `refundNumber` is ours and makes a repeated request the same refund. */
type RefundRequest = {
  orderNumber: string;
  transactionId: string;
  refundNumber: string;
  amountFen: number;
  totalFen: number;
  reason: string;
};

/** A refund the provider accepted: done at once, or still on its way to the payer. */
type RefundResult = { refundId: string; status: "success" | "processing" };

/** A provider's refusal or an unreachable provider, with what it said (for the log and the back office). */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

/** A payment provider (PAY_DRIVER): opens cashiers, vouches for its notifications, answers for orders and refunds. */
export interface PaymentDriver {
  readonly name: PayProvider;
  /** `origin` is the site's own, for links the provider must give absolute (a QR code is read by another device). */
  cashier(order: ProviderOrder, kind: CashierKind, origin: string, payer: Payer): Promise<CashierSession>;
  /** The paid notice when the request carries the provider's valid signature, null otherwise. */
  verify(headers: Headers, body: string): Promise<PaymentNotice | null>;
  /** The answer the provider expects to a notification: a 2xx `status` accepts it, any other asks for it again. */
  answer(status: number, message: string): NotifyAnswer;
  /** The provider's own word on an order: its paid notice, or null while unpaid (or unknown to it). */
  query(orderNumber: string): Promise<PaymentNotice | null>;
  /** The order can no longer be paid at the provider (it was paid another way). */
  close(orderNumber: string): Promise<void>;
  refund(request: RefundRequest): Promise<RefundResult>;
}
