import { createRoute } from "@tanstack/react-router";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

/** /my/index: a visitor's 1503 becomes the login page, coming back here. */
export const myIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/my/index",
  loader: async ({ context, location }) => {
    const { getUserInfoQueryOptions } = await import("../features/my/user-info");
    return orRedirect(context.queryClient.ensureQueryData(getUserInfoQueryOptions()), location.href);
  },
}).lazy(() => import("./my-index.lazy").then((m) => m.myIndexLazyRoute));
