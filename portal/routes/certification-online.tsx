import { createRoute } from "@tanstack/react-router";
import { loadOwnDocument } from "../lib/own-document";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

/**
 * /certification/online/{eadid}: the in-house exam of a registration (issue 36); signed in only, on a computer only.
 * The camera (proctored exams) is allowed only in a document loaded on this page (api/security-headers.ts).
 * pearson/OnlineInfo says where the attempt stands; an ended one's result is loaded with it.
 */
export const certificationOnlineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/online/$eadid",
  beforeLoad: ({ location, preload }) => (preload ? undefined : loadOwnDocument(location.href, location.pathname)),
  loader: async ({ context, location, params }) => {
    const { isPhoneBrowser } = await import("../features/certification/registration/phone-browser");
    if (isPhoneBrowser()) return { phone: true as const };
    const [{ getOnlineInfoQueryOptions }, { getAttemptResultQueryOptions }, { eadidOf }] = await Promise.all([
      import("../features/certification/online/online-info"),
      import("../features/certification/online/attempt-result"),
      import("../features/certification/online/eadid"),
    ]);
    const eadid = eadidOf(params.eadid);
    const info = await orRedirect(context.queryClient.fetchQuery(getOnlineInfoQueryOptions(eadid)), location.href);
    const result =
      info.state === "ended" ? await orRedirect(context.queryClient.fetchQuery(getAttemptResultQueryOptions(eadid)), location.href) : null;
    return { phone: false as const, info, result };
  },
  // Every visit asks the server afresh where the attempt stands.
  staleTime: 0,
  gcTime: 0,
}).lazy(() => import("./certification-online.lazy").then((m) => m.certificationOnlineLazyRoute));
