import { createRoute } from "@tanstack/react-router";
import { CertificateQueryPage } from "../features/certification/certificates/components/certificate-query-page";
import { rootRoute } from "./root";

/** /certification/certificate: the public certificate query (pearson/certificate), type 1 by ID number, type 2 by number. */
export const certificationCertificateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/certificate",
  component: CertificateQueryPage,
});
