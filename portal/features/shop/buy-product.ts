import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type BuyProduct, jshopBuyProductCall } from "@/api/contract/shop";
import { api, type CallOptions } from "../../lib/api";
import { MY_COURSE_KEYS } from "../../lib/query-keys";
import { SHOP_KEYS } from "./keys";

/** JShop/BuyProduct: the shelf, the exchange record and (for a course) my courses change. */
export function useBuyProduct(options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BuyProduct) => api.send(jshopBuyProductCall, input, options),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SHOP_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: MY_COURSE_KEYS.all });
    },
  });
}
