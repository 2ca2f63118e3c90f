import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { examIdOf, getExamStatusQueryOptions } from "../features/certification/booking/exam-status";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({ examid: v.optional(v.string()) });

/** /certification/waitaudit?examid=: after payment, the review's state and the way on; a visitor signs in first. */
export const certificationWaitAuditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/waitaudit",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ examId: examIdOf(search.examid) }),
  loader: ({ context, deps, location }) =>
    orRedirect(context.queryClient.ensureQueryData(getExamStatusQueryOptions(deps.examId)), location.href),
}).lazy(() => import("./certification-waitaudit.lazy").then((m) => m.certificationWaitAuditLazyRoute));
