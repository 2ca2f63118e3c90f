import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { GradePageView } from "../features/grading/components/grade-page";

export const trainingEventGradeLazyRoute = createLazyRoute("/TrainingEvent/Grade/$eventId")({
  component: function TrainingEventGradeView() {
    const { eventId } = trainingEventGradeLazyRoute.useParams();
    return (
      <>
        <PageHead title="课程评分" />
        <GradePageView eventId={eventId} />
      </>
    );
  },
});
