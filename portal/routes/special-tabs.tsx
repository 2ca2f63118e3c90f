import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { currentBreakpoint } from "../components/use-breakpoint";
import type { TabKind } from "../features/special/tab-items";
import { rootRoute } from "./root";

const count = (text: string | undefined, min: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= min ? n : min;
};

const SearchSchema = v.looseObject({
  tabsId: v.optional(v.string()),
  type: v.optional(v.string()),
  page: v.optional(v.string()),
});

/**
 * /MoocTraining/SpecialTabs/{id}?tabsId=&type=&page=: a special column's tabs (the first when tabsId is absent or not
 * one of them), type 1 its live sessions (the default), 2 its courses.
 */
export const specialTabsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/MoocTraining/SpecialTabs/$id",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({
    tabsId: count(search.tabsId, 0),
    kind: (search.type === "2" ? 2 : 1) as TabKind,
    page: count(search.page, 1),
  }),
  loader: async ({ context, params, deps }) => {
    const [{ getSpecialHeadQueryOptions }, { specialIdOf }, { getTabItemsInfiniteOptions, getTabItemsQueryOptions }] = await Promise.all([
      import("../features/special/special-head"),
      import("../features/special/special-href"),
      import("../features/special/tab-items"),
    ]);
    const specialId = specialIdOf(params.id);
    const special = await context.queryClient.ensureQueryData(getSpecialHeadQueryOptions(specialId));
    const tab = special.tabs.find((t) => t.id === deps.tabsId) ?? special.tabs[0];
    if (!tab) return;
    const t = { specialId, tabsId: tab.id, kind: deps.kind };
    if (currentBreakpoint() === "phone") await context.queryClient.ensureInfiniteQueryData(getTabItemsInfiniteOptions(t));
    else await context.queryClient.ensureQueryData(getTabItemsQueryOptions(t, deps.page));
  },
}).lazy(() => import("./special-tabs.lazy").then((m) => m.specialTabsLazyRoute));
