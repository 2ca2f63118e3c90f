import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root";

/** /ResellerSurvey/Success: after ResellerSurvey/Save (spec 001 section 2). */
export const resellerSurveySuccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/ResellerSurvey/Success",
}).lazy(() => import("./reseller-survey-success.lazy").then((m) => m.resellerSurveySuccessLazyRoute));
