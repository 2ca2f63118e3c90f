import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { jshopProductCall } from "@/api/contract/shop";
import { api } from "../../lib/api";
import { SHOP_KEYS } from "./keys";

/** JShop/GetJShopProduct {id}: the product, what the person holds of it, and their points. */
export const getProductQueryOptions = (id: number) =>
  queryOptions({ queryKey: SHOP_KEYS.product(id), queryFn: () => api.query(jshopProductCall, { id }) });

export const useProduct = (id: number) => useSuspenseQuery(getProductQueryOptions(id)).data;

/** The product id of an address's segment; 0 (no product: the call answers 商品不存在或已下架) for anything else. */
export const productIdOf = (text: string) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 && n < 2_147_483_647 ? n : 0;
};
