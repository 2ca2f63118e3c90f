import { createRoute, redirect } from "@tanstack/react-router";
import { loginHref } from "../lib/catalogue";
import { getCurrentUserQueryOptions } from "../lib/current-user";
import { rootRoute } from "./root";

/**
 * /Help/yace: spec 001's load-test page, for operators (Help/yace answers only them); a visitor goes to the login
 * page, coming back here, and a learner is told whom it is for.
 */
export const helpYaceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Help/yace",
  loader: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(getCurrentUserQueryOptions());
    if (!user) throw redirect({ href: loginHref(location.href, window.location.origin), replace: true });
  },
}).lazy(() => import("./help-yace.lazy").then((m) => m.helpYaceLazyRoute));
