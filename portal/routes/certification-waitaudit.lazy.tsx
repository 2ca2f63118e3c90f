import { createLazyRoute } from "@tanstack/react-router";
import { WaitAuditPage } from "../features/certification/booking/components/wait-audit-page";

export const certificationWaitAuditLazyRoute = createLazyRoute("/certification/waitaudit")({
  component: function WaitAuditView() {
    const { examId } = certificationWaitAuditLazyRoute.useLoaderDeps();
    return <WaitAuditPage examId={examId} />;
  },
});
