import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({
  id: v.optional(v.unknown()),
  name: v.optional(v.unknown()),
  shareuserid: v.optional(v.unknown()),
  source: v.optional(v.unknown()),
});

/** /study/detail?id=&name=&shareuserid=&source=: a pack (spec 001 section 2); a shared link carries who shared it and how. */
export const studyDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/study/detail",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ id: String(search.id ?? "") }),
  loader: async ({ context, deps, location }) => {
    const [{ getPackQueryOptions }, { idOf }] = await Promise.all([
      import("../features/study/pack-detail"),
      import("../features/study/address"),
    ]);
    return orRedirect<unknown>(context.queryClient.ensureQueryData(getPackQueryOptions(idOf(deps.id))), location.href);
  },
}).lazy(() => import("./study-detail.lazy").then((m) => m.studyDetailLazyRoute));
