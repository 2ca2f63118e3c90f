import { createRoute, redirect } from "@tanstack/react-router";
import { ApiError } from "../lib/api";
import { loginHref } from "../lib/catalogue";
import { getCurrentUserQueryOptions } from "../lib/current-user";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

/**
 * /ResellerSurvey/Index: resellers' questionnaire; a visitor signs in first. A person who is no reseller gets the
 * server's message as the page (the loader's answer), not the error view.
 */
export const resellerSurveyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/ResellerSurvey/Index",
  loader: async ({ context, location }) => {
    const q = context.queryClient;
    if (!(await q.ensureQueryData(getCurrentUserQueryOptions()))) {
      throw redirect({ href: loginHref(location.href, window.location.origin), replace: true });
    }
    const { getSurveyQueryOptions } = await import("../features/reseller-survey/survey");
    const refused = q.ensureQueryData(getSurveyQueryOptions()).then(
      () => null,
      (e: unknown) => (e instanceof ApiError && e.code === 1 ? e.message : Promise.reject(e)),
    );
    return orRedirect(refused, location.href);
  },
}).lazy(() => import("./reseller-survey.lazy").then((m) => m.resellerSurveyLazyRoute));
