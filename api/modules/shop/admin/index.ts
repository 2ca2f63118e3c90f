import type { AdminModule } from "@/api/admin/module";
import { shopOrderRoutes, shopOrdersResource } from "./shop-orders";
import { shopProductsResource } from "./shop-products";

/** The back office of the points shop: products, and the order queue with shipping and cancelling. */
export const shopAdmin: AdminModule = {
  resources: [shopProductsResource, shopOrdersResource],
  routes: { "shop-orders": shopOrderRoutes },
};
