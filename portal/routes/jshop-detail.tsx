import { createRoute } from "@tanstack/react-router";
import { getProductQueryOptions } from "../features/shop/product";
import { rootRoute } from "./root";

/** The product id of the address; 0 (no product: the call answers 商品不存在或已下架) for anything else. */
export const productIdOf = (text: string) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 && n < 2_147_483_647 ? n : 0;
};

/** /jshop/detail/{id}: a product of the shop, open to visitors; buying asks for a login. */
export const jshopDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/jshop/detail/$id",
  loader: ({ context, params }) => context.queryClient.ensureQueryData(getProductQueryOptions(productIdOf(params.id))),
}).lazy(() => import("./jshop-detail.lazy").then((m) => m.jshopDetailLazyRoute));
