import { createLazyRoute } from "@tanstack/react-router";
import { ExamListPage } from "../features/certification/exams/components/exam-list-page";
import { OutlinePage } from "../features/certification/exams/components/outline-page";

export const certificationExamLazyRoute = createLazyRoute("/certification/exam")({
  component: () => <ExamListPage grouped={false} />,
});

export const certificationCarSelectLazyRoute = createLazyRoute("/certification/carselect")({
  component: () => <ExamListPage grouped />,
});

export const certificationOutlineLazyRoute = createLazyRoute("/certification/outline/$kaoShiId")({
  component: function OutlineView() {
    const { kaoShiId } = certificationOutlineLazyRoute.useParams();
    return <OutlinePage kaoShiId={kaoShiId} />;
  },
});
