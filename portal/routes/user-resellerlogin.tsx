import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { rootRoute } from "./root";

const SearchSchema = v.object({ auth: v.optional(v.string()) });

/** /user/resellerlogin?auth=: a reseller's link from an operator (docs/decisions/0037). */
export const userResellerloginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/user/resellerlogin",
  validateSearch: SearchSchema,
}).lazy(() => import("./user-resellerlogin.lazy").then((m) => m.userResellerloginLazyRoute));
