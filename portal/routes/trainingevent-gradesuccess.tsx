import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({ eventId: v.optional(v.union([v.string(), v.number()])) });

/** /TrainingEvent/GradeSuccess?eventId=: where a grading lands (spec 001 section 2). */
export const trainingEventGradeSuccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/TrainingEvent/GradeSuccess",
  validateSearch: SearchSchema,
}).lazy(() => import("./trainingevent-gradesuccess.lazy").then((m) => m.trainingEventGradeSuccessLazyRoute));
