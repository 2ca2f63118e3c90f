import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { WechatFinishPage } from "../features/account/components/wechat-finish-page";

export const userWxloginLazyRoute = createLazyRoute("/user/wxlogin")({
  component: function WxLoginView() {
    const { gotoUrl, error } = userWxloginLazyRoute.useSearch();
    return (
      <>
        <PageHead title="微信登录" />
        <WechatFinishPage gotoUrl={gotoUrl} error={error} />
      </>
    );
  },
});
