import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { commonWxstateCall, commonWxUnbindCall } from "@/api/contract/wechat-login";
import { api } from "../../lib/api";

/** common/wxstate: the WeChat the signed-in account is bound to (and whether WeChat sign-in is on here). */
export const useWechatBinding = () =>
  useQuery(queryOptions({ queryKey: ["my", "wxstate"], queryFn: () => api.query(commonWxstateCall), staleTime: 30_000 }));

/** Common/WxUnbind; the page reloads 2 s after it succeeds (spec 001 section 9). */
export const useWechatUnbind = () => useMutation({ mutationFn: () => api.send(commonWxUnbindCall) });
