import { createRoute } from "@tanstack/react-router";
import { getIndustriesQueryOptions } from "../components/industry/industries";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

/** The profile and the industries its form starts from; a visitor's 1503 becomes the login page. */
const loadProfile = async ({
  context,
  location,
}: {
  context: { queryClient: import("@tanstack/react-query").QueryClient };
  location: { href: string };
}) => {
  const { getUserInfoQueryOptions } = await import("../features/my/user-info");
  return orRedirect(
    Promise.all([
      context.queryClient.ensureQueryData(getUserInfoQueryOptions()),
      context.queryClient.ensureQueryData(getIndustriesQueryOptions()),
    ]),
    location.href,
  );
};

/** /my/edit (and /my/Edit: paths match case-insensitively): the profile edit form. */
export const myEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/my/edit",
  loader: loadProfile,
}).lazy(() => import("./my-edit.lazy").then((m) => m.myEditLazyRoute));

/** /my/userinfo: the same page under the spec's other name. */
export const myUserInfoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/my/userinfo",
  loader: loadProfile,
}).lazy(() => import("./my-edit.lazy").then((m) => m.myUserInfoLazyRoute));
