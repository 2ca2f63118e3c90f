import { openModal } from "@/portal/components/modal/modal-store";
import { currentUrl } from "@/portal/lib/navigation";
import { afterLoginHref } from "../after-login";
import { LoginForm } from "./login-form";

/**
 * The desktop login pop-up. A new registrant goes on to the interest page, coming back here afterwards; anyone
 * else stays on this page, reloaded as signed in (spec 000 section 4).
 */
export function openLoginModal() {
  openModal({
    title: "手机号登录",
    size: "md",
    content: (close) => (
      <LoginForm
        gotoUrl={currentUrl()}
        onRegister={close}
        onSuccess={({ isNew }) => {
          if (isNew) window.location.assign(afterLoginHref(true, currentUrl(), window.location.origin));
          else window.location.reload();
        }}
      />
    ),
  });
}
