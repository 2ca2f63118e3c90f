import "./login-page.css";
import { afterLoginHref } from "../after-login";
import { LoginForm } from "./login-form";
import { WechatEntry } from "./wechat-entry";

const PERKS = [
  { title: "直播课程", text: "行业专家实时授课，错过也有回放" },
  { title: "认证考试", text: "权威认证，证书可查可验" },
  { title: "积分商城", text: "学习赚积分，好礼随心换" },
];

/** /user/login?gotoUrl=&mobile=: the sign-in page (phones, and anyone sent here to sign in), the number filled in when given. */
export function LoginPage({ gotoUrl, mobile }: { gotoUrl?: string; mobile?: string }) {
  return (
    <div className="login-page">
      <div className="login-page__inner container">
        <section className="login-page__intro" aria-hidden="true">
          <h2>欢迎来到学习认证中心</h2>
          <p>一个账号，畅享课程学习、认证考试与职业发展服务</p>
          <ul>
            {PERKS.map((p) => (
              <li key={p.title}>
                <span className="login-page__tick">✓</span>
                <span>
                  <strong>{p.title}</strong>
                  {p.text}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className="login-page__card card">
          <h1 className="login-page__title">手机号登录</h1>
          <p className="login-page__subtitle">使用短信验证码登录，新用户将自动注册</p>
          <LoginForm
            mobile={mobile}
            gotoUrl={gotoUrl}
            onSuccess={({ isNew }) => window.location.assign(afterLoginHref(isNew, gotoUrl, window.location.origin))}
          />
          <WechatEntry gotoUrl={gotoUrl} />
        </section>
      </div>
    </div>
  );
}
