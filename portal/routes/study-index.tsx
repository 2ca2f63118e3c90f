import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({ type: v.optional(v.unknown()) });

/** /study/index?type=: packs by tab, open to visitors; 我创建的 and 我加入的 send a visitor to the login page. */
export const studyIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/study/index",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ type: String(search.type ?? "") }),
  loader: async ({ context, deps, location }) => {
    const [{ getPackListQueryOptions, getSelfPacksQueryOptions }, { listTypeOf }] = await Promise.all([
      import("../features/study/pack-list"),
      import("../features/study/address"),
    ]);
    const q = context.queryClient;
    return orRedirect<unknown>(
      Promise.all([q.ensureQueryData(getPackListQueryOptions(listTypeOf(deps.type))), q.ensureQueryData(getSelfPacksQueryOptions())]),
      location.href,
    );
  },
}).lazy(() => import("./study-index.lazy").then((m) => m.studyIndexLazyRoute));
