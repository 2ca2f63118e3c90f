import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { currentBreakpoint } from "../components/use-breakpoint";
import { parseCenter3Filters } from "../features/course/center3-filters";
import { rootRoute } from "./root";

// Loose, and no defaults: the address keeps what it was given, and nothing more.
const SearchSchema = v.looseObject(
  Object.fromEntries(
    ["isHot", "page", "industry", "target", "resources", "product", "gangwei", "growstep", "certs", "usertar"].map((k) => [
      k,
      v.optional(v.string()),
    ]),
  ),
);

/** /MoocTraining/Center3?target=&resources=&product=&industry=&gangwei=&growstep=&certs=&usertar=&isHot=&page=. */
export const moocCenter3Route = createRoute({
  getParentRoute: () => rootRoute,
  path: "/MoocTraining/Center3",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ filters: parseCenter3Filters(search) }),
  loader: async ({ context, deps }) => {
    const { getCenter3InfiniteOptions, getCenter3QueryOptions } = await import("../features/course/center3");
    return currentBreakpoint() === "phone"
      ? context.queryClient.ensureInfiniteQueryData(getCenter3InfiniteOptions(deps.filters))
      : context.queryClient.ensureQueryData(getCenter3QueryOptions(deps.filters));
  },
}).lazy(() => import("./mooc-center3.lazy").then((m) => m.moocCenter3LazyRoute));
