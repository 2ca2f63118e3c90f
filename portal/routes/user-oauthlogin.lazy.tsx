import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { PartnerLoginPage } from "../features/account/components/partner-login-page";
import { oauthLogin } from "../features/account/partner-login";

export const userOauthloginLazyRoute = createLazyRoute("/user/oauthlogin")({
  component: function OauthLoginView() {
    const { stamp, sign } = userOauthloginLazyRoute.useSearch();
    return (
      <>
        <PageHead title="合作方登录" />
        <PartnerLoginPage
          title="合作方登录"
          subtitle="验证手机号后将返回合作方页面，新用户将自动注册"
          broken="登录链接不完整，请回到合作方重新进入"
          signIn={stamp && sign ? (input) => oauthLogin(input, { stamp, sign }) : null}
          registerLink={null}
        />
      </>
    );
  },
});
