import { useCallback, useEffect, useState } from "react";
import { callApi } from "../providers/http";

type Challenge = { ticket: string; image: string };

/** The captcha driver's current challenge (null when it needs none); each one is good for a single code request. */
export function useCaptcha() {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const refresh = useCallback(() => {
    callApi<Challenge | null>("POST", "/auth/captcha")
      .then(setChallenge)
      .catch(() => setChallenge(null));
  }, []);
  useEffect(refresh, [refresh]);
  return { challenge, refresh };
}
