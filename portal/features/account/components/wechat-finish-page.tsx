import "./login-page.css";
import "./partner-login-page.css";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { Login } from "@/api/contract/account";
import { type WechatNeedsMobile, WX_MSG, wechatAuthorizeHref } from "@/api/contract/wechat-login";
import { AppLink } from "@/portal/components/app-link";
import { toast } from "@/portal/components/toast/toast-store";
import { getCurrentUserQueryOptions } from "@/portal/lib/current-user";
import { afterLoginHref, loginPageHref } from "../after-login";
import { wechatLogin, wechatPhoneLogin } from "../wechat-login";
import { LoginForm } from "./login-form";
import { WechatIcon } from "./wechat-entry";

type Step = { kind: "signing" } | { kind: "mobile"; identity: WechatNeedsMobile } | { kind: "failed"; message: string };

/** What the authorize step's ?error= means, in the words of WX_MSG. */
const ERRORS: Record<string, string> = { refused: WX_MSG.refused, unavailable: WX_MSG.unavailable, badState: WX_MSG.badState };

/**
 * /user/wxlogin?gotoUrl=&error=: where WeChat's authorize step ends. A WeChat bound to an account signs straight in;
 * a new one (1502) confirms a mobile by SMS code (common/wxphonelogin), which registers a new number and binds the two.
 */
export function WechatFinishPage({ gotoUrl, error }: { gotoUrl?: string; error?: string }) {
  const [step, setStep] = useState<Step>(error ? { kind: "failed", message: ERRORS[error] ?? WX_MSG.refused } : { kind: "signing" });
  const me = useQuery(getCurrentUserQueryOptions()).data;
  const go = (isNew: boolean) => window.location.assign(afterLoginHref(isNew, gotoUrl, window.location.origin));

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens.
  useEffect(() => {
    if (error) return;
    wechatLogin().then(
      (identity) => (identity ? setStep({ kind: "mobile", identity }) : go(false)),
      (e: Error) => setStep({ kind: "failed", message: e.message }),
    );
  }, [error]);

  const confirm = async (input: Login) => {
    const { isNew } = await wechatPhoneLogin(input);
    toast(WX_MSG.signedIn, { tone: "success" });
    go(isNew);
  };

  return (
    <div className="login-page partner-login">
      <div className="login-page__inner container">
        <section className="login-page__card card">
          <h1 className="login-page__title">微信登录</h1>
          {step.kind === "signing" && (
            <p className="login-page__subtitle" role="status">
              <span className="spinner" aria-hidden="true" /> 正在登录…
            </p>
          )}
          {step.kind === "mobile" && (
            <>
              <p className="login-page__subtitle">
                <WechatIcon /> 微信「{step.identity.nickname}」尚未绑定账号，请验证手机号完成登录，新手机号将自动注册
              </p>
              <LoginForm signIn={confirm} registerLink={null} mobile={me?.mobile} onSuccess={() => {}} />
            </>
          )}
          {step.kind === "failed" && (
            <>
              <p className="login-page__subtitle" role="alert">
                {step.message}
              </p>
              <a className="btn btn--primary btn--block" href={wechatAuthorizeHref(gotoUrl ?? "/my/index")}>
                重新微信授权
              </a>
              <p className="login-page__subtitle">
                <AppLink href={loginPageHref(gotoUrl)}>使用手机号登录</AppLink>
              </p>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
