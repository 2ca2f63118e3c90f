import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

// Loose and without defaults, like the other pages: the address keeps what it was given.
const SearchSchema = v.looseObject({ id: v.optional(v.string()) });

const idOf = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : 0);

/** /growplan/special?id=: a special plan's stages and tasks; a visitor signs in first, an unknown id is the error view. */
export const growPlanSpecialRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/growplan/special",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ id: idOf(search.id) }),
  // Without an id this is the person's own plan, as /growplan/planlist.
  loader: async ({ context, deps, location }) => {
    const { getPlanListQueryOptions } = await import("../features/growplan/plan-list");
    return orRedirect(context.queryClient.ensureQueryData(getPlanListQueryOptions(deps.id)), location.href);
  },
}).lazy(() => import("./growplan-special.lazy").then((m) => m.growPlanSpecialLazyRoute));
