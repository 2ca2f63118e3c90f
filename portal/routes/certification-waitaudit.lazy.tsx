import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { WaitAuditPage } from "../features/certification/booking/components/wait-audit-page";

export const certificationWaitAuditLazyRoute = createLazyRoute("/certification/waitaudit")({
  component: function WaitAuditView() {
    const { examId } = certificationWaitAuditLazyRoute.useLoaderDeps();
    return (
      <>
        <PageHead title="等待审核" />
        <WaitAuditPage examId={examId} />
      </>
    );
  },
});
