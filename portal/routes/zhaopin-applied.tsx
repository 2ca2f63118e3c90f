import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({ key: v.optional(v.unknown()) });

/** /ZhaoPin/Applied?key=: the person's applications by tab; a visitor's 1503 becomes the login page, coming back here. */
export const zhaopinAppliedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/ZhaoPin/Applied",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ key: String(search.key ?? "") }),
  loader: async ({ context, deps, location }) => {
    const { getAppliedQueryOptions, appliedKeyOf } = await import("../features/zhaopin/positions/applied");
    return orRedirect<unknown>(context.queryClient.ensureInfiniteQueryData(getAppliedQueryOptions(appliedKeyOf(deps.key))), location.href);
  },
}).lazy(() => import("./zhaopin-applied.lazy").then((m) => m.zhaopinAppliedLazyRoute));
