import type { Env } from "../../env";
import { officialWechat } from "./official";
import { sandboxWechat } from "./sandbox";
import type { WechatDriver } from "./types";

export type { WechatDriver, WechatProfile } from "./types";
export { WechatUnavailable } from "./types";

/** The WECHAT_DRIVER of this process; null when WeChat sign-in is off. */
export function wechatDriver(env: Pick<Env, "wechat" | "appSecret">): WechatDriver | null {
  switch (env.wechat.driver) {
    case "off":
      return null;
    case "sandbox":
      return sandboxWechat(env.appSecret);
    case "official":
      return officialWechat(env.wechat.official);
  }
}
