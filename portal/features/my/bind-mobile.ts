import { useMutation, useQueryClient } from "@tanstack/react-query";
import { commonBindmobileCall, type Login } from "@/api/contract/account";
import { api, type CallOptions } from "../../lib/api";
import { refreshProfile } from "./profile-keys";

/** common/bindmobile: binds the signed-in account to the number the code was texted to. */
export function useBindMobile(options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Login) => api.send(commonBindmobileCall, input, options),
    onSuccess: () => refreshProfile(queryClient),
  });
}
