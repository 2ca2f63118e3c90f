import { createLazyRoute, useRouter } from "@tanstack/react-router";
import { safeRedirect } from "@/api/contract/redirect";
import { PageHead } from "../components/page-head";
import { InterestPage } from "../features/interest/components/interest-page";

export const userInterestLazyRoute = createLazyRoute("/user/interest")({
  component: function InterestView() {
    const { gotoUrl } = userInterestLazyRoute.useSearch();
    const router = useRouter();
    const next = gotoUrl ? safeRedirect(gotoUrl, window.location.origin) : "/my/index";
    return (
      <>
        <PageHead title="兴趣调查" />
        <InterestPage next={next} onSaved={(href) => void router.navigate({ href, replace: true })} />
      </>
    );
  },
});
