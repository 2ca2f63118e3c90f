import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { LoginPage } from "../features/account/components/login-page";

export const userLoginLazyRoute = createLazyRoute("/user/login")({
  component: function LoginView() {
    const { gotoUrl, mobile } = userLoginLazyRoute.useSearch();
    return (
      <>
        <PageHead title="登录" />
        <LoginPage gotoUrl={gotoUrl} mobile={mobile} />
      </>
    );
  },
});
