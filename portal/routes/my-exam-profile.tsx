import { createRoute } from "@tanstack/react-router";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

/** /my/pearsonceredit: the exam profile form (pearson), saved by the call of the same name. */
export const myPearsonCerEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/my/pearsonceredit",
  // Both forms start from the saved profile (my/pearsonexamedit); a visitor's 1503 becomes the login page.
  loader: async ({ context, location }) => {
    const { getExamProfileQueryOptions } = await import("../features/certification/profile/exam-profile");
    return orRedirect(context.queryClient.ensureQueryData(getExamProfileQueryOptions()), location.href);
  },
}).lazy(() => import("./my-exam-profile.lazy").then((m) => m.myPearsonCerEditLazyRoute));

/** /my/examedit: the exam profile (other form), saved by my/examedit. */
export const myExamEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/my/examedit",
  // Both forms start from the saved profile (my/pearsonexamedit); a visitor's 1503 becomes the login page.
  loader: async ({ context, location }) => {
    const { getExamProfileQueryOptions } = await import("../features/certification/profile/exam-profile");
    return orRedirect(context.queryClient.ensureQueryData(getExamProfileQueryOptions()), location.href);
  },
}).lazy(() => import("./my-exam-profile.lazy").then((m) => m.myExamEditLazyRoute));
