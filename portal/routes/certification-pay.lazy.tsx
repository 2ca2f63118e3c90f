import { createLazyRoute } from "@tanstack/react-router";
import { PayPage } from "../features/certification/payment/components/pay-page";

export const certificationPayLazyRoute = createLazyRoute("/certification/pay")({
  component: function PayView() {
    const { link } = certificationPayLazyRoute.useLoaderDeps();
    const { payResult } = certificationPayLazyRoute.useSearch();
    return <PayPage link={link} payResult={payResult ?? ""} />;
  },
});
