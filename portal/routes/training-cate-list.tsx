import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { breakpointOf } from "../components/use-breakpoint";
import { parseListFilters } from "../features/training/list-filters";
import { getLiveListInfiniteOptions, getLiveListQueryOptions } from "../features/training/live-list";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({
  cateId: v.optional(v.string()),
  page: v.optional(v.string()),
});

/** /Training/CateList?cateId=&page=: the training category list, a category's sessions per tab (Training/GetCateList). */
export const trainingCateListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Training/CateList",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => {
    const { cateId, page } = parseListFilters(search);
    return { cateId, page };
  },
  loader: async ({ context, deps }) => {
    if (breakpointOf(window.innerWidth) === "phone")
      await context.queryClient.ensureInfiniteQueryData(getLiveListInfiniteOptions(deps.cateId));
    else await context.queryClient.ensureQueryData(getLiveListQueryOptions(deps.cateId, deps.page));
  },
}).lazy(() => import("./training-cate-list.lazy").then((m) => m.trainingCateListLazyRoute));
