import { isMobileUserAgent } from "@/api/contract/certification-registration";
import { currentBreakpoint, PHONE_BELOW } from "@/portal/components/use-breakpoint";

/** Spec 000 section 6: certification exams are taken on a computer; a phone browser is refused at once. */
export function isPhoneBrowser() {
  // The server drawing a visitor's first frame knows the browser by the layout class its User-Agent names.
  if (typeof window === "undefined") return currentBreakpoint() === "phone";
  return isMobileUserAgent(navigator.userAgent) || window.innerWidth < PHONE_BELOW;
}
