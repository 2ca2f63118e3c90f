import { createCipheriv, generateKeyPairSync, randomBytes, randomInt, sign, verify } from "node:crypto";
import type { WechatPayConfig } from "@/api/providers/payment/config";

/**
 * A local stand-in for WeChat Pay API v3 (the five calls the driver makes), written from the documentation on its
 * own (no code shared with the driver): it checks every request's WECHATPAY2-SHA256-RSA2048 Authorization with the
 * merchant's public key, signs every answer with the platform key, and seals notifications as WeChat Pay does.
 */

const pem = { type: "spki", format: "pem" } as const;
const pkcs8 = { type: "pkcs8", format: "pem" } as const;
const rsaPair = () => generateKeyPairSync("rsa", { modulusLength: 2048, publicKeyEncoding: pem, privateKeyEncoding: pkcs8 });

/** A merchant's keys and WeChat Pay's, fresh for a test run; `config(url)` is what the driver is given. */
export function wechatPayKeys() {
  const merchant = rsaPair();
  const platform = rsaPair();
  const apiV3Key = randomBytes(16).toString("hex");
  const ids = {
    mchId: "1900000109",
    appId: "wxd678efh567hg6787",
    serialNo: "5157F09EFDC096DE15EBE81A47057A7232F1B8E1",
    platformSerial: "PUB_KEY_ID_0119000001092024112700000000",
  };
  const config = (endpoint: string): WechatPayConfig => ({
    ...ids,
    privateKey: merchant.privateKey,
    apiV3Key,
    platformPublicKey: platform.publicKey,
    endpoint,
  });
  return { ...ids, merchant, platform, apiV3Key, config };
}
export type WechatPayKeys = ReturnType<typeof wechatPayKeys>;

