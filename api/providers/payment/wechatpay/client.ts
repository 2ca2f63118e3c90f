import * as v from "valibot";
import type { WechatPayConfig } from "../config";
import { PaymentProviderError } from "../types";
import { authorization, checkWechatSignature } from "./sign";

const USER_AGENT = "xuexi-portal (WeChat Pay API v3)";
const ErrorSchema = v.object({ code: v.string(), message: v.string() });

export const wechatError = (code: string, message: string) => new PaymentProviderError("wechatpay", code, message);

/** The answer's JSON (null for 204), once WeChat Pay's signature on it has been checked. */
export type WechatCall = (method: "GET" | "POST", pathWithQuery: string, body?: unknown) => Promise<unknown>;

/**
 * Signed calls to WeChat Pay API v3. An answer without WeChat Pay's valid signature is refused whatever it says; a
 * refusal becomes a PaymentProviderError with WeChat Pay's own code and message.
 */
export function wechatPayClient(config: WechatPayConfig): WechatCall {
  return async (method, pathWithQuery, body) => {
    const payload = body === undefined ? "" : JSON.stringify(body);
    // Signed outside the try: a broken merchant key is a configuration error, not an unreachable WeChat Pay.
    const headers = {
      Authorization: authorization(config, method, pathWithQuery, payload),
      Accept: "application/json",
      "Content-Type": "application/json",
      "User-Agent": USER_AGENT,
    };
    let res: Response;
    let text: string;
    try {
      res = await fetch(config.endpoint + pathWithQuery, {
        method,
        headers,
        body: method === "GET" ? undefined : payload,
        signal: AbortSignal.timeout(10_000),
      });
      text = await res.text();
    } catch {
      throw wechatError("NETWORK", "微信支付暂时无法连接，请稍后再试");
    }
    if (!checkWechatSignature(config, res.headers, text))
      throw wechatError("BAD_SIGNATURE", `微信支付的应答（HTTP ${res.status}）签名无效`);
    const json = parseJson(text);
    if (!res.ok) {
      const error = v.safeParse(ErrorSchema, json);
      throw error.success ? wechatError(error.output.code, error.output.message) : wechatError(`HTTP_${res.status}`, "微信支付应答异常");
    }
    return json;
  };
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
