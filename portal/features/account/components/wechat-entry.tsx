import "./wechat-entry.css";
import { useState } from "react";
import { wechatAuthorizeHref } from "@/api/contract/wechat-login";
import { toast } from "@/portal/components/toast/toast-store";
import { inWechat } from "@/portal/lib/wechat-browser";
import { afterLoginHref } from "../after-login";
import { mayShowQuickLogin, useWechatState, wechatLogin } from "../wechat-login";

const finishHref = (gotoUrl?: string) => `/user/wxlogin?gotoUrl=${encodeURIComponent(gotoUrl ?? "/my/index")}`;

export function WechatIcon() {
  return (
    <svg className="wechat-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="currentColor"
        d="M9 4C4.6 4 1 7 1 10.6c0 2 1.1 3.8 2.9 5l-.7 2.2 2.6-1.3c.9.3 1.9.4 2.9.4h.5a5.8 5.8 0 0 1-.2-1.5C9 12 12.3 9.2 16.4 9.2h.5C16.2 6.2 12.9 4 9 4Zm-2.7 3.3a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm5.3 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2ZM23 15.3c0-3-3-5.5-6.6-5.5s-6.6 2.5-6.6 5.5 3 5.5 6.6 5.5c.8 0 1.5-.1 2.2-.3l2 1-.5-1.7c1.7-1 2.9-2.6 2.9-4.5Zm-8.8-1a.9.9 0 1 1 0-1.7.9.9 0 0 1 0 1.8Zm4.4 0a.9.9 0 1 1 0-1.7.9.9 0 0 1 0 1.8Z"
      />
    </svg>
  );
}

/**
 * The login page's WeChat ways in (spec 000): the quick-login banner when this browser has authorized a WeChat (at
 * most 3 times a session), and 微信登录, which starts WeChat's authorize step. Shown only where it can work: with an
 * official account, inside WeChat's browser.
 */
export function WechatEntry({ gotoUrl }: { gotoUrl?: string }) {
  const { data } = useWechatState();
  const [bannerAllowed] = useState(mayShowQuickLogin);
  const [busy, setBusy] = useState(false);
  if (!data?.enabled || (data.where === "wechat" && !inWechat())) return null;

  const quickLogin = async () => {
    setBusy(true);
    try {
      const needsMobile = await wechatLogin();
      window.location.assign(needsMobile ? finishHref(gotoUrl) : afterLoginHref(false, gotoUrl, window.location.origin));
    } catch (error) {
      toast((error as Error).message, { tone: "error" });
      setBusy(false);
    }
  };

  return (
    <div className="wechat-entry">
      {data.identity && bannerAllowed && (
        <div className="wechat-entry__banner" role="status">
          <WechatIcon />
          <span className="wechat-entry__banner-text">
            检测到微信「<strong>{data.identity.nickname}</strong>」已授权，可一键登录
          </span>
          <button type="button" className="btn btn--sm wechat-entry__quick" disabled={busy} onClick={() => void quickLogin()}>
            {busy ? "登录中…" : "快捷登录"}
          </button>
        </div>
      )}
      <div className="wechat-entry__divider">
        <span>其他登录方式</span>
      </div>
      <a className="btn btn--block wechat-entry__button" href={wechatAuthorizeHref(gotoUrl ?? "/my/index")}>
        <WechatIcon />
        微信登录
      </a>
    </div>
  );
}
