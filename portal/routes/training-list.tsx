import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { currentBreakpoint } from "../components/use-breakpoint";
import { parseListFilters } from "../features/training/list-filters";
import { rootRoute } from "./root";

// Loose, and no defaults: the address keeps what it was given as plain text (industry=3,7), and nothing more.
const SearchSchema = v.looseObject({
  cateId: v.optional(v.string()),
  status: v.optional(v.string()),
  isHot: v.optional(v.string()),
  orderType: v.optional(v.string()),
  industry: v.optional(v.string()),
  resource: v.optional(v.string()),
  product: v.optional(v.string()),
  gangwei: v.optional(v.string()),
  page: v.optional(v.string()),
});

/** /Training/List?cateId=&industry=3,7&resource=&product=&gangwei=&status=&isHot=&orderType=&page=: the training list. */
export const trainingListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Training/List",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => parseListFilters(search),
  loader: async ({ context, deps }) => {
    const [{ NO_LIVE_FILTERS }, { getLiveListQueryOptions }, { getTrainingListInfiniteOptions, getTrainingListQueryOptions }] =
      await Promise.all([
        import("../features/training/live-filters"),
        import("../features/training/live-list"),
        import("../features/training/training-list"),
      ]);
    const list =
      currentBreakpoint() === "phone"
        ? context.queryClient.ensureInfiniteQueryData(getTrainingListInfiniteOptions(deps))
        : context.queryClient.ensureQueryData(getTrainingListQueryOptions(deps));
    await Promise.all([list, context.queryClient.ensureQueryData(getLiveListQueryOptions(NO_LIVE_FILTERS))]);
  },
}).lazy(() => import("./training-list.lazy").then((m) => m.trainingListLazyRoute));
