import { queryOptions, useQuery } from "@tanstack/react-query";
import { type BannerPlace, commonGetBannersCall } from "@/api/contract/banner";
import { api } from "../../lib/api";

/** common/GetBanners {place}: a page's slides, as operators ordered them. */
const fetchBanners = (place: BannerPlace) => api.query(commonGetBannersCall, { place });

// Loaders wait for them, so the strip is drawn with the page (no shift); a failed call is not retried and shows none.
export const getBannersQueryOptions = (place: BannerPlace) =>
  queryOptions({ queryKey: ["banner", place], queryFn: () => fetchBanners(place), staleTime: 5 * 60_000, retry: false });

/** The slides of a place; none until (and unless) the call has answered. */
export const useBanners = (place: BannerPlace) => useQuery(getBannersQueryOptions(place)).data ?? [];
