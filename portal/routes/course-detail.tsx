import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root";

/** /MoocTraining/Detail/{id}: anyone may read it; studying, collecting and commenting ask for a login. */
export const courseDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/MoocTraining/Detail/$id",
  loader: async ({ context, params }) => {
    const { getCourseDetailQueryOptions } = await import("../features/course/course-detail");
    return context.queryClient.ensureQueryData(getCourseDetailQueryOptions(params.id));
  },
}).lazy(() => import("./course-detail.lazy").then((m) => m.courseDetailLazyRoute));
