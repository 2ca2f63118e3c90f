import { queryOptions, useQuery } from "@tanstack/react-query";
import { commonCaptchaCall } from "@/api/contract/account";
import { api } from "./api";

/** common/captcha: an image challenge, or null when the server needs none. Each one is good for one code request. */
const fetchCaptcha = () => api.query(commonCaptchaCall);

const getCaptchaQueryOptions = () =>
  queryOptions({ queryKey: ["account", "captcha"], queryFn: fetchCaptcha, staleTime: Infinity, gcTime: 0 });

export const useCaptcha = () => useQuery(getCaptchaQueryOptions());
