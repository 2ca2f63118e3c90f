import { createRoute } from "@tanstack/react-router";
import { getExamListQueryOptions } from "../features/certification/exams/exam-list";
import { rootRoute } from "./root";

/** /certification/exam: every exam; the button opens the info pop-up. */
export const certificationExamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/exam",
  loader: ({ context }) => context.queryClient.ensureQueryData(getExamListQueryOptions()),
}).lazy(() => import("./certification-exam.lazy").then((m) => m.certificationExamLazyRoute));

/** /certification/carselect: the same exams grouped by certification series. */
export const certificationCarSelectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/carselect",
  loader: ({ context }) => context.queryClient.ensureQueryData(getExamListQueryOptions()),
}).lazy(() => import("./certification-exam.lazy").then((m) => m.certificationCarSelectLazyRoute));

/** /certification/outline/{kaoShiId}: an exam outline published with the portal. */
export const certificationOutlineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/outline/$kaoShiId",
}).lazy(() => import("./certification-exam.lazy").then((m) => m.certificationOutlineLazyRoute));
