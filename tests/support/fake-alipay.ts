import { generateKeyPairSync, randomInt, sign, verify } from "node:crypto";

/**
 * A local stand-in for Alipay's open platform gateway as its documentation describes it: every call's RSA2 signature
 * is checked with the app's public key; answers are {"<method>_response": {...}, "sign": "..."} signed over the
 * response's JSON text with Alipay's private key; notifications are form bodies signed over the sorted parameters
 * without sign and sign_type. Written apart from the driver, so one cannot hide the other's mistake.
 */
export function alipayKeys() {
  const pair = () => generateKeyPairSync("rsa", { modulusLength: 2048 });
  const app = pair();
  const alipay = pair();
  const pem = (k: ReturnType<typeof pair>) => ({
    privateKey: k.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    publicKey: k.publicKey.export({ type: "spki", format: "pem" }).toString(),
  });
  return { appId: "2021000000000001", app: { ...pem(app), object: app }, alipay: { ...pem(alipay), object: alipay } };
}
export type AlipayKeys = ReturnType<typeof alipayKeys>;

const sortedContent = (p: Record<string, string>, leave: string[]) =>
  Object.entries(p)
    .filter(([k, v]) => !leave.includes(k) && v !== "")
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");

type Trade = {
  out_trade_no: string;
  total_amount: string;
  subject: string;
  trade_no: string;
  trade_status: string;
  send_pay_date?: string;
  refunds: Map<string, string>;
};

const beijingNow = () => new Date(Date.now() + 8 * 3600_000).toISOString().replace("T", " ").slice(0, 19);

