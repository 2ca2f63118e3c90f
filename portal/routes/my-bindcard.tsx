import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({ cardNo: v.optional(v.string()) });

/** /my/BindCard (also /my/bindcard: paths match in any case) ?cardNo=: binds a learning card; sign-in needed. */
export const myBindCardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/my/BindCard",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ cardNo: (search.cardNo ?? "").slice(0, 40) }),
  loader: async ({ context, location }) => {
    const { getUserInfoQueryOptions } = await import("../features/my/user-info");
    return orRedirect(context.queryClient.ensureQueryData(getUserInfoQueryOptions()), location.href);
  },
}).lazy(() => import("./my-bindcard.lazy").then((m) => m.myBindCardLazyRoute));
