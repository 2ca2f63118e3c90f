import { useMutation, useQueryClient } from "@tanstack/react-query";
import { myEditCall, type ProfileEditInput } from "@/api/contract/my-profile";
import { api, type CallOptions } from "../../lib/api";
import { refreshProfile } from "./profile-keys";

/** my/edit: saves the profile. */
const editProfile = (input: ProfileEditInput, options?: CallOptions) => api.send(myEditCall, input, options);

export function useEditProfile(options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileEditInput) => editProfile(input, options),
    onSuccess: () => refreshProfile(queryClient),
  });
}
