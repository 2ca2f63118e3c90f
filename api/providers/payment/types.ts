/** An order as the provider is told of it when the cashier opens. */
type ProviderOrder = { orderNumber: string; amountFen: number; description: string; returnUrl: string };

/** Where the provider takes the person: a page (phone, WeChat) and what a desktop page draws as a QR code. */
type CashierSession = { url: string; qr: string };

/** How the page asks to pay: a QR code on a desktop, a redirect on a phone browser, the JS bridge inside WeChat. */
export type CashierKind = "qr" | "wap" | "js";

/** A payment the provider reports, once its signature has been checked. */
export type PaymentNotice = { orderNumber: string; transactionId: string; amountFen: number; paidAt: Date; raw: unknown };

/** A payment provider (PAY_DRIVER): opens cashiers and vouches for its asynchronous notifications. */
export interface PaymentDriver {
  readonly name: "sandbox";
  /** `origin` is the site's own, for links the provider must give absolute (a QR code is read by another device). */
  cashier(order: ProviderOrder, kind: CashierKind, origin: string): CashierSession;
  /** The notice when the request carries the provider's valid signature, null otherwise. */
  verify(headers: Headers, body: string): PaymentNotice | null;
}
