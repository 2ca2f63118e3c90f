import { createRoute } from "@tanstack/react-router";
import { LegalPage } from "../features/help/components/legal-page";
import { rootRoute } from "./root";

/** /Help/Clause: the terms of service the login and sign-up pop-ups show. */
export const helpClauseRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Help/Clause",
  component: () => <LegalPage which="clause" />,
});

/** /Help/Privacy: the privacy policy. */
export const helpPrivacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Help/Privacy",
  component: () => <LegalPage which="privacy" />,
});
