import { createRoute } from "@tanstack/react-router";
import { getProductQueryOptions, productIdOf } from "../features/shop/product";
import { rootRoute } from "./root";

/** /jshop/detail/{id}: a product of the shop, open to visitors; buying asks for a login. */
export const jshopDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/jshop/detail/$id",
  loader: ({ context, params }) => context.queryClient.ensureQueryData(getProductQueryOptions(productIdOf(params.id))),
}).lazy(() => import("./jshop-detail.lazy").then((m) => m.jshopDetailLazyRoute));
