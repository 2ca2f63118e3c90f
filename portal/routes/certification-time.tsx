import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { examIdOf, getExamStatusQueryOptions } from "../features/certification/booking/exam-status";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({ examid: v.optional(v.string()) });

/** /certification/time?examid=: the date and sitting picker; the dates load with the page once booking is open. */
export const certificationTimeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/time",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ examId: examIdOf(search.examid) }),
  loader: async ({ context, deps, location }) => {
    const { getSittingDatesQueryOptions } = await import("../features/certification/booking/sitting-dates");
    const load = async () => {
      const state = await context.queryClient.ensureQueryData(getExamStatusQueryOptions(deps.examId));
      if (state.status === "approved" || state.status === "booked")
        await context.queryClient.ensureQueryData(getSittingDatesQueryOptions(deps.examId));
    };
    return orRedirect(load(), location.href);
  },
}).lazy(() => import("./certification-time.lazy").then((m) => m.certificationTimeLazyRoute));
