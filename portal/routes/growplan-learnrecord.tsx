import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { recordMonths } from "../features/growplan/months";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

// Loose and without defaults, like the other list pages: the address keeps what it was given.
const SearchSchema = v.looseObject({ month: v.optional(v.string()) });

/** A month the record offers, or '' (every month) for anything else. */
const monthOf = (text: string | undefined) => (text && recordMonths().includes(text) ? text : "");

/** /growplan/learnrecord?month=YYYY-MM: the learn record; a visitor's 1503 becomes the login page, coming back here. */
export const growPlanLearnRecordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/growplan/learnrecord",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ month: monthOf(search.month) }),
  loader: async ({ context, deps, location }) => {
    const { getLearnRecordQueryOptions } = await import("../features/growplan/learn-record");
    return orRedirect<unknown>(context.queryClient.ensureInfiniteQueryData(getLearnRecordQueryOptions(deps.month)), location.href);
  },
}).lazy(() => import("./growplan-learnrecord.lazy").then((m) => m.growPlanLearnRecordLazyRoute));
