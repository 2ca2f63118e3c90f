import { infiniteQueryOptions, useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { jshopProductListCall } from "@/api/contract/shop";
import { api } from "../../lib/api";
import { SHOP_KEYS } from "./keys";

const PAGE_SIZE = 12;

/** JShop/GetJShopProductlist {currentPage, proType, buyType}: a page of the shelf and the person's points. */
const fetchProducts = (proType: number, buyType: number, currentPage: number) =>
  api.query(jshopProductListCall, { currentPage, pageSize: PAGE_SIZE, proType, buyType });

export const getProductListQueryOptions = (proType: number, buyType: number) =>
  infiniteQueryOptions({
    queryKey: SHOP_KEYS.products(proType, buyType),
    queryFn: ({ pageParam }) => fetchProducts(proType, buyType, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pager.currentPage < last.pager.totalPage ? last.pager.currentPage + 1 : undefined),
  });

export const useProductList = (proType: number, buyType: number) => useSuspenseInfiniteQuery(getProductListQueryOptions(proType, buyType));
