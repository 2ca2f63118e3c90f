import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { jshopProductCall } from "@/api/contract/shop";
import { api } from "../../lib/api";
import { SHOP_KEYS } from "./keys";

/** JShop/GetJShopProduct {id}: the product, what the person holds of it, and their points. */
export const getProductQueryOptions = (id: number) =>
  queryOptions({ queryKey: SHOP_KEYS.product(id), queryFn: () => api.query(jshopProductCall, { id }) });

export const useProduct = (id: number) => useSuspenseQuery(getProductQueryOptions(id)).data;
