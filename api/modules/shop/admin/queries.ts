import { eq, type SQL, sql } from "drizzle-orm";
import { SHOP_LOW_STOCK } from "@/api/contract/shop";
import { shopProducts } from "@/db/schema/shop";

/** Products on the shelf, or off it. */
export const onShelf = (on: boolean): SQL => eq(shopProducts.onShelf, on);

/** On the shelf and about to run out. */
export const lowStock: SQL = sql`${shopProducts.onShelf} and ${shopProducts.stock} <= ${SHOP_LOW_STOCK}`;
