import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CallDef } from "@/api/contract/call";
import { myExameditCall, myPearsoncereditCall, type OtherProfile, type PearsonProfile } from "@/api/contract/exam-profile-forms";
import { api, type CallOptions } from "@/portal/lib/api";
import { PROFILE_KEY } from "./exam-profile";

/** A save of either form: my/pearsonceredit (pearson) or my/examedit (other); the profile is read again after. */
function useSaveProfile<T extends PearsonProfile | OtherProfile>(call: CallDef<null>, options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => api.send(call, input, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

export const useSavePearsonProfile = (options?: CallOptions) => useSaveProfile<PearsonProfile>(myPearsoncereditCall, options);
export const useSaveOtherProfile = (options?: CallOptions) => useSaveProfile<OtherProfile>(myExameditCall, options);
