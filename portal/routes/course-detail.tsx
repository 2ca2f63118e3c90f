import { createRoute } from "@tanstack/react-router";
import { getCourseDetailQueryOptions } from "../features/course/course-detail";
import { rootRoute } from "./root";

/** /MoocTraining/Detail/{id}: anyone may read it; studying, collecting and commenting ask for a login. */
export const courseDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/MoocTraining/Detail/$id",
  loader: ({ context, params }) => context.queryClient.ensureQueryData(getCourseDetailQueryOptions(params.id)),
}).lazy(() => import("./course-detail.lazy").then((m) => m.courseDetailLazyRoute));
