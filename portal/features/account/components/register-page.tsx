import "./register-page.css";
import { REG_MSG, type RegisterAnswer } from "@/api/contract/registration";
import { AppLink } from "@/portal/components/app-link";
import { toast } from "@/portal/components/toast/toast-store";
import { afterRegisterHref, loginPageHref } from "../after-login";
import { RegisterForm } from "./register-form";

/** Spec 001 section 9: the registration redirect waits 2 s (the message stays that long). */
const REDIRECT_DELAY_MS = 2000;

type Props = { fromurl?: string; gotoUrl?: string; auth?: string };

/**
 * /user/reg?fromurl=&gotoUrl=&auth=: registered (and signed in), the person goes back to fromurl or gotoUrl when given,
 * else reads 注册成功 (and, for an enterprise, that an operator will look at it) and lands on /my/index 2 s later.
 */
export function RegisterPage({ fromurl, gotoUrl, auth }: Props) {
  const done = ({ enterprise }: RegisterAnswer) => {
    toast(REG_MSG.success, { tone: "success", ms: REDIRECT_DELAY_MS });
    if (enterprise) toast(REG_MSG.pending, { ms: REDIRECT_DELAY_MS });
    const back = afterRegisterHref(fromurl, gotoUrl, window.location.origin);
    if (back) return window.location.assign(back);
    setTimeout(() => window.location.assign("/my/index"), REDIRECT_DELAY_MS);
  };
  return (
    <div className="register-page">
      <div className="container">
        <section className="register-page__card card">
          <h1 className="register-page__title">注册</h1>
          <p className="register-page__subtitle">个人注册即可学习；企业注册经运营审核后开通企业后台</p>
          <RegisterForm auth={auth} onSuccess={done} />
          <p className="register-page__login">
            已有账号？<AppLink href={loginPageHref(gotoUrl ?? fromurl)}>登录</AppLink>
          </p>
        </section>
      </div>
    </div>
  );
}
