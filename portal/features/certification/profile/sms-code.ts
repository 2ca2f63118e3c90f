import { queryOptions, useQuery } from "@tanstack/react-query";
import { commonCaptchaCall, commonCodeCall, type SendCode } from "@/api/contract/account";
import { api, type CallOptions } from "@/portal/lib/api";

/** common/captcha: an image challenge, or null when the server needs none; one challenge per code request. */
const captchaQueryOptions = () =>
  queryOptions({
    queryKey: ["certification", "exam-profile", "captcha"],
    queryFn: () => api.query(commonCaptchaCall),
    staleTime: Infinity,
    gcTime: 0,
  });

export const useProfileCaptcha = () => useQuery(captchaQueryOptions());

/** common/code: texts the code the pearson form's mobile is confirmed with. */
export const requestProfileCode = (input: SendCode, options?: CallOptions) => api.send(commonCodeCall, input, options);
