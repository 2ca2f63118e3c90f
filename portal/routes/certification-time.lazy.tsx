import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { TimePage } from "../features/certification/booking/components/time-page";

export const certificationTimeLazyRoute = createLazyRoute("/certification/time")({
  component: function TimeView() {
    const { examId } = certificationTimeLazyRoute.useLoaderDeps();
    return (
      <>
        <PageHead title="预约考试时间" />
        <TimePage examId={examId} />
      </>
    );
  },
});
