/**
 * The real payment providers' settings (PAY_DRIVER=wechatpay|alipay, docs/decisions/0040), read with the rest of the
 * environment. Keys are PEM text; a value written on one line with `\n` for its line breaks is read the same.
 */

/** WeChat Pay API v3: the merchant, its API certificate's key and serial, the APIv3 key, and WeChat Pay's public key. */
export type WechatPayConfig = {
  mchId: string;
  /** The official account (or site app) the payments and JSAPI openids belong to. */
  appId: string;
  /** The merchant API certificate's serial number, sent with every signed request. */
  serialNo: string;
  /** The merchant API certificate's private key (PKCS#8 PEM), which signs requests and JSAPI orders. */
  privateKey: string;
  /** The 32-byte APIv3 key that opens notifications' AES-256-GCM resources. */
  apiV3Key: string;
  /** WeChat Pay's public key (or its platform certificate's), which signs answers and notifications. */
  platformPublicKey: string;
  /** Its id as Wechatpay-Serial names it (PUB_KEY_ID_… or the platform certificate's serial). */
  platformSerial: string;
  endpoint: string;
};

/** Alipay's open platform: the app, its RSA2 private key, and Alipay's public key. */
export type AlipayConfig = {
  appId: string;
  /** The app's private key (PKCS#8 or PKCS#1 PEM, or the bare base64 Alipay's key tool writes). */
  privateKey: string;
  /** Alipay's public key for this app (PEM or bare base64), which signs answers and notifications. */
  alipayPublicKey: string;
  gateway: string;
};

const WECHATPAY_KEYS = [
  "WECHATPAY_MCH_ID",
  "WECHATPAY_APP_ID",
  "WECHATPAY_MCH_SERIAL_NO",
  "WECHATPAY_PRIVATE_KEY",
  "WECHATPAY_API_V3_KEY",
  "WECHATPAY_PLATFORM_PUBLIC_KEY",
  "WECHATPAY_PLATFORM_SERIAL",
] as const;
const ALIPAY_KEYS = ["ALIPAY_APP_ID", "ALIPAY_PRIVATE_KEY", "ALIPAY_PUBLIC_KEY"] as const;

const pem = (value: string | undefined) => (value ?? "").replaceAll("\\n", "\n");

export type PaymentConfig =
  | { driver: "sandbox" }
  | { driver: "wechatpay"; wechatPay: WechatPayConfig }
  | { driver: "alipay"; alipay: AlipayConfig };

/** The driver's settings; the names of what is missing (or wrong) otherwise. */
export function readPayment(driver: "sandbox" | "wechatpay" | "alipay", e: Record<string, string | undefined>): PaymentConfig | string[] {
  if (driver === "sandbox") return { driver };
  if (driver === "wechatpay") {
    const missing: string[] = WECHATPAY_KEYS.filter((k) => !e[k]);
    if (e.WECHATPAY_API_V3_KEY && Buffer.byteLength(e.WECHATPAY_API_V3_KEY) !== 32) missing.push("WECHATPAY_API_V3_KEY (32 个字符)");
    if (missing.length) return missing;
    return {
      driver,
      wechatPay: {
        mchId: e.WECHATPAY_MCH_ID as string,
        appId: e.WECHATPAY_APP_ID as string,
        serialNo: e.WECHATPAY_MCH_SERIAL_NO as string,
        privateKey: pem(e.WECHATPAY_PRIVATE_KEY),
        apiV3Key: e.WECHATPAY_API_V3_KEY as string,
        platformPublicKey: pem(e.WECHATPAY_PLATFORM_PUBLIC_KEY),
        platformSerial: e.WECHATPAY_PLATFORM_SERIAL as string,
        endpoint: e.WECHATPAY_ENDPOINT ?? "https://api.mch.weixin.qq.com",
      },
    };
  }
  const missing = ALIPAY_KEYS.filter((k) => !e[k]);
  if (missing.length) return missing;
  return {
    driver,
    alipay: {
      appId: e.ALIPAY_APP_ID as string,
      privateKey: pem(e.ALIPAY_PRIVATE_KEY),
      alipayPublicKey: pem(e.ALIPAY_PUBLIC_KEY),
      gateway: e.ALIPAY_GATEWAY ?? "https://openapi.alipay.com/gateway.do",
    },
  };
}
