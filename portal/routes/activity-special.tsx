import { createRoute, notFound } from "@tanstack/react-router";
import * as v from "valibot";
import { activityIdOf } from "../features/activity/activity-id";
import { rootRoute } from "./root";

const SearchSchema = v.object({ id: v.optional(v.string()) });

/** /activity/special?id=: anyone may read it; tasks and claims need a login. */
export const activitySpecialRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/activity/special",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ id: activityIdOf(search.id ?? "") }),
  loader: async ({ context, deps }) => {
    const { getSpecialQueryOptions } = await import("../features/activity/special");
    if (deps.id === null) throw notFound();
    await context.queryClient.ensureQueryData(getSpecialQueryOptions(deps.id));
  },
}).lazy(() => import("./activity-special.lazy").then((m) => m.activitySpecialLazyRoute));
