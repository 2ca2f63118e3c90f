import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { currentBreakpoint } from "../components/use-breakpoint";
import { parseCenterFilters } from "../features/course/center-filters";
import { parseLiveFilters } from "../features/training/live-filters";
import { rootRoute } from "./root";

// Loose, and no defaults: the address keeps what it was given (other pages add a task id), and nothing more.
const SearchSchema = v.looseObject({
  isLive: v.optional(v.string()),
  cateId: v.optional(v.string()),
  page: v.optional(v.string()),
  industry: v.optional(v.string()),
  resources: v.optional(v.string()),
  theme: v.optional(v.string()),
  columnType: v.optional(v.string()),
  orderType: v.optional(v.string()),
  status: v.optional(v.string()),
  resource: v.optional(v.string()),
  product: v.optional(v.string()),
  gangwei: v.optional(v.string()),
});

/**
 * /Learning/List?isLive=1&cateId=&columnType=&status=&orderType=&industry=&resource=&product=&gangwei=&page=: the
 * live-session list; without isLive=1 the
 * course center (columnType 5), or a column's courses: /Learning/List?columnType=1&industry=3,7&resources=&theme=&orderType=&page=.
 */
export const learningListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Learning/List",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({
    isLive: search.isLive === "1",
    live: parseLiveFilters(search),
    center: parseCenterFilters(search),
  }),
  loader: async ({ context, deps }) => {
    const [
      { getBannersQueryOptions },
      { getCenterOptionsQueryOptions },
      { getCourseCenterInfiniteOptions, getCourseCenterQueryOptions },
      { getLiveListInfiniteOptions, getLiveListQueryOptions },
    ] = await Promise.all([
      import("../features/banner/banners"),
      import("../features/course/center-options"),
      import("../features/course/course-center"),
      import("../features/training/live-list"),
    ]);
    const phone = currentBreakpoint() === "phone";
    // Awaited with the list (prefetch: a failed call shows no banners rather than an error page).
    const banners = context.queryClient.prefetchQuery(getBannersQueryOptions("catalogue"));
    if (deps.isLive) {
      await Promise.all([
        banners,
        phone
          ? context.queryClient.ensureInfiniteQueryData(getLiveListInfiniteOptions(deps.live))
          : context.queryClient.ensureQueryData(getLiveListQueryOptions(deps.live)),
      ]);
      return;
    }
    await Promise.all([
      banners,
      context.queryClient.ensureQueryData(getCenterOptionsQueryOptions()),
      phone
        ? context.queryClient.ensureInfiniteQueryData(getCourseCenterInfiniteOptions(deps.center))
        : context.queryClient.ensureQueryData(getCourseCenterQueryOptions(deps.center)),
    ]);
  },
}).lazy(() => import("./learning-list.lazy").then((m) => m.learningListLazyRoute));
