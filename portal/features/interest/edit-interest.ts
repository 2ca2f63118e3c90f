import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InterestProfileInput } from "@/api/contract/interest";
import { myEditInterestCall } from "@/api/contract/my";
import { api, type CallOptions } from "../../lib/api";
import { PROFILE_KEYS } from "../../lib/query-keys";

/** my/EditInterest: saves name, company and industry. */
const editInterest = (input: InterestProfileInput, options?: CallOptions) => api.send(myEditInterestCall, input, options);

export function useEditInterest(options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InterestProfileInput) => editInterest(input, options),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PROFILE_KEYS.userInfo }),
        queryClient.invalidateQueries({ queryKey: PROFILE_KEYS.currentUser }),
      ]),
  });
}
