import { useQuery } from "@tanstack/react-query";
import { zhaopinGetRecommendedPositionsCall } from "@/api/contract/zhaopin-positions";
import { api } from "../../../lib/api";
import { ZHAOPIN_KEYS } from "./keys";

/** ZhaoPin/GetRecommendedPositions: 为你推荐, for a signed-in person only (the block is not drawn for a visitor). */
export const useRecommendedPositions = (signedIn: boolean) =>
  useQuery({
    queryKey: ZHAOPIN_KEYS.recommended,
    queryFn: () => api.query(zhaopinGetRecommendedPositionsCall),
    enabled: signedIn,
    staleTime: 60_000,
  });
