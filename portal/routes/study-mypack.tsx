import { createRoute, redirect } from "@tanstack/react-router";
import * as v from "valibot";
import { loginHref } from "../lib/catalogue";
import { getCurrentUserQueryOptions } from "../lib/current-user";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({ id: v.optional(v.unknown()) });

/** /study/mypack: a new pack; /study/mypack?id=: the creator's form, courses, order and search for a pack. Needs a login. */
export const studyMyPackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/study/mypack",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ id: String(search.id ?? "") }),
  loader: async ({ context, deps, location }) => {
    const q = context.queryClient;
    const user = await q.ensureQueryData(getCurrentUserQueryOptions());
    if (!user) throw redirect({ href: loginHref(location.href, window.location.origin), replace: true });
    const [{ getPackQueryOptions }, { getTopicGroupsQueryOptions }, { idOf }] = await Promise.all([
      import("../features/study/pack-detail"),
      import("../features/study/interests"),
      import("../features/study/address"),
    ]);
    const id = idOf(deps.id);
    return orRedirect<unknown>(
      Promise.all([q.ensureQueryData(getTopicGroupsQueryOptions()), id ? q.ensureQueryData(getPackQueryOptions(id)) : null]),
      location.href,
    );
  },
}).lazy(() => import("./study-mypack.lazy").then((m) => m.studyMyPackLazyRoute));
