import { useCallback, useEffect, useState } from "react";
import type { Captcha, ImageCaptcha, TencentCaptcha } from "@/api/contract/account";
import { callApi } from "../providers/http";

/**
 * The captcha driver's current challenge: an image to answer, Tencent's widget to show on 获取验证码, or neither when
 * the driver needs none. Each one is good for a single code request.
 */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const refresh = useCallback(() => {
    callApi<Captcha | null>("POST", "/auth/captcha")
      .then(setCaptcha)
      .catch(() => setCaptcha(null));
  }, []);
  useEffect(refresh, [refresh]);
  const challenge: ImageCaptcha | null = captcha && "image" in captcha ? captcha : null;
  const tencent: TencentCaptcha | null = captcha && "provider" in captcha ? captcha : null;
  return { challenge, tencent, refresh };
}
