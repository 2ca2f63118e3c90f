import { createLazyRoute } from "@tanstack/react-router";
import { LoginPage } from "../features/account/components/login-page";

export const userLoginLazyRoute = createLazyRoute("/user/login")({
  component: function LoginView() {
    const { gotoUrl, mobile } = userLoginLazyRoute.useSearch();
    return <LoginPage gotoUrl={gotoUrl} mobile={mobile} />;
  },
});
