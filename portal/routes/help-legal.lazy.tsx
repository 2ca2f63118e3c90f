import { createLazyRoute } from "@tanstack/react-router";
import { LegalPage } from "../features/help/components/legal-page";

export const helpClauseLazyRoute = createLazyRoute("/Help/Clause")({
  component: () => <LegalPage which="clause" />,
});

export const helpPrivacyLazyRoute = createLazyRoute("/Help/Privacy")({
  component: () => <LegalPage which="privacy" />,
});
