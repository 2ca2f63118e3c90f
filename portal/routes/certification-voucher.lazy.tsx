import { createLazyRoute } from "@tanstack/react-router";
import { VoucherPage } from "../features/certification/voucher/components/voucher-page";

export const certificationVoucherLazyRoute = createLazyRoute("/certification/voucher")({
  component: function VoucherView() {
    const { registrationId, examId } = certificationVoucherLazyRoute.useLoaderDeps();
    const { userId } = certificationVoucherLazyRoute.useLoaderData();
    return <VoucherPage userId={userId} registrationId={registrationId} examId={examId} />;
  },
});
