import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { TASK_VISIT_PARAM } from "@/api/contract/task-visit";
import { useAccountConfirm } from "../components/account-confirm/use-account-confirm";
import { BackToTop } from "../components/back-to-top";
import { ModalHost } from "../components/modal/modal-host";
import { NotFound } from "../components/not-found";
import { SiteFooter } from "../components/site/site-footer";
import { SiteHeader } from "../components/site/site-header";
import { Toaster } from "../components/toast/toaster";
import { useWechatShare } from "../components/wechat-share/use-wechat-share";
import { logout } from "../features/account/logout";
import { useUnreadLetters } from "../features/letters/letters";
import { useUnreadMessages } from "../features/zhaopin/messages/unread-messages";
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

/** The corner card of a page a visit task opened (its own chunk: most pages never show it). */
const TaskVisitBadge = lazy(() => import("../features/activity/components/task-visit-badge").then((m) => ({ default: m.TaskVisitBadge })));

/** The visit this page was opened for by a visit task's 去完成, read once it is in the browser. */
function useVisitToken() {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get(TASK_VISIT_PARAM)), []);
  return token;
}

export type RouterContext = { queryClient: QueryClient };

/** The frame of every page: header, the page, footer, and the toasts and modals above them. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => context.queryClient.ensureQueryData(getCurrentUserQueryOptions()),
  component: SiteFrame,
  notFoundComponent: NotFound,
});

function SiteFrame() {
  const user = useCurrentUser();
  const unread = { letters: useUnreadLetters(user !== null), messages: useUnreadMessages(user !== null) };
  useAccountConfirm(openLoginModal);
  useWechatShare();
  const visitToken = useVisitToken();
  return (
    <div className="site">
      <SiteHeader
        userName={user ? user.chineseName || maskMobile(user.mobile) : null}
        unread={unread}
        onLogin={openLoginModal}
        onLogout={() => void logout().catch(() => {})}
      />
      <main className="site__main">
        <Outlet />
      </main>
      <SiteFooter />
      <BackToTop />
      {visitToken && user && (
        <Suspense fallback={null}>
          <TaskVisitBadge token={visitToken} />
        </Suspense>
      )}
      <Toaster />
      <ModalHost />
    </div>
  );
}
