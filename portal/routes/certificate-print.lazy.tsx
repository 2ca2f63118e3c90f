import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { PrintPage } from "../features/certification/certificates/components/print-page";

export const certificatePrintLazyRoute = createLazyRoute("/certificate/print")({
  component: function CertificatePrintView() {
    return (
      <>
        <PageHead title="打印证书" />
        <PrintPage number={certificatePrintLazyRoute.useLoaderDeps().number} />
      </>
    );
  },
});
