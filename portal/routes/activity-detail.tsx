import { createRoute, notFound } from "@tanstack/react-router";
import * as v from "valibot";
import { getIndustriesQueryOptions } from "../components/industry/industries";
import { activityIdOf } from "../features/activity/activity-id";
import { rootRoute } from "./root";

// No defaults: they would be written back into the address (?id=1&source=).
const SearchSchema = v.object({ id: v.optional(v.string()), source: v.optional(v.string()) });

/** /activity/detail?id=&source=: anyone may read it; signing up needs a login. */
export const activityDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/activity/detail",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ id: activityIdOf(search.id ?? "") }),
  loader: async ({ context, deps }) => {
    const { getActivityDetailQueryOptions } = await import("../features/activity/activity-detail");
    if (deps.id === null) throw notFound();
    // The industry picker reads its first level without a second loading state.
    await Promise.all([
      context.queryClient.ensureQueryData(getActivityDetailQueryOptions(deps.id)),
      context.queryClient.ensureQueryData(getIndustriesQueryOptions()),
    ]);
  },
}).lazy(() => import("./activity-detail.lazy").then((m) => m.activityDetailLazyRoute));
