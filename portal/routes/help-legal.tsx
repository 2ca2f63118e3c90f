import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root";

/** /Help/Clause: the terms of service the login and sign-up pop-ups show. */
export const helpClauseRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Help/Clause",
}).lazy(() => import("./help-legal.lazy").then((m) => m.helpClauseLazyRoute));

/** /Help/Privacy: the privacy policy. */
export const helpPrivacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Help/Privacy",
}).lazy(() => import("./help-legal.lazy").then((m) => m.helpPrivacyLazyRoute));
