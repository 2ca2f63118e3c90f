import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root";

/** /jshop/detail/{id}: a product of the shop, open to visitors; buying asks for a login. */
export const jshopDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/jshop/detail/$id",
  loader: async ({ context, params }) => {
    const { getProductQueryOptions, productIdOf } = await import("../features/shop/product");
    return context.queryClient.ensureQueryData(getProductQueryOptions(productIdOf(params.id)));
  },
}).lazy(() => import("./jshop-detail.lazy").then((m) => m.jshopDetailLazyRoute));
