import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { GradePageView } from "../features/grading/components/grade-page";

function GradeView({ eventId }: { eventId: string }) {
  return (
    <>
      <PageHead title="课程评分" />
      <GradePageView eventId={eventId} />
    </>
  );
}

export const trainingEventGradeLazyRoute = createLazyRoute("/TrainingEvent/Grade/$eventId")({
  component: function TrainingEventGradeView() {
    return <GradeView eventId={trainingEventGradeLazyRoute.useParams().eventId} />;
  },
});

export const trainingEventGradeQueryLazyRoute = createLazyRoute("/TrainingEvent/Grade")({
  component: function TrainingEventGradeQueryView() {
    const search = trainingEventGradeQueryLazyRoute.useSearch() as { eventId?: string | number };
    return <GradeView eventId={String(search.eventId ?? "").slice(0, 64)} />;
  },
});
