import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import {
  type BindCompany,
  myBindUseCompanyCall,
  myCompanyBindingCall,
  myGetAvailableCompanyCall,
  myUnbindCompanyCall,
} from "@/api/contract/binding";
import { api } from "../../lib/api";

const BINDING_KEY = ["binding", "company"] as const;

/** my/companybinding and my/getavailablecompany together: what /my/bindcompany shows. */
export const getCompanyBindingQueryOptions = () =>
  queryOptions({
    queryKey: BINDING_KEY,
    queryFn: async () => {
      const [state, companies] = await Promise.all([api.query(myCompanyBindingCall), api.query(myGetAvailableCompanyCall)]);
      return { ...state, companies: companies.list };
    },
  });

export const useCompanyBinding = () => useSuspenseQuery(getCompanyBindingQueryOptions()).data;

/** my/bindusecompany: a request to the company's HR; field errors are the form's to show. */
export const useRequestBinding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BindCompany) => api.send(myBindUseCompanyCall, input, { onFail: () => {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BINDING_KEY }),
  });
};

/** my/unbindcompany {id}: answers the server's message ('解绑成功' / '已撤回绑定申请'), or null after a refusal (toasted). */
export const useUnbindCompany = () =>
  useMutation({
    mutationFn: async (id: number) => {
      const env = await api.call(myUnbindCompanyCall, { id });
      return env.code === 0 ? env.msg : null;
    },
  });
