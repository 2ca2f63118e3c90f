import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root";

/** /MoocTraining/Detail2/{id}: the same course in the banner layout (spec 001: its study link is /mooctraining/StudyNew/{id}?name=). */
export const courseDetail2Route = createRoute({
  getParentRoute: () => rootRoute,
  path: "/MoocTraining/Detail2/$id",
  loader: async ({ context, params }) => {
    const { getCourseDetailQueryOptions } = await import("../features/course/course-detail");
    return context.queryClient.ensureQueryData(getCourseDetailQueryOptions(params.id));
  },
}).lazy(() => import("./course-detail2.lazy").then((m) => m.courseDetail2LazyRoute));
