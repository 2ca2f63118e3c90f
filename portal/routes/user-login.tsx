import { createRoute, redirect } from "@tanstack/react-router";
import * as v from "valibot";
import { getCurrentUserQueryOptions } from "../lib/current-user";
import { rootRoute } from "./root";

const SearchSchema = v.object({ gotoUrl: v.optional(v.string()), mobile: v.optional(v.string()) });

/** /user/login?gotoUrl=&mobile=: someone already signed in goes straight on to where the sign-in would lead. */
export const userLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/user/login",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ gotoUrl: search.gotoUrl }),
  loader: async ({ context, deps }) => {
    const { afterLoginHref } = await import("../features/account/after-login");
    const user = await context.queryClient.ensureQueryData(getCurrentUserQueryOptions());
    if (user) throw redirect({ href: afterLoginHref(false, deps.gotoUrl, window.location.origin), replace: true });
  },
}).lazy(() => import("./user-login.lazy").then((m) => m.userLoginLazyRoute));
