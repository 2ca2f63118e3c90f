import { useMutation, useQueryClient } from "@tanstack/react-query";
import type * as v from "valibot";
import { myUpdateMobileCall, type UpdateMobileSchema } from "@/api/contract/my-profile";
import { api, type CallOptions } from "../../lib/api";
import { refreshProfile } from "./profile-keys";

type UpdateMobileInput = v.InferInput<typeof UpdateMobileSchema>;

/** my/UpdateMobile: moves the account to the new number the code was texted to. */
const updateMobile = (input: UpdateMobileInput, options?: CallOptions) => api.send(myUpdateMobileCall, input, options);

export function useUpdateMobile(options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMobileInput) => updateMobile(input, options),
    onSuccess: () => refreshProfile(queryClient),
  });
}
