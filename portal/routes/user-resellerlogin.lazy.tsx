import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { PartnerLoginPage } from "../features/account/components/partner-login-page";
import { resellerLogin } from "../features/account/partner-login";

export const userResellerloginLazyRoute = createLazyRoute("/user/resellerlogin")({
  component: function ResellerLoginView() {
    const { auth } = userResellerloginLazyRoute.useSearch();
    return (
      <>
        <PageHead title="代理商登录" />
        <PartnerLoginPage
          title="代理商登录"
          subtitle="使用运营人员发给您的专属链接登录，新用户将自动注册"
          broken="缺少代理商授权码，请使用运营人员发给您的登录链接"
          signIn={auth ? (input) => resellerLogin(input, auth) : null}
          registerLink={auth ? `/user/reg?auth=${encodeURIComponent(auth)}` : null}
        />
      </>
    );
  },
});
