import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { inWechat } from "../../lib/wechat-browser";

/**
 * Inside WeChat's browser, every page shared carries its share card (title, description, cover) through WeChat's
 * JS-SDK (docs/decisions/0041). Elsewhere nothing loads: the code comes only in WeChat.
 */
export function useWechatShare() {
  const router = useRouter();
  useEffect(() => {
    if (!inWechat()) return;
    let stop = () => {};
    let gone = false;
    void import("./share-card").then((m) => {
      if (!gone) stop = m.followShareCards(router);
    });
    return () => {
      gone = true;
      stop();
    };
  }, [router]);
}
