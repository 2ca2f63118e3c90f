import { createRoute } from "@tanstack/react-router";
import { loadOwnDocument } from "../lib/own-document";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

/** /certification/examcheck/{examid}: the camera photo check; a visitor signs in first. */
export const certificationExamCheckRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/examcheck/$examid",
  // The camera is allowed only in a document loaded on this page (api/security-headers.ts).
  beforeLoad: ({ location }) => loadOwnDocument(location.href, location.pathname),
  loader: async ({ context, location }) => {
    const { getProfileQueryOptions } = await import("../features/certification/registration/profile");
    return orRedirect(context.queryClient.ensureQueryData(getProfileQueryOptions()), location.href);
  },
}).lazy(() => import("./certification-examcheck.lazy").then((m) => m.certificationExamCheckLazyRoute));
