import { createRoute } from "@tanstack/react-router";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

/** /growplan/planlist: a visitor's 1503 becomes the login page; no plan yet (302) goes to /growplan/start. */
export const growPlanPlanListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/growplan/planlist",
  loader: async ({ context, location }) => {
    const { getPlanListQueryOptions } = await import("../features/growplan/plan-list");
    return orRedirect(context.queryClient.ensureQueryData(getPlanListQueryOptions()), location.href);
  },
}).lazy(() => import("./growplan-planlist.lazy").then((m) => m.growPlanPlanListLazyRoute));
