import { createLazyRoute } from "@tanstack/react-router";
import { HistoryScorePage } from "../features/certification/my-exams/components/history-score-page";

export const certificationHistoryScoreLazyRoute = createLazyRoute("/certification/historyscore")({
  component: function HistoryScoreView() {
    const { examId } = certificationHistoryScoreLazyRoute.useLoaderDeps();
    return <HistoryScorePage examId={examId} />;
  },
});
