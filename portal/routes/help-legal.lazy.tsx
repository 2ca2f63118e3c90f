import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { LegalPage } from "../features/help/components/legal-page";

export const helpClauseLazyRoute = createLazyRoute("/Help/Clause")({
  component: () => (
    <>
      <PageHead title="服务协议" />
      <LegalPage which="clause" />
    </>
  ),
});

export const helpPrivacyLazyRoute = createLazyRoute("/Help/Privacy")({
  component: () => (
    <>
      <PageHead title="隐私政策" />
      <LegalPage which="privacy" />
    </>
  ),
});
