import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { RegisterPage } from "../features/account/components/register-page";

export const userRegLazyRoute = createLazyRoute("/user/reg")({
  component: function RegisterView() {
    const { fromurl, gotoUrl, auth } = userRegLazyRoute.useSearch();
    return (
      <>
        <PageHead title="注册" />
        <RegisterPage fromurl={fromurl} gotoUrl={gotoUrl} auth={auth} />
      </>
    );
  },
});
