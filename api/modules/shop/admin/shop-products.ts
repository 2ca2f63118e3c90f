import { equalsInt, search, when } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { pick } from "@/api/contract/pick";
import { type ShopProductRow, ShopProductSchema } from "@/api/contract/shop-admin";
import { shopProducts } from "@/db/schema/shop";
import { lowStock, onShelf } from "./queries";

/** 积分商品: what the shop sells, its price in points, stock, per-person limit and shelf; `lowStock` lists what runs out. */
export const shopProductsResource = defineResource<ShopProductRow>()({
  name: "shop-products",
  table: shopProducts,
  sortable: { id: shopProducts.id, sort: shopProducts.sort, stock: shopProducts.stock, points: shopProducts.points },
  filters: {
    q: search(shopProducts.title),
    proType: equalsInt(shopProducts.proType),
    onShelf: (value) => (typeof value === "boolean" ? onShelf(value) : undefined),
    lowStock: when(lowStock),
  },
  serialize: (p) =>
    pick(p, [
      "id",
      "title",
      "proType",
      "image",
      "description",
      "points",
      "stock",
      "perPersonLimit",
      "onShelf",
      "examId",
      "courseId",
      "cardBatchId",
      "sort",
      "createdAt",
      "updatedAt",
    ]),
  create: { schema: ShopProductSchema, values: (input) => input },
  update: { schema: ShopProductSchema, values: (input) => ({ ...input, updatedAt: new Date() }) },
});
