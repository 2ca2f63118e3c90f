import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { GradeSuccessPage } from "../features/grading/components/grade-success-page";

export const trainingEventGradeSuccessLazyRoute = createLazyRoute("/TrainingEvent/GradeSuccess")({
  component: function TrainingEventGradeSuccessView() {
    const search = trainingEventGradeSuccessLazyRoute.useSearch() as { eventId?: string | number };
    return (
      <>
        <PageHead title="评分成功" />
        <GradeSuccessPage eventId={String(search.eventId ?? "").slice(0, 64)} />
      </>
    );
  },
});
