import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { rootRoute } from "./root";

const SearchSchema = v.object({ gotoUrl: v.optional(v.string()), error: v.optional(v.string()) });

/** /user/wxlogin?gotoUrl=&error=: where WeChat's authorize step hands back (docs/decisions/0041). */
export const userWxloginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/user/wxlogin",
  validateSearch: SearchSchema,
}).lazy(() => import("./user-wxlogin.lazy").then((m) => m.userWxloginLazyRoute));
