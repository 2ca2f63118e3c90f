import { eq, sql } from "drizzle-orm";
import { equalsInt, search, when } from "@/api/admin/filters";
import { defineResource, type UntypedRow } from "@/api/admin/resource";
import { pick } from "@/api/contract/pick";
import { SHOP_LOW_STOCK } from "@/api/contract/shop";
import { ShopProductSchema } from "@/api/contract/shop-admin";
import { shopProducts } from "@/db/schema/shop";

const shelfFilter = (value: unknown) => (typeof value === "boolean" ? eq(shopProducts.onShelf, value) : undefined);

/** 积分商品: what the shop sells, its price in points, stock, per-person limit and shelf; `lowStock` lists what runs out. */
export const shopProductsResource = defineResource<UntypedRow>()({
  name: "shop-products",
  table: shopProducts,
  sortable: { id: shopProducts.id, sort: shopProducts.sort, stock: shopProducts.stock, points: shopProducts.points },
  filters: {
    q: search(shopProducts.title),
    proType: equalsInt(shopProducts.proType),
    onShelf: shelfFilter,
    lowStock: when(sql`${shopProducts.onShelf} and ${shopProducts.stock} <= ${SHOP_LOW_STOCK}`),
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
