import * as v from "valibot";
import { defineCall } from "./call";
import { idLike } from "./pager";
import { VoucherPaySchema } from "./voucher";

/** created → paid once the provider's signed notification is applied; closed when the subject was paid otherwise. */
export const PAYMENT_ORDER_STATUSES = ["created", "paid", "closed"] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/**
 * The payment messages of spec 000 section 8. The spec quotes them in English; the person reads Chinese, so each
 * keeps the spec's words beside their Chinese meaning.
 */
export const PAY_MSG = {
  networkError: "网络错误（network error）",
  cancelled: "支付已取消（payment cancelled）",
  failed: "支付失败（payment failed）",
  emptyOrder: "订单号不能为空（order number cannot be empty）",
  noOrder: "订单不存在",
  orderPaid: "该订单已支付",
  orderClosed: "该订单已关闭，请返回重新支付",
  notUnpaid: "该报名无需支付",
  noRegistration: "报名信息不存在",
} as const;

const RecordIdSchema = idLike(PAY_MSG.noRegistration);

/** An order number as the payment service takes it; empty gives the spec's 'order number cannot be empty'. */
const OrderNumberField = v.pipe(
  v.optional(v.union([v.string(), v.number()]), ""),
  v.transform((x) => String(x).trim()),
  v.nonEmpty(PAY_MSG.emptyOrder),
  v.maxLength(40, PAY_MSG.noOrder),
);

/** pay/WxQrPay and pay/WxJsPay {orderNumber}. */
export const OrderNumberSchema = v.object({ orderNumber: OrderNumberField });
/** pay/WxWapPay {orderNumber, organization}: organization names the site asking (kept for the provider's records). */
export const WapPaySchema = v.object({
  orderNumber: OrderNumberField,
  organization: v.optional(v.pipe(v.string(), v.maxLength(50)), ""),
});

/** What the pay page's link carries (/certification/pay?pra_id=&pra_em=&pra_cli=&pra_sign=&pra_single=). */
const PayPageSchema = v.object({
  /** The registration. */
  pra_id: RecordIdSchema,
  /** Its exam. */
  pra_em: RecordIdSchema,
  pra_cli: v.optional(v.pipe(v.string(), v.maxLength(20)), ""),
  pra_sign: v.optional(v.pipe(v.string(), v.maxLength(128)), ""),
  pra_single: v.optional(v.pipe(v.string(), v.maxLength(20)), ""),
});
export type PayPage = v.InferOutput<typeof PayPageSchema>;

/** pearson/paypass?orderNum=. */
const PayPassSchema = v.object({ orderNum: OrderNumberField });

/** Who takes the money (PAY_DRIVER): the sandbox plays WeChat Pay. */
export type PayProvider = "sandbox" | "wechatpay" | "alipay";
/** What the pay page calls the provider. */
export const PAY_PROVIDER_NAME = { sandbox: "微信支付", wechatpay: "微信支付", alipay: "支付宝" } as const satisfies Record<
  PayProvider,
  string
>;
/** pearson/Confirm's answer (spec 001 "Payment confirm"): payNum in fen; `provider` names the cashier the page offers. */
export type PayConfirm = { payNum: number; orderNum: string; examId: number; examName: string; provider: PayProvider };
/** pearson/paypass's answer: paid 1 with the waitaudit url once the notification is applied. */
export type PayPass = { paid: 0 | 1; url: string };
/** What WeixinJSBridge's getBrandWCPayRequest takes inside WeChat, signed by the server (WeChat Pay JSAPI). */
export type JsapiPayment = { appId: string; timeStamp: string; nonceStr: string; package: string; signType: "RSA"; paySign: string };
/**
 * pay/Wx*Pay's answer: where the cashier is; `qr` is what the desktop page draws as a QR code; inside WeChat, with
 * WeChat Pay, `jsapi` is the order the page hands to the JS bridge (the url is then where to go once it is paid).
 */
export type Cashier = { url: string; qr: string; jsapi?: JsapiPayment };

/** "¥199.00": the pay amount shown is payNum divided by 100 (spec 001 section 9). */
export function yuan(fen: number) {
  return `¥${(fen / 100).toFixed(2)}`;
}

/** Order states as the back office names them. */
/** Payment providers (PAY_DRIVER names) as operators read them. */
const PROVIDER_LABELS: Record<string, string> = { sandbox: "沙箱（本地测试）", wechatpay: "微信支付", alipay: "支付宝", voucher: "代金券" };
export const providerLabel = (name: string | null) => (name ? (PROVIDER_LABELS[name] ?? name) : "—");

export const ORDER_STATUS_LABELS = { created: "待支付", paid: "已支付", closed: "已关闭" } as const satisfies Record<
  PaymentOrderStatus,
  string
>;

/* The calls (the server's certification/payment module). */
export const pearsonConfirmCall = defineCall({ path: "pearson/Confirm", input: PayPageSchema }).returns<PayConfirm>();
export const pearsonPaypassCall = defineCall({ path: "pearson/paypass", input: PayPassSchema }).returns<PayPass>();
export const pearsonVoupayCall = defineCall({ path: "pearson/voupay", input: VoucherPaySchema }).returns<{ url: string }>();

/* The payment service's calls (the server's pay module). */
/** Inside WeChat. */
export const payWxJsPayCall = defineCall({ path: "pay/WxJsPay", input: OrderNumberSchema }).returns<Cashier>();
/** A phone browser: the page goes to the url. */
export const payWxWapPayCall = defineCall({ path: "pay/WxWapPay", input: WapPaySchema }).returns<Cashier>();
/** A desktop browser: the page draws qr as a QR code. */
export const payWxQrPayCall = defineCall({ path: "pay/WxQrPay", input: OrderNumberSchema }).returns<Cashier>();
