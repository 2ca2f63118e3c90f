import { createRoute, redirect } from "@tanstack/react-router";
import { loginHref } from "../lib/catalogue";
import { getCurrentUserQueryOptions } from "../lib/current-user";
import { rootRoute } from "./root";

/** /certification/lecsubmit: the lecturer course form; Pearson/LecSubmit needs a login, so a visitor signs in first. */
export const certificationLecSubmitRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/lecsubmit",
  loader: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(getCurrentUserQueryOptions());
    if (!user) throw redirect({ href: loginHref(location.href, window.location.origin), replace: true });
  },
}).lazy(() => import("./certification-lecsubmit.lazy").then((m) => m.certificationLecSubmitLazyRoute));
