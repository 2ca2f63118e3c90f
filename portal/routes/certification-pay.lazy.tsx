import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { PayPage } from "../features/certification/payment/components/pay-page";

export const certificationPayLazyRoute = createLazyRoute("/certification/pay")({
  component: function PayView() {
    const { link } = certificationPayLazyRoute.useLoaderDeps();
    const { payResult } = certificationPayLazyRoute.useSearch();
    return (
      <>
        <PageHead title="支付考试费用" />
        <PayPage link={link} payResult={payResult ?? ""} />
      </>
    );
  },
});
