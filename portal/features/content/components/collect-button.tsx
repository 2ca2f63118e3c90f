import { useEffect, useRef } from "react";
import { useCurrentUser } from "@/portal/lib/current-user";
import { useOpenLogin } from "@/portal/lib/use-open-login";
import { useCollect } from "../collect";
import { rememberCollect, takePendingCollect } from "../pending-collect";

/**
 * 收藏 / 已收藏. A visitor is asked to log in (the pop-up, or the login page on a phone), and the collect is
 * remembered and applied when they are back on this page signed in.
 */
export function CollectButton({ strId, collected }: { strId: string; collected: boolean }) {
  const user = useCurrentUser();
  const openLogin = useOpenLogin();
  const collect = useCollect(strId);
  const applied = useRef(false);

  useEffect(() => {
    if (!user || applied.current || !takePendingCollect(strId)) return;
    applied.current = true;
    if (!collected) void collect(true);
  }, [user, collected, strId, collect]);

  const click = () => {
    if (!user) {
      rememberCollect(strId);
      openLogin();
      return;
    }
    void collect(!collected);
  };

  return (
    <button
      type="button"
      className={`btn btn--sm ${collected ? "btn--light content-collect--on" : "btn--ghost"}`}
      aria-pressed={collected}
      onClick={click}
    >
      <span aria-hidden="true">{collected ? "★" : "☆"}</span> {collected ? "已收藏" : "收藏"}
    </button>
  );
}
