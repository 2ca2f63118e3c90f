import { createRoute, redirect } from "@tanstack/react-router";
import { loginHref } from "../lib/catalogue";
import { getCurrentUserQueryOptions } from "../lib/current-user";
import { rootRoute } from "./root";

/** /growplan/start: GrowPlan/Start needs a login, so a visitor signs in first and comes back. */
export const growPlanStartRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/growplan/start",
  loader: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(getCurrentUserQueryOptions());
    if (!user) throw redirect({ href: loginHref(location.href, window.location.origin), replace: true });
    const { getStartOptionsQueryOptions } = await import("../features/growplan/start-options");
    await context.queryClient.ensureQueryData(getStartOptionsQueryOptions());
  },
}).lazy(() => import("./growplan-start.lazy").then((m) => m.growPlanStartLazyRoute));
