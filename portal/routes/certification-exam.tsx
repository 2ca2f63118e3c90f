import type { QueryClient } from "@tanstack/react-query";
import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root";

/** The certification index's exams and its banners (spec 001 section 2); a failed banner call shows none. */
const examsAndBanners = async ({ context }: { context: { queryClient: QueryClient } }) => {
  const [{ getExamListQueryOptions }, { getBannersQueryOptions }] = await Promise.all([
    import("../features/certification/exams/exam-list"),
    import("../features/banner/banners"),
  ]);
  return Promise.all([
    context.queryClient.ensureQueryData(getExamListQueryOptions()),
    context.queryClient.prefetchQuery(getBannersQueryOptions("certification")),
  ]);
};

/** /certification/exam: every exam; the button opens the info pop-up. */
export const certificationExamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/exam",
  loader: examsAndBanners,
}).lazy(() => import("./certification-exam.lazy").then((m) => m.certificationExamLazyRoute));

/** /certification/carselect: the same exams grouped by certification series. */
export const certificationCarSelectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/carselect",
  loader: examsAndBanners,
}).lazy(() => import("./certification-exam.lazy").then((m) => m.certificationCarSelectLazyRoute));

/** /certification/outline/{kaoShiId}: an exam outline published with the portal. */
export const certificationOutlineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/outline/$kaoShiId",
}).lazy(() => import("./certification-exam.lazy").then((m) => m.certificationOutlineLazyRoute));
