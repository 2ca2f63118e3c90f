import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { currentBreakpoint } from "../components/use-breakpoint";
import { parseLiveFilters } from "../features/training/live-filters";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({
  cateId: v.optional(v.string()),
  columnType: v.optional(v.string()),
  status: v.optional(v.string()),
  orderType: v.optional(v.string()),
  industry: v.optional(v.string()),
  resource: v.optional(v.string()),
  product: v.optional(v.string()),
  gangwei: v.optional(v.string()),
  page: v.optional(v.string()),
});

/**
 * /Training/CateList?cateId=&columnType=&status=&orderType=&industry=&resource=&product=&gangwei=&page=: the training
 * category list, a category's sessions per tab (Training/GetCateList).
 */
export const trainingCateListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Training/CateList",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ live: parseLiveFilters(search) }),
  loader: async ({ context, deps }) => {
    const { getLiveListInfiniteOptions, getLiveListQueryOptions } = await import("../features/training/live-list");
    if (currentBreakpoint() === "phone") await context.queryClient.ensureInfiniteQueryData(getLiveListInfiniteOptions(deps.live));
    else await context.queryClient.ensureQueryData(getLiveListQueryOptions(deps.live));
  },
}).lazy(() => import("./training-cate-list.lazy").then((m) => m.trainingCateListLazyRoute));
