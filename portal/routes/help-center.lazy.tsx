import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { HelpCenterPage } from "../features/help/components/help-center-page";
import { useCurrentUser } from "../lib/current-user";
import { useOpenLogin } from "../lib/use-open-login";

export const helpCenterLazyRoute = createLazyRoute("/Help/Center")({
  component: function HelpCenterView() {
    const { id } = helpCenterLazyRoute.useLoaderDeps();
    const user = useCurrentUser();
    const openLogin = useOpenLogin();
    return (
      <>
        <PageHead title="帮助中心" />
        <HelpCenterPage id={id} signedIn={!!user} operator={!!user?.roles.includes("operator")} onLogin={openLogin} />
      </>
    );
  },
});
