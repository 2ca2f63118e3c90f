import { createRoute, redirect } from "@tanstack/react-router";
import * as v from "valibot";
import { getIndustriesQueryOptions } from "../components/industry/industries";
import { getCurrentUserQueryOptions } from "../lib/current-user";
import { rootRoute } from "./root";

const SearchSchema = v.object({ fromurl: v.optional(v.string()), gotoUrl: v.optional(v.string()), auth: v.optional(v.string()) });

/** /user/reg?fromurl=&gotoUrl=&auth=: someone already signed in goes straight on, as from the login page. */
export const userRegRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/user/reg",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ back: search.fromurl || search.gotoUrl }),
  loader: async ({ context, deps }) => {
    const [{ afterLoginHref }, { getInterestListQueryOptions }] = await Promise.all([
      import("../features/account/after-login"),
      import("../lib/interest-list"),
    ]);
    const user = await context.queryClient.ensureQueryData(getCurrentUserQueryOptions());
    if (user) throw redirect({ href: afterLoginHref(false, deps.back, window.location.origin), replace: true });
    // The industries and the roles (the interest survey's identity options) fill the form's selects.
    await Promise.all([
      context.queryClient.ensureQueryData(getIndustriesQueryOptions()),
      context.queryClient.ensureQueryData(getInterestListQueryOptions()),
    ]);
  },
}).lazy(() => import("./user-reg.lazy").then((m) => m.userRegLazyRoute));
