import { useRouter } from "@tanstack/react-router";
import { useBreakpoint } from "../../components/use-breakpoint";
import { loginHref } from "../../lib/catalogue";
import { currentUrl } from "../../lib/navigation";
import { openLoginModal } from "./components/open-login";

/** 登录: the pop-up on desktop and tablet, the login page (coming back here) on phones. */
export function useOpenLogin() {
  const breakpoint = useBreakpoint();
  const router = useRouter();
  return () => {
    if (breakpoint === "phone") void router.navigate({ href: loginHref(currentUrl(), window.location.origin) });
    else openLoginModal();
  };
}
