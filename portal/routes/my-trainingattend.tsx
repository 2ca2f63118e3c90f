import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { currentBreakpoint } from "../components/use-breakpoint";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

const pageOf = (text: string | undefined) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

// Loose and without defaults, like the other list pages: the address keeps what it was given.
const SearchSchema = v.looseObject({ page: v.optional(v.string()) });

/** /my/trainingattend?page=: the live sessions I signed up for; a visitor's 1503 becomes the login page. */
export const myTrainingAttendRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/my/trainingattend",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ page: pageOf(search.page) }),
  loader: async ({ context, deps, location }) => {
    const { getTrainingAttendMoreQueryOptions, getTrainingAttendPageQueryOptions } = await import("../features/my/training-attend");
    const load =
      currentBreakpoint() === "phone"
        ? context.queryClient.ensureInfiniteQueryData(getTrainingAttendMoreQueryOptions())
        : context.queryClient.ensureQueryData(getTrainingAttendPageQueryOptions(deps.page));
    return orRedirect<unknown>(load, location.href);
  },
}).lazy(() => import("./my-trainingattend.lazy").then((m) => m.myTrainingAttendLazyRoute));
