import type { QueryClient } from "@tanstack/react-query";
import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

/** Loads the grading page of a session; a visitor's 1503 becomes the login page, coming back to `href`. */
async function loadGradePage(queryClient: QueryClient, eventId: string, href: string) {
  const { getGradePageQueryOptions } = await import("../features/grading/grade-page");
  return orRedirect(queryClient.ensureQueryData(getGradePageQueryOptions(eventId)), href);
}

/** /TrainingEvent/Grade/{eventId}: a session's grading page (eventId is the session's strId). */
export const trainingEventGradeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/TrainingEvent/Grade/$eventId",
  loader: ({ context, params, location }) => loadGradePage(context.queryClient, params.eventId, location.href),
}).lazy(() => import("./trainingevent-grade.lazy").then((m) => m.trainingEventGradeLazyRoute));

const SearchSchema = v.looseObject({ eventId: v.optional(v.union([v.string(), v.number()])) });

/** /TrainingEvent/Grade?eventId=: the same page named by its query. */
export const trainingEventGradeQueryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/TrainingEvent/Grade",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ eventId: String(search.eventId ?? "").slice(0, 64) }),
  loader: ({ context, deps, location }) => loadGradePage(context.queryClient, deps.eventId, location.href),
}).lazy(() => import("./trainingevent-grade.lazy").then((m) => m.trainingEventGradeQueryLazyRoute));
