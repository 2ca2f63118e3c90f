import { createRoute } from "@tanstack/react-router";
import { ExamListPage } from "../features/certification/exams/components/exam-list-page";
import { OutlinePage } from "../features/certification/exams/components/outline-page";
import { getExamListQueryOptions } from "../features/certification/exams/exam-list";
import { rootRoute } from "./root";

/** /certification/exam: every exam; the button opens the info pop-up. */
export const certificationExamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/exam",
  loader: ({ context }) => context.queryClient.ensureQueryData(getExamListQueryOptions()),
  component: () => <ExamListPage grouped={false} />,
});

/** /certification/carselect: the same exams grouped by certification series. */
export const certificationCarSelectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/carselect",
  loader: ({ context }) => context.queryClient.ensureQueryData(getExamListQueryOptions()),
  component: () => <ExamListPage grouped />,
});

/** /certification/outline/{kaoShiId}: an exam outline published with the portal. */
export const certificationOutlineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/outline/$kaoShiId",
  component: function OutlineView() {
    const { kaoShiId } = certificationOutlineRoute.useParams();
    return <OutlinePage kaoShiId={kaoShiId} />;
  },
});
