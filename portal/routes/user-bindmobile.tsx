import { createRoute, redirect } from "@tanstack/react-router";
import * as v from "valibot";
import { loginHref } from "../lib/catalogue";
import { getCurrentUserQueryOptions } from "../lib/current-user";
import { rootRoute } from "./root";

const SearchSchema = v.object({ GotoUrl: v.optional(v.string()), gotoUrl: v.optional(v.string()) });

/** /user/bindmobile?GotoUrl=: for a signed-in person; bound, it goes on to GotoUrl or /my/index. */
export const userBindMobileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/user/bindmobile",
  validateSearch: SearchSchema,
  loader: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(getCurrentUserQueryOptions());
    if (!user) throw redirect({ href: loginHref(location.href, window.location.origin), replace: true });
  },
}).lazy(() => import("./user-bindmobile.lazy").then((m) => m.userBindMobileLazyRoute));
