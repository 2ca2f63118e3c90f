import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { VoucherPage } from "../features/certification/voucher/components/voucher-page";

export const certificationVoucherLazyRoute = createLazyRoute("/certification/voucher")({
  component: function VoucherView() {
    const { registrationId, examId } = certificationVoucherLazyRoute.useLoaderDeps();
    const { userId } = certificationVoucherLazyRoute.useLoaderData();
    return (
      <>
        <PageHead title="上传缴费凭证" />
        <VoucherPage userId={userId} registrationId={registrationId} examId={examId} />
      </>
    );
  },
});
