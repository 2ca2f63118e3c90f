import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import type { CallDef } from "@/api/contract/call";
import { myOutCall } from "@/api/contract/session";
import { commonWxloginCall } from "@/api/contract/wechat-login";
import { api, registerCodeHandler } from "../../lib/api";
import { loginHref } from "../../lib/catalogue";
import { currentUrl } from "../../lib/navigation";
import { accountConfirmText } from "../../lib/protocol/account-confirm";
import { PROFILE_KEYS } from "../../lib/query-keys";
import { openModal } from "../modal/modal-store";
import { currentBreakpoint } from "../use-breakpoint";

/**
 * The 1502 answer (WeChat account confirmation, spec 000 section 8) for every call of the page: this browser's
 * WeChat is bound to the account named. 快捷登录 signs in as it (common/wxlogin) and sends the call again (the page
 * reloads once it goes through); 切换账号 signs out, then offers the login (pop-up, or the page on phones) coming
 * back to this page. `openLoginPopup` is the account feature's.
 */
export function useAccountConfirm(openLoginPopup: () => void) {
  const queryClient = useQueryClient();
  const router = useRouter();

  useEffect(() => {
    const switchAccount = async () => {
      await api.send(myOutCall).catch(() => {});
      queryClient.setQueryData(PROFILE_KEYS.currentUser, null);
      if (currentBreakpoint() === "phone") void router.navigate({ href: loginHref(currentUrl(), window.location.origin) });
      else openLoginPopup();
    };
    const quickLogin = async (target: CallDef, payload: Record<string, unknown>) => {
      const signedIn = await api.call(commonWxloginCall);
      if (signedIn.code !== 0) return;
      // Signed in whatever the call then answers: the header shows the account at once.
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEYS.currentUser });
      const again = await api.call(target, payload);
      if (again.code === 0) window.location.reload();
    };

    return registerCodeHandler(1502, (env, call) => {
      const choices = [
        { label: "切换账号", className: "btn btn--ghost", run: switchAccount },
        { label: "快捷登录", className: "btn btn--primary", run: () => quickLogin(call.target, call.payload) },
      ];
      openModal({
        title: "账号确认",
        size: "sm",
        content: (close) => (
          <div className="dialog">
            <p className="dialog__text">{accountConfirmText(env.data)}</p>
            <div className="dialog__actions">
              {choices.map((c) => (
                <button
                  key={c.label}
                  type="button"
                  className={c.className}
                  onClick={() => {
                    close();
                    void c.run();
                  }}
                >
                  {c.label}
                </button>
              ))}
            </div>
          </div>
        ),
      });
    });
  }, [queryClient, router, openLoginPopup]);
}
