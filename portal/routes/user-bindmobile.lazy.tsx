import { createLazyRoute, useRouter } from "@tanstack/react-router";
import { safeRedirect } from "@/api/contract/redirect";
import { PageHead } from "../components/page-head";
import { BindMobilePage } from "../features/my/components/bind-mobile-page";

export const userBindMobileLazyRoute = createLazyRoute("/user/bindmobile")({
  component: function BindMobileView() {
    const { GotoUrl, gotoUrl } = userBindMobileLazyRoute.useSearch();
    const router = useRouter();
    const target = GotoUrl ?? gotoUrl;
    const next = target ? safeRedirect(target, window.location.origin) : "/my/index";
    return (
      <>
        <PageHead title="绑定手机号" />
        <BindMobilePage onBound={() => void router.navigate({ href: next, replace: true })} />
      </>
    );
  },
});
