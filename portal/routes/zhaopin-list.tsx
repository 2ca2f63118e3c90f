import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { rootRoute } from "./root";

// Loose and without defaults, like the other list pages: the address keeps what it was given; the feature checks each filter.
const SearchSchema = v.looseObject({});
const FILTER_KEYS = ["positionType", "education", "workYears", "tags", "province", "city", "keyword"] as const;

/** The address's filters as text (a number-looking keyword arrives as a number). */
const rawOf = (search: Record<string, unknown>) =>
  Object.fromEntries(FILTER_KEYS.map((k) => [k, search[k] === undefined || search[k] === null ? "" : String(search[k])])) as Record<
    (typeof FILTER_KEYS)[number],
    string
  >;

const listRoute = (path: "/ZhaoPin" | "/ZhaoPin/List") =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: SearchSchema,
    loaderDeps: ({ search }) => rawOf(search),
    loader: async ({ context, deps }) => {
      const [{ getPositionListQueryOptions }, { filterOf }] = await Promise.all([
        import("../features/zhaopin/positions/position-list"),
        import("../features/zhaopin/positions/filters"),
      ]);
      return context.queryClient.ensureInfiniteQueryData(getPositionListQueryOptions(filterOf(deps)));
    },
  });

/** /ZhaoPin/ (the nav's 招聘) and /ZhaoPin/List: open positions by filters, open to visitors. */
export const zhaopinListRoute = listRoute("/ZhaoPin").lazy(() => import("./zhaopin-list.lazy").then((m) => m.zhaopinListLazyRoute));
export const zhaopinListAliasRoute = listRoute("/ZhaoPin/List").lazy(() =>
  import("./zhaopin-list.lazy").then((m) => m.zhaopinListAliasLazyRoute),
);
