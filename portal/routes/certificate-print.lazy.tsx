import { createLazyRoute } from "@tanstack/react-router";
import { PrintPage } from "../features/certification/certificates/components/print-page";

export const certificatePrintLazyRoute = createLazyRoute("/certificate/print")({
  component: function CertificatePrintView() {
    return <PrintPage number={certificatePrintLazyRoute.useLoaderDeps().number} />;
  },
});