export function fakeAlipay(keys: AlipayKeys) {
  const trades = new Map<string, Trade>();
  const calls: { method: string; biz: Record<string, string> }[] = [];
  const signByAlipay = (text: string) => sign("sha256", Buffer.from(text), keys.alipay.object.privateKey).toString("base64");
  const answer = (method: string, content: object) => {
    const json = JSON.stringify(content);
    return new Response(`{"${method.replaceAll(".", "_")}_response":${json},"sign":"${signByAlipay(json)}"}`, {
      headers: { "content-type": "text/html;charset=utf-8" },
    });
  };
  const ok = (extra: object) => ({ code: "10000", msg: "Success", ...extra });
  const notExist = { code: "40004", msg: "Business Failed", sub_code: "ACQ.TRADE_NOT_EXIST", sub_msg: "交易不存在" };
  const signedByApp = (p: Record<string, string>) =>
    verify("sha256", Buffer.from(sortedContent(p, ["sign"])), keys.app.object.publicKey, Buffer.from(p.sign ?? "", "base64"));

  function handle(method: string, biz: Record<string, string>) {
    const t = trades.get(biz.out_trade_no ?? "");
    switch (method) {
      case "alipay.trade.precreate": {
        if (!biz.out_trade_no || !/^\d+\.\d{2}$/.test(biz.total_amount ?? "") || !biz.subject) {
          return { code: "40002", msg: "Invalid Arguments", sub_code: "isv.missing-parameter", sub_msg: "缺少必选参数" };
        }
        if (t?.trade_status === "TRADE_SUCCESS")
          return { code: "40004", msg: "Business Failed", sub_code: "ACQ.TRADE_HAS_SUCCESS", sub_msg: "交易已被支付" };
        trades.set(biz.out_trade_no, { ...biz, trade_no: "", trade_status: "WAIT_BUYER_PAY", refunds: new Map() } as Trade);
        return ok({ out_trade_no: biz.out_trade_no, qr_code: `https://qr.alipay.com/bax0${randomInt(1e9)}` });
      }
      case "alipay.trade.query":
        if (!t?.trade_no) return notExist;
        return ok({
          out_trade_no: t.out_trade_no,
          trade_no: t.trade_no,
          trade_status: t.trade_status,
          total_amount: t.total_amount,
          send_pay_date: t.send_pay_date,
        });
      case "alipay.trade.close":
        if (!t?.trade_no) return notExist;
        if (t.trade_status === "TRADE_SUCCESS")
          return { code: "40004", msg: "Business Failed", sub_code: "ACQ.REASON_TRADE_STATUS_INVALID", sub_msg: "交易状态不合法" };
        t.trade_status = "TRADE_CLOSED";
        return ok({ out_trade_no: t.out_trade_no, trade_no: t.trade_no });
      case "alipay.trade.refund": {
        if (t?.trade_status !== "TRADE_SUCCESS") return notExist;
        const again = t.refunds.has(biz.out_request_no ?? "");
        if (!again) t.refunds.set(biz.out_request_no ?? "", biz.refund_amount ?? "");
        return ok({ out_trade_no: t.out_trade_no, trade_no: t.trade_no, refund_fee: biz.refund_amount, fund_change: again ? "N" : "Y" });
      }
      default:
        return { code: "40002", msg: "Invalid Arguments", sub_code: "isv.invalid-method", sub_msg: "不存在的方法名" };
    }
  }

  const server = Bun.serve({
    port: 0,
    async fetch(req) {
      const url = new URL(req.url);
      const params = Object.fromEntries(req.method === "GET" ? url.searchParams : new URLSearchParams(await req.text()));
      const method = params.method ?? "";
      if (params.app_id !== keys.appId)
        return answer(method, { code: "40002", msg: "Invalid Arguments", sub_code: "isv.invalid-app-id", sub_msg: "无效的AppID参数" });
      if (!signedByApp(params)) {
        return answer(method, { code: "40002", msg: "Invalid Arguments", sub_code: "isv.invalid-signature", sub_msg: "验签出错" });
      }
      const biz = JSON.parse(params.biz_content ?? "{}") as Record<string, string>;
      calls.push({ method, biz });
      // Page and wap pay: Alipay's own cashier page for the person.
      if (req.method === "GET")
        return new Response(`<html><body>支付宝收银台 ${biz.out_trade_no} ¥${biz.total_amount}</body></html>`, {
          headers: { "content-type": "text/html" },
        });
      return answer(method, handle(method, biz));
    },
  });

  return {
    url: `http://127.0.0.1:${server.port}/gateway.do`,
    trades,
    calls,
    /** The person pays: the trade succeeds and the form Alipay would POST to notify_url is answered. */
    pay(outTradeNo: string, over: Record<string, string> = {}) {
      const t = trades.get(outTradeNo);
      if (t?.trade_status !== "WAIT_BUYER_PAY") throw new Error(`fake Alipay: ${outTradeNo} cannot be paid`);
      Object.assign(t, { trade_no: `2026${randomInt(1e9)}${randomInt(1e9)}`, trade_status: "TRADE_SUCCESS", send_pay_date: beijingNow() });
      const params: Record<string, string> = {
        notify_time: beijingNow(),
        notify_type: "trade_status_sync",
        notify_id: `ac05${randomInt(1e9)}`,
        app_id: keys.appId,
        charset: "utf-8",
        version: "1.0",
        sign_type: "RSA2",
        trade_no: t.trade_no,
        out_trade_no: t.out_trade_no,
        trade_status: "TRADE_SUCCESS",
        total_amount: t.total_amount,
        receipt_amount: t.total_amount,
        gmt_payment: t.send_pay_date!,
        subject: t.subject,
        ...over,
      };
      params.sign = signByAlipay(sortedContent(params, ["sign", "sign_type"]));
      return new URLSearchParams(params).toString();
    },
    /** A trade the person scanned but has not paid yet (query answers it WAIT_BUYER_PAY). */
    scan(outTradeNo: string) {
      trades.get(outTradeNo)!.trade_no = `2026${randomInt(1e9)}`;
    },
    stop: () => server.stop(true),
  };
}
export type FakeAlipay = ReturnType<typeof fakeAlipay>;
