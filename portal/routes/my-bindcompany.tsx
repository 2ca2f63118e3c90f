import { createRoute } from "@tanstack/react-router";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

/** /my/bindcompany: company binding (spec 001 "My area": Bind company); a visitor's 1503 becomes the login page. */
export const myBindCompanyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/my/bindcompany",
  loader: async ({ context, location }) => {
    const { getCompanyBindingQueryOptions } = await import("../features/binding/company-binding");
    return orRedirect(context.queryClient.ensureQueryData(getCompanyBindingQueryOptions()), location.href);
  },
}).lazy(() => import("./my-bindcompany.lazy").then((m) => m.myBindCompanyLazyRoute));
