import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";

export type Captcha = { ticket: string; image: string } | null;

/** common/captcha: an image challenge, or null when the server needs none. Each one is good for one code request. */
export const fetchCaptcha = () => api.query<Captcha>("common/captcha");

export const getCaptchaQueryOptions = () =>
  queryOptions({ queryKey: ["account", "captcha"], queryFn: fetchCaptcha, staleTime: Infinity, gcTime: 0 });

export const useCaptcha = () => useQuery(getCaptchaQueryOptions());
