import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import {
  BlockCompanySchema,
  zhaopinBlockCompanyCall,
  zhaopinGetMyBlockedCompaniesCall,
  zhaopinUnblockCompanyCall,
} from "@/api/contract/zhaopin-blocked";
import { api } from "../../../lib/api";
import { CV_KEYS } from "./keys";

/** ZhaoPin/GetMyBlockedCompanies: the companies my CV is hidden from. */
export const useMyBlockedCompanies = () =>
  useQuery({ queryKey: CV_KEYS.blockedCompanies, queryFn: async () => (await api.query(zhaopinGetMyBlockedCompaniesCall)).list });

/** ZhaoPin/BlockCompany or ZhaoPin/UnblockCompany; the answer is the new list. */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, blocked }: { companyId: number; blocked: boolean }) =>
      api.send(blocked ? zhaopinBlockCompanyCall : zhaopinUnblockCompanyCall, v.parse(BlockCompanySchema, { companyId })),
    onSuccess: (data) => queryClient.setQueryData(CV_KEYS.blockedCompanies, data.list),
  });
}
