import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { useAccountConfirm } from "../components/account-confirm/use-account-confirm";
import { BackToTop } from "../components/back-to-top";
import { ModalHost } from "../components/modal/modal-host";
import { NotFound } from "../components/not-found";
import { SiteFooter } from "../components/site/site-footer";
import { SiteHeader } from "../components/site/site-header";
import { Toaster } from "../components/toast/toaster";
import { useWechatShare } from "../components/wechat-share/use-wechat-share";
import { logout } from "../features/account/logout";
import { useLetterBadge } from "../features/letters/letters";
import { getCurrentUserQueryOptions, useCurrentUser } from "../lib/current-user";
import { loadOnUse } from "../lib/load-on-use";
import { maskMobile } from "../lib/mask";
import { setLoginPopup } from "../lib/use-open-login";

/** The login pop-up's form (react-hook-form, the SMS code field) loads when it first opens, not with every page. */
const openLoginModal = loadOnUse(
  () => import("../features/account/components/open-login"),
  (m) => m.openLoginModal(),
);
setLoginPopup(openLoginModal);

export type RouterContext = { queryClient: QueryClient };

/** The frame of every page: header, the page, footer, and the toasts and modals above them. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => context.queryClient.ensureQueryData(getCurrentUserQueryOptions()),
  component: SiteFrame,
  notFoundComponent: NotFound,
});

function SiteFrame() {
  const user = useCurrentUser();
  const letterBadge = useLetterBadge(user !== null);
  useAccountConfirm(openLoginModal);
  useWechatShare();
  return (
    <div className="site">
      <SiteHeader
        userName={user ? user.chineseName || maskMobile(user.mobile) : null}
        letterBadge={letterBadge}
        onLogin={openLoginModal}
        onLogout={() => void logout().catch(() => {})}
      />
      <main className="site__main">
        <Outlet />
      </main>
      <SiteFooter />
      <BackToTop />
      <Toaster />
      <ModalHost />
    </div>
  );
}
