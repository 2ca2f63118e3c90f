import { createLazyRoute } from "@tanstack/react-router";
import { VerifyPage } from "../features/certification/certificates/components/verify-page";

export const certificateVerifyLazyRoute = createLazyRoute("/certificate/verify")({
  component: function CertificateVerifyView() {
    return <VerifyPage params={certificateVerifyLazyRoute.useLoaderDeps()} />;
  },
});
