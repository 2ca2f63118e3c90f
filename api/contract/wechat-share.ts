import * as v from "valibot";
import { defineCall } from "./call";

/** WeChat's JS-SDK, which WeChat asks pages to load from its own address (not bundled). */
export const WECHAT_JSSDK_SCRIPT = "https://res.wx.qq.com/open/js/jweixin-1.6.0.js";
export const WECHAT_JSSDK_ORIGIN = new URL(WECHAT_JSSDK_SCRIPT).origin;

/** The page whose share card is being set: an address of ours, as the browser shows it. */
const JssdkSchema = v.object({
  url: v.pipe(v.string(), v.trim(), v.nonEmpty("请提供页面地址"), v.maxLength(2048, "页面地址过长"), v.url("页面地址格式不正确")),
});

/** What wx.config takes (the JS-SDK inside WeChat), signed by the server for the page's address. */
export type WechatJssdkConfig = { appId: string; timestamp: number; nonceStr: string; signature: string };

/** common/wxjssdk (ours): the JS-SDK's configuration for a page of this site; only inside WeChat is it asked for. */
export const commonWxjssdkCall = defineCall({ path: "common/wxjssdk", input: JssdkSchema }).returns<WechatJssdkConfig>();
