import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { MY_COURSE_TYPE, type MyCourseType } from "@/api/contract/my-courses";
import { currentBreakpoint } from "../components/use-breakpoint";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

const TYPES: number[] = Object.values(MY_COURSE_TYPE);

const typeOf = (text: string | undefined) => (TYPES.includes(Number(text)) ? (Number(text) as MyCourseType) : MY_COURSE_TYPE.studying);
const pageOf = (text: string | undefined) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

// Loose and without defaults, like the other list pages: the address keeps what it was given.
const SearchSchema = v.looseObject({ type: v.optional(v.string()), page: v.optional(v.string()) });

/** /my/mycourse?type=1|2|3&page=: my courses; a visitor's 1503 becomes the login page, coming back here. */
export const myCourseRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/my/mycourse",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ type: typeOf(search.type), page: pageOf(search.page) }),
  loader: async ({ context, deps, location }) => {
    const { getMyCourseMoreQueryOptions, getMyCoursePageQueryOptions } = await import("../features/my/my-courses");
    const load =
      currentBreakpoint() === "phone"
        ? context.queryClient.ensureInfiniteQueryData(getMyCourseMoreQueryOptions(deps.type))
        : context.queryClient.ensureQueryData(getMyCoursePageQueryOptions(deps.type, deps.page));
    return orRedirect<unknown>(load, location.href);
  },
}).lazy(() => import("./my-mycourse.lazy").then((m) => m.myCourseLazyRoute));
