import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { beijingMonth } from "@/api/contract/beijing-time";
import { monthOrDefault } from "../features/training/schedule-month";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({ month: v.optional(v.string()) });

/** /Training/LivePreDetail?month=YYYY-MM: the month picker, each day with its sessions (default this month). */
export const livePreDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Training/LivePreDetail",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ month: monthOrDefault(search.month, beijingMonth(Date.now())) }),
  loader: async ({ context, deps }) => {
    const { getMonthScheduleQueryOptions } = await import("../features/training/month-schedule");
    return context.queryClient.ensureQueryData(getMonthScheduleQueryOptions(deps.month));
  },
}).lazy(() => import("./live-pre-detail.lazy").then((m) => m.livePreDetailLazyRoute));
