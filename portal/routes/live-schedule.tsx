import { createRoute, redirect } from "@tanstack/react-router";
import * as v from "valibot";
import { beijingMonth } from "@/api/contract/beijing-time";
import { currentBreakpoint } from "../components/use-breakpoint";
import { monthOrDefault } from "../features/training/schedule-month";
import { getCurrentUserQueryOptions } from "../lib/current-user";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({
  month: v.optional(v.string()),
  page: v.optional(v.string()),
  mobile: v.optional(v.string()),
});

const pageOf = (text: string | undefined) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/**
 * /Training/LiveSchedulelist?month=YYYY-MM&page=: a month's sessions by start time. With ?mobile= (spec 001: the
 * pre-login redirect) a visitor goes to the login page with that number filled in, and comes back here.
 */
export const liveScheduleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Training/LiveSchedulelist",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({
    month: monthOrDefault(search.month, beijingMonth(Date.now())),
    page: pageOf(search.page),
    mobile: search.mobile,
  }),
  loader: async ({ context, deps }) => {
    const { getScheduleInfiniteOptions, getScheduleQueryOptions } = await import("../features/training/live-schedule");
    if (deps.mobile && !(await context.queryClient.ensureQueryData(getCurrentUserQueryOptions()))) {
      const back = encodeURIComponent("/Training/LiveSchedulelist");
      throw redirect({ href: `/user/login?gotoUrl=${back}&mobile=${encodeURIComponent(deps.mobile)}`, replace: true });
    }
    if (currentBreakpoint() === "phone") await context.queryClient.ensureInfiniteQueryData(getScheduleInfiniteOptions(deps.month));
    else await context.queryClient.ensureQueryData(getScheduleQueryOptions(deps.month, deps.page));
  },
}).lazy(() => import("./live-schedule.lazy").then((m) => m.liveScheduleLazyRoute));
