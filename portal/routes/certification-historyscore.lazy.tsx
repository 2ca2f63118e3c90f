import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { HistoryScorePage } from "../features/certification/my-exams/components/history-score-page";

export const certificationHistoryScoreLazyRoute = createLazyRoute("/certification/historyscore")({
  component: function HistoryScoreView() {
    const { examId } = certificationHistoryScoreLazyRoute.useLoaderDeps();
    return (
      <>
        <PageHead title="历史成绩" />
        <HistoryScorePage examId={examId} />
      </>
    );
  },
});
