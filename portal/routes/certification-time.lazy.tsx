import { createLazyRoute } from "@tanstack/react-router";
import { TimePage } from "../features/certification/booking/components/time-page";

export const certificationTimeLazyRoute = createLazyRoute("/certification/time")({
  component: function TimeView() {
    const { examId } = certificationTimeLazyRoute.useLoaderDeps();
    return <TimePage examId={examId} />;
  },
});
