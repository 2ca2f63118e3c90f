import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { currentBreakpoint } from "../components/use-breakpoint";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({ page: v.optional(v.string()) });

/** /Learning/Special?page=: the special columns. */
export const specialListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Learning/Special",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => {
    const n = Number(search.page);
    return { page: Number.isInteger(n) && n >= 1 ? n : 1 };
  },
  loader: async ({ context, deps }) => {
    const { getSpecialListInfiniteOptions, getSpecialListQueryOptions } = await import("../features/special/special-list");
    return currentBreakpoint() === "phone"
      ? context.queryClient.ensureInfiniteQueryData(getSpecialListInfiniteOptions())
      : context.queryClient.ensureQueryData(getSpecialListQueryOptions(deps.page));
  },
}).lazy(() => import("./special-list.lazy").then((m) => m.specialListLazyRoute));
