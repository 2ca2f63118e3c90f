import { createHash, randomBytes } from "node:crypto";
import type { WechatJssdkConfig } from "../../contract/wechat-share";
import type { WechatDriver } from "../../providers/wechat";
import type { TokenCache } from "../../providers/wechat/types";

/**
 * The JS-SDK's signature as WeChat documents it: sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (keys in
 * that order, the url without its #fragment), hex.
 */
export function jssdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string) {
  const text = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split("#")[0]}`;
  return createHash("sha1").update(text).digest("hex");
}

/** wx.config's fields for a page of ours, signed with the driver's ticket. */
export async function jssdkConfig(driver: WechatDriver, cache: TokenCache, url: string): Promise<WechatJssdkConfig> {
  const ticket = await driver.jsapiTicket(cache);
  const nonceStr = randomBytes(8).toString("hex");
  const timestamp = Math.floor(Date.now() / 1000);
  return { appId: driver.appId, timestamp, nonceStr, signature: jssdkSignature(ticket, nonceStr, timestamp, url) };
}
