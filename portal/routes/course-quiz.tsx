import { createRoute } from "@tanstack/react-router";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

/** /MoocTraining/Quiz/{strId}/{quizId}: a course's quiz; a visitor's 1503 becomes the login page, coming back here. */
export const courseQuizRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/MoocTraining/Quiz/$id/$quizId",
  loader: async ({ context, params, location }) => {
    const [{ getQuizInfoQueryOptions }, { quizIdOf }] = await Promise.all([
      import("../features/course-quiz/quiz-info"),
      import("../features/course-quiz/quiz-id"),
    ]);
    return orRedirect(context.queryClient.ensureQueryData(getQuizInfoQueryOptions(quizIdOf(params.quizId))), location.href);
  },
}).lazy(() => import("./course-quiz.lazy").then((m) => m.courseQuizLazyRoute));
