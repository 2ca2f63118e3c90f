import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { VerifyPage } from "../features/certification/certificates/components/verify-page";

export const certificateVerifyLazyRoute = createLazyRoute("/certificate/verify")({
  component: function CertificateVerifyView() {
    return (
      <>
        <PageHead title="证书核验" />
        <VerifyPage params={certificateVerifyLazyRoute.useLoaderDeps()} />
      </>
    );
  },
});
