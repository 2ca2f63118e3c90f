import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { CertificateQueryPage } from "../features/certification/certificates/components/certificate-query-page";

export const certificationCertificateLazyRoute = createLazyRoute("/certification/certificate")({
  component: () => (
    <>
      <PageHead title="证书查询" />
      <CertificateQueryPage />
    </>
  ),
});
