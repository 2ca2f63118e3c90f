import { useRouter } from "@tanstack/react-router";
import { useBreakpoint } from "../components/use-breakpoint";
import { loginHref } from "./catalogue";
import { currentUrl } from "./navigation";

/** The desktop login pop-up belongs to the account feature; the root route hands it over at start-up. */
let openPopup: () => void = () => {};
export function setLoginPopup(open: () => void) {
  openPopup = open;
}

/** 登录: the pop-up on desktop and tablet, the login page (coming back here) on phones. */
export function useOpenLogin() {
  const breakpoint = useBreakpoint();
  const router = useRouter();
  return () => {
    if (breakpoint === "phone") void router.navigate({ href: loginHref(currentUrl(), window.location.origin) });
    else openPopup();
  };
}
