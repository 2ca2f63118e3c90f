import { createRoute, redirect } from "@tanstack/react-router";
import * as v from "valibot";
import { getIndustriesQueryOptions } from "../components/industry/industries";
import { loginHref } from "../lib/catalogue";
import { getCurrentUserQueryOptions } from "../lib/current-user";
import { rootRoute } from "./root";

const SearchSchema = v.object({ gotoUrl: v.optional(v.string()) });

/** /user/interest?gotoUrl=: for a signed-in person; saved, it goes on to gotoUrl or /my/index. */
export const userInterestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/user/interest",
  validateSearch: SearchSchema,
  loader: async ({ context, location }) => {
    const { getInterestListQueryOptions } = await import("../lib/interest-list");
    const { getUserInfoQueryOptions } = await import("../features/my/user-info");
    const user = await context.queryClient.ensureQueryData(getCurrentUserQueryOptions());
    if (!user) throw redirect({ href: loginHref(location.href, window.location.origin), replace: true });
    await Promise.all([
      context.queryClient.ensureQueryData(getIndustriesQueryOptions()),
      context.queryClient.ensureQueryData(getInterestListQueryOptions()),
      // The profile the form starts from (what registration gave it).
      context.queryClient.ensureQueryData(getUserInfoQueryOptions()),
    ]);
  },
}).lazy(() => import("./user-interest.lazy").then((m) => m.userInterestLazyRoute));