/** "2026-11-29T08:30:00+08:00", the way WeChat Pay writes times. */
function beijingRfc3339(at = new Date()) {
  return `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

/** Wechatpay-* headers over a body, signed with the platform key (or `over` what a test wants changed). */
export function platformHeaders(keys: WechatPayKeys, body: string, over: { timestamp?: number; serial?: string; key?: string } = {}) {
  const timestamp = String(over.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString("hex");
  const signature = sign("sha256", Buffer.from(`${timestamp}\n${nonce}\n${body}\n`), over.key ?? keys.platform.privateKey);
  return {
    "Wechatpay-Timestamp": timestamp,
    "Wechatpay-Nonce": nonce,
    "Wechatpay-Signature": signature.toString("base64"),
    "Wechatpay-Serial": over.serial ?? keys.platformSerial,
  };
}

/** AEAD_AES_256_GCM as WeChat Pay seals a notification's resource: the 16-byte tag after the ciphertext, base64. */
export function sealResource(apiV3Key: string, plaintext: string, associatedData = "transaction") {
  const nonce = randomBytes(6).toString("hex");
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(associatedData));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]).toString("base64");
  return { algorithm: "AEAD_AES_256_GCM", ciphertext, associated_data: associatedData, nonce, original_type: "transaction" };
}

type Over = { apiV3Key?: string; timestamp?: number; serial?: string; eventType?: string };

/** A TRANSACTION.SUCCESS notification carrying `transaction`, as WeChat Pay POSTs it to notify_url. */
export function notificationOf(keys: WechatPayKeys, transaction: object, over: Over = {}) {
  const body = JSON.stringify({
    id: crypto.randomUUID(),
    create_time: beijingRfc3339(),
    resource_type: "encrypt-resource",
    event_type: over.eventType ?? "TRANSACTION.SUCCESS",
    summary: "支付成功",
    resource: sealResource(over.apiV3Key ?? keys.apiV3Key, JSON.stringify(transaction)),
  });
  return { headers: { "Content-Type": "application/json", ...platformHeaders(keys, body, over) }, body };
}

type Order = {
  appid: string;
  mchid: string;
  out_trade_no: string;
  description: string;
  notify_url: string;
  total: number;
  trade_type: "NATIVE" | "MWEB" | "JSAPI";
  openid: string;
  trade_state: "NOTPAY" | "SUCCESS" | "CLOSED";
  transaction_id?: string;
  success_time?: string;
};
type Refund = { refund_id: string; out_refund_no: string; out_trade_no: string; refund: number; status: string };

type Kind = "native" | "h5" | "jsapi";
const REQUIRED: Record<Kind, string[]> = {
  native: ["appid", "mchid", "description", "out_trade_no", "notify_url", "amount.total"],
  h5: [
    "appid",
    "mchid",
    "description",
    "out_trade_no",
    "notify_url",
    "amount.total",
    "scene_info.payer_client_ip",
    "scene_info.h5_info.type",
  ],
  jsapi: ["appid", "mchid", "description", "out_trade_no", "notify_url", "amount.total", "payer.openid"],
};
const TRADE_TYPE = { native: "NATIVE", h5: "MWEB", jsapi: "JSAPI" } as const;

const field = (body: any, path: string) => path.split(".").reduce((o, k) => (o == null ? undefined : o[k]), body);

function parseAuthorization(header: string) {
  const prefix = "WECHATPAY2-SHA256-RSA2048 ";
  if (!header.startsWith(prefix)) return null;
  return Object.fromEntries([...header.slice(prefix.length).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

/** The fake service; `refundStatus` is what new refunds answer (WeChat Pay decides that, not the merchant). */
export function fakeWechatPay(keys: WechatPayKeys) {
  const orders = new Map<string, Order>();
  const refunds = new Map<string, Refund>();
  const requests: { method: string; path: string; body: any }[] = [];
  const state = { refundStatus: "SUCCESS" as string };

  const answer = (status: number, json?: object) => {
    const body = json === undefined ? "" : JSON.stringify(json);
    const headers: Record<string, string> = { ...platformHeaders(keys, body), "Request-ID": crypto.randomUUID() };
    if (body) headers["Content-Type"] = "application/json";
    return new Response(body || null, { status, headers });
  };
  const refuse = (status: number, code: string, message: string) => answer(status, { code, message });

  function authorized(req: Request, pathWithQuery: string, body: string) {
    const a = parseAuthorization(req.headers.get("authorization") ?? "");
    if (!a || a.mchid !== keys.mchId || a.serial_no !== keys.serialNo) return false;
    if (!/^\d+$/.test(a.timestamp ?? "") || Math.abs(Number(a.timestamp) - Date.now() / 1000) > 300) return false;
    const message = `${req.method}\n${pathWithQuery}\n${a.timestamp}\n${a.nonce_str}\n${body}\n`;
    return verify("sha256", Buffer.from(message), keys.merchant.publicKey, Buffer.from(a.signature ?? "", "base64"));
  }

  function transaction(o: Order) {
    const paid = o.trade_state === "SUCCESS";
    return {
      appid: o.appid,
      mchid: o.mchid,
      out_trade_no: o.out_trade_no,
      ...(paid ? { transaction_id: o.transaction_id, success_time: o.success_time, bank_type: "OTHERS" } : {}),
      trade_type: o.trade_type,
      trade_state: o.trade_state,
      trade_state_desc: { NOTPAY: "未支付", SUCCESS: "支付成功", CLOSED: "已关闭" }[o.trade_state],
      attach: "",
      payer: { openid: o.openid },
      amount: paid ? { total: o.total, payer_total: o.total, currency: "CNY", payer_currency: "CNY" } : { total: o.total, currency: "CNY" },
    };
  }

  function prepay(kind: Kind, body: any) {
    const missing = REQUIRED[kind].find((k) => field(body, k) === undefined || field(body, k) === "");
    if (missing) return refuse(400, "PARAM_ERROR", `输入源“/body/${missing.replaceAll(".", "/")}”映射到值字段“${missing}”必填性规定不满足`);
    if (body.mchid !== keys.mchId || body.appid !== keys.appId) return refuse(400, "APPID_MCHID_NOT_MATCH", "appid和mch_id不匹配");
    if (!Number.isInteger(body.amount.total) || body.amount.total < 1) return refuse(400, "PARAM_ERROR", "订单金额必须大于0");
    if ([...body.description].length > 127) return refuse(400, "PARAM_ERROR", "description 超过 127 个字符");
    const known = orders.get(body.out_trade_no);
    if (known?.trade_state === "SUCCESS") return refuse(400, "ORDERPAID", "该订单已支付");
    if (known?.trade_state === "CLOSED") return refuse(400, "ORDER_CLOSED", "该订单已关闭");
    if (known && known.total !== body.amount.total) return refuse(400, "INVALID_REQUEST", "201 商户订单号重复");
    orders.set(body.out_trade_no, {
      appid: body.appid,
      mchid: body.mchid,
      out_trade_no: body.out_trade_no,
      description: body.description,
      notify_url: body.notify_url,
      total: body.amount.total,
      trade_type: TRADE_TYPE[kind],
      openid: body.payer?.openid ?? "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o",
      trade_state: "NOTPAY",
    });
    const prepayId = `wx${Date.now()}${randomInt(1e9)}`;
    if (kind === "native") return answer(200, { code_url: `weixin://wxpay/bizpayurl?pr=${prepayId.slice(-7)}` });
    if (kind === "h5")
      return answer(200, { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepayId}&package=1037687096` });
    return answer(200, { prepay_id: prepayId });
  }

  function refund(body: any) {
    const missing = ["out_trade_no", "out_refund_no", "amount.refund", "amount.total", "amount.currency"].find(
      (k) => field(body, k) === undefined,
    );
    if (missing) return refuse(400, "PARAM_ERROR", `输入源“/body/${missing.replaceAll(".", "/")}”映射到值字段“${missing}”必填性规定不满足`);
    const o = orders.get(body.out_trade_no);
    if (o?.trade_state !== "SUCCESS") return refuse(404, "RESOURCE_NOT_EXISTS", "订单不存在");
    if (body.amount.total !== o.total) return refuse(400, "PARAM_ERROR", "订单金额与实际金额不一致");
    const again = refunds.get(body.out_refund_no);
    if (again) return answer(200, { refund_id: again.refund_id, out_refund_no: again.out_refund_no, status: again.status });
    const refunded = [...refunds.values()].filter((r) => r.out_trade_no === o.out_trade_no).reduce((sum, r) => sum + r.refund, 0);
    if (body.amount.refund < 1 || refunded + body.amount.refund > o.total) return refuse(403, "NOT_ENOUGH", "申请退款金额超过订单可退金额");
    const r = {
      refund_id: `50000${randomInt(1e9)}`,
      out_refund_no: body.out_refund_no,
      out_trade_no: o.out_trade_no,
      refund: body.amount.refund,
      status: state.refundStatus,
    };
    refunds.set(r.out_refund_no, r);
    return answer(200, {
      refund_id: r.refund_id,
      out_refund_no: r.out_refund_no,
      transaction_id: o.transaction_id,
      out_trade_no: o.out_trade_no,
      channel: "ORIGINAL",
      user_received_account: "支付用户零钱",
      create_time: beijingRfc3339(),
      status: r.status,
      amount: { total: o.total, refund: r.refund, payer_total: o.total, payer_refund: r.refund, currency: "CNY" },
    });
  }

  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(req) {
      const url = new URL(req.url);
      const text = await req.text();
      if (!authorized(req, url.pathname + url.search, text)) return refuse(401, "SIGN_ERROR", "签名错误");
      if (req.headers.get("accept") !== "application/json" || !req.headers.get("user-agent"))
        return refuse(400, "PARAM_ERROR", "请求头 Accept 或 User-Agent 不正确");
      let body: any = {};
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        return refuse(400, "PARAM_ERROR", "请求体不是合法的 JSON");
      }
      requests.push({ method: req.method, path: url.pathname + url.search, body });
      const prepayKind = /^\/v3\/pay\/transactions\/(native|h5|jsapi)$/.exec(url.pathname)?.[1];
      if (req.method === "POST" && prepayKind) return prepay(prepayKind as Kind, body);
      if (req.method === "POST" && url.pathname === "/v3/refund/domestic/refunds") return refund(body);
      const byNumber = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
      if (!byNumber) return refuse(404, "NOT_FOUND", "请求的资源不存在");
      const mchid = req.method === "GET" ? url.searchParams.get("mchid") : body.mchid;
      if (!mchid) return refuse(400, "PARAM_ERROR", "mchid 必填");
      const o = orders.get(decodeURIComponent(byNumber[1]!));
      if (!o || mchid !== o.mchid) return refuse(404, "ORDER_NOT_EXIST", "订单不存在");
      if (req.method === "GET" && !byNumber[2]) return answer(200, transaction(o));
      if (req.method !== "POST" || !byNumber[2]) return refuse(405, "METHOD_NOT_ALLOWED", "方法不允许");
      if (o.trade_state === "SUCCESS") return refuse(400, "ORDERPAID", "订单已支付");
      o.trade_state = "CLOSED";
      return answer(204);
    },
  });

  return {
    url: `http://127.0.0.1:${server.port}`,
    orders,
    requests,
    state,
    /** The payer pays: the order is paid and the notification WeChat Pay would POST to its notify_url is answered. */
    pay(outTradeNo: string) {
      const o = orders.get(outTradeNo);
      if (o?.trade_state !== "NOTPAY") throw new Error(`fake WeChat Pay: ${outTradeNo} cannot be paid`);
      Object.assign(o, {
        trade_state: "SUCCESS",
        transaction_id: `42000${randomInt(1e9)}${randomInt(1e9)}`,
        success_time: beijingRfc3339(),
      });
      return notificationOf(keys, transaction(o));
    },
    transaction: (outTradeNo: string) => transaction(orders.get(outTradeNo)!),
    stop: () => server.stop(true),
  };
}
export type FakeWechatPay = ReturnType<typeof fakeWechatPay>;
