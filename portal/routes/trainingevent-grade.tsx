import { createRoute, redirect } from "@tanstack/react-router";
import * as v from "valibot";
import { gradePath } from "@/api/contract/grading";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

/** /TrainingEvent/Grade/{eventId}: a session's grading page; a visitor signs in first, coming back here. */
export const trainingEventGradeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/TrainingEvent/Grade/$eventId",
  loader: async ({ context, params, location }) => {
    const { getGradePageQueryOptions } = await import("../features/grading/grade-page");
    return orRedirect(context.queryClient.ensureQueryData(getGradePageQueryOptions(params.eventId)), location.href);
  },
}).lazy(() => import("./trainingevent-grade.lazy").then((m) => m.trainingEventGradeLazyRoute));

const SearchSchema = v.looseObject({ eventId: v.optional(v.union([v.string(), v.number()])) });

/** /TrainingEvent/Grade?eventId=: the same page by its query, as older links name it. */
export const trainingEventGradeQueryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/TrainingEvent/Grade",
  validateSearch: SearchSchema,
  beforeLoad: ({ search }) => {
    throw redirect({ href: gradePath(String(search.eventId ?? "").trim() || "-"), replace: true });
  },
});
