import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { getSearchResultsQueryOptions, SEARCH_TABS } from "../features/search/search";
import { rootRoute } from "./root";

const tabOf = (text: string | undefined) => (SEARCH_TABS.some((tab) => String(tab.t) === text) ? Number(text) : 0);

// Loose and without defaults, like the other list pages: the address keeps what it was given.
const SearchSchema = v.looseObject({ key: v.optional(v.string()), name: v.optional(v.string()), t: v.optional(v.string()) });

/** /Faq/Search?key=&name=&t=: site search results (t the type tab, 0 all). */
export const faqSearchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Faq/Search",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ key: (search.key ?? "").trim(), name: search.name ?? "", t: tabOf(search.t) }),
  loader: ({ context, deps }) =>
    deps.key ? context.queryClient.ensureInfiniteQueryData(getSearchResultsQueryOptions(deps.key, deps.t)) : undefined,
}).lazy(() => import("./faq-search.lazy").then((m) => m.faqSearchLazyRoute));
