import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pearsonEditCompanyNameCall } from "@/api/contract/certification-registration";
import { api } from "@/portal/lib/api";
import { PROFILE_KEYS } from "@/portal/lib/query-keys";

/** pearson/EditCompanyName: '公司名称修改成功'; the profile then shows the new name. */
const editCompanyName = (companyName: string) => api.send(pearsonEditCompanyNameCall, { companyName });

export function useEditCompanyName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCompanyName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEYS.userInfo }),
  });
}
