import type { AnyRouter } from "@tanstack/react-router";
import { commonWxstateCall } from "@/api/contract/wechat-login";
import { commonWxjssdkCall, WECHAT_JSSDK_SCRIPT, type WechatJssdkConfig } from "@/api/contract/wechat-share";
import { api } from "../../lib/api";

type ShareCard = { title: string; desc: string; link: string; imgUrl: string };
type Wx = {
  config(c: WechatJssdkConfig & { debug: boolean; jsApiList: string[] }): void;
  ready(fn: () => void): void;
  updateAppMessageShareData(card: ShareCard): void;
  updateTimelineShareData(card: Omit<ShareCard, "desc">): void;
};

let sdk: Promise<Wx> | undefined;
function loadSdk() {
  sdk ??= new Promise<Wx>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = WECHAT_JSSDK_SCRIPT;
    script.onload = () => resolve((window as unknown as { wx: Wx }).wx);
    script.onerror = () => reject(new Error("微信 JS-SDK 加载失败"));
    document.head.append(script);
  });
  return sdk;
}

const meta = (property: string) => document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content ?? "";

/** The card of the page as PageHead describes it (its og: tags). */
function currentCard(): ShareCard {
  return {
    title: meta("og:title") || document.title,
    desc: meta("og:description"),
    link: window.location.href.split("#")[0]!,
    imgUrl: meta("og:image"),
  };
}

/**
 * Signs wx.config for the page and sets its share card, again after each navigation. iOS WeChat checks the signature
 * against the address the app was opened at, Android against the current one.
 */
export function followShareCards(router: AnyRouter) {
  const landing = window.location.href.split("#")[0]!;
  const ios = /iPhone|iPad|iPod/i.test(navigator.userAgent);
  const enabled = api.query(commonWxstateCall).then(
    (s) => s.enabled,
    () => false,
  );
  const share = async () => {
    if (!(await enabled)) return;
    const [wx, config] = await Promise.all([
      loadSdk(),
      api.query(commonWxjssdkCall, { url: ios ? landing : window.location.href.split("#")[0]! }),
    ]);
    wx.config({ debug: false, ...config, jsApiList: ["updateAppMessageShareData", "updateTimelineShareData"] });
    wx.ready(() => {
      // Read when WeChat is ready: by then the page has drawn its head.
      const card = currentCard();
      wx.updateAppMessageShareData(card);
      wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl });
    });
  };
  const quietly = () => void share().catch(() => {});
  quietly();
  return router.subscribe("onResolved", quietly);
}
