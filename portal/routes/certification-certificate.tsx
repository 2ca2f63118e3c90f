import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root";

/** /certification/certificate: the public certificate query (pearson/certificate), type 1 by ID number, type 2 by number. */
export const certificationCertificateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/certificate",
}).lazy(() => import("./certification-certificate.lazy").then((m) => m.certificationCertificateLazyRoute));
