import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { rootRoute } from "./root";

// Loose and without defaults, like the other list pages: the address keeps what it was given.
const SearchSchema = v.looseObject({ proType: v.optional(v.string()), buyType: v.optional(v.string()) });

/** A filter's value when it is one of 0..max, 0 (any) otherwise. */
const choiceOf = (text: string | undefined, max: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 && n <= max ? n : 0;
};

// The loader imports its feature's calls when it runs, so the entry does not carry this page's contract.

/** /jshop?proType=&buyType=: the points shop's shelf (the nav's 积分商城), open to visitors. */
export const jshopRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/jshop",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ proType: choiceOf(search.proType, 4), buyType: choiceOf(search.buyType, 2) }),
  loader: async ({ context, deps }) => {
    const { getProductListQueryOptions } = await import("../features/shop/product-list");
    return context.queryClient.ensureInfiniteQueryData(getProductListQueryOptions(deps.proType, deps.buyType));
  },
}).lazy(() => import("./jshop.lazy").then((m) => m.jshopLazyRoute));
