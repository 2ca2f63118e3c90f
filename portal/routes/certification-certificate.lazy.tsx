import { createLazyRoute } from "@tanstack/react-router";
import { CertificateQueryPage } from "../features/certification/certificates/components/certificate-query-page";

export const certificationCertificateLazyRoute = createLazyRoute("/certification/certificate")({
  component: CertificateQueryPage,
});
