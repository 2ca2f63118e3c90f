import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { rootRoute } from "./root";

const SearchSchema = v.object({ stamp: v.optional(v.string()), sign: v.optional(v.string()) });

/** /user/oauthlogin?stamp=&sign=: a partner's hand-off (docs/decisions/0037). */
export const userOauthloginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/user/oauthlogin",
  validateSearch: SearchSchema,
}).lazy(() => import("./user-oauthlogin.lazy").then((m) => m.userOauthloginLazyRoute));
