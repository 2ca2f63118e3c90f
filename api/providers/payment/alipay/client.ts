import { beijingTime } from "../../../contract/beijing-time";
import type { AlipayConfig } from "../config";
import { PaymentProviderError } from "../types";
import { privateKeyOf, publicKeyOf, rawMember, rsa2Sign, rsa2Verify, signContent } from "./sign";

/** What every answer of Alipay's API carries; `code` "10000" is success. */
export type AlipayAnswer = { code: string; msg: string; sub_code?: string; sub_msg?: string } & Record<string, unknown>;

const fail = (code: string, message: string) => new PaymentProviderError("alipay", code, message);

/** A client of Alipay's open platform gateway for one app: signed requests, checked answers, signed page links. */
export function alipayClient(config: AlipayConfig) {
  const appKey = privateKeyOf(config.privateKey);
  const alipayKey = publicKeyOf(config.alipayPublicKey);

  /** The common parameters with biz_content, signed. */
  function signed(method: string, biz: object, extra: Record<string, string> = {}) {
    const params: Record<string, string> = {
      app_id: config.appId,
      method,
      format: "JSON",
      charset: "utf-8",
      sign_type: "RSA2",
      timestamp: beijingTime(new Date()),
      version: "1.0",
      ...extra,
      biz_content: JSON.stringify(biz),
    };
    return { ...params, sign: rsa2Sign(appKey, signContent(params)) };
  }

  return {
    /** A page of Alipay's (computer or phone cashier) the browser is sent to: the signed request as a GET link. */
    pageUrl(method: string, biz: object, extra: Record<string, string>) {
      return `${config.gateway}?${new URLSearchParams(signed(method, biz, extra))}`;
    },

    /** Calls an API method; answers its `_response` once Alipay's signature over it holds, whatever its code. */
    async call(method: string, biz: object, extra: Record<string, string> = {}): Promise<AlipayAnswer> {
      let body: string;
      try {
        const res = await fetch(config.gateway, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded;charset=utf-8" },
          body: new URLSearchParams(signed(method, biz, extra)),
          signal: AbortSignal.timeout(10_000),
        });
        body = await res.text();
      } catch {
        throw fail("NETWORK", "支付宝暂时无法连接，请稍后再试");
      }
      const member = `${method.replaceAll(".", "_")}_response`;
      const raw = rawMember(body, member) ?? rawMember(body, "error_response");
      const signature = /"sign"\s*:\s*"([^"]+)"/.exec(body)?.[1];
      if (!raw) throw fail("BAD_ANSWER", "支付宝应答无法识别");
      const answer = JSON.parse(raw) as AlipayAnswer;
      // A refusal of our own request may come unsigned (a bad app id); a success never counts unless signed.
      if (!signature || !rsa2Verify(alipayKey, raw, signature)) {
        if (answer.code !== "10000")
          throw fail(answer.sub_code ?? answer.code ?? "FAIL", answer.sub_msg ?? answer.msg ?? "支付宝拒绝了请求");
        throw fail("BAD_SIGNATURE", "支付宝应答签名校验失败");
      }
      return answer;
    },

    /** A notification's parameters, when Alipay's signature over them holds (sign and sign_type are not signed). */
    notified(params: Record<string, string>) {
      return params.sign_type === "RSA2" && rsa2Verify(alipayKey, signContent(params, ["sign", "sign_type"]), params.sign ?? "");
    },

    refusal: (a: AlipayAnswer) => fail(a.sub_code ?? a.code, a.sub_msg ?? a.msg),
  };
}
