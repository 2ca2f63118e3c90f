import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

// Loose: `name` is the course's title for shares and logs only; `lesson` picks the lesson to open, `t` its second (a note's).
const SearchSchema = v.looseObject({ name: v.optional(v.string()), lesson: v.optional(v.string()), t: v.optional(v.string()) });

/** /mooctraining/StudyNew/{id}?name=&lesson=&t=: a visitor's 1503 becomes the login page, coming back here. */
export const courseStudyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/mooctraining/StudyNew/$id",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => {
    const lesson = Number(search.lesson);
    const at = Number(search.t);
    return {
      lesson: Number.isInteger(lesson) && lesson > 0 ? lesson : undefined,
      at: Number.isInteger(at) && at > 0 ? at : undefined,
    };
  },
  loader: async ({ context, params, location }) => {
    const { getCourseStudyQueryOptions } = await import("../features/course/course-study");
    return orRedirect(context.queryClient.ensureQueryData(getCourseStudyQueryOptions(params.id)), location.href);
  },
}).lazy(() => import("./course-study.lazy").then((m) => m.courseStudyLazyRoute));
