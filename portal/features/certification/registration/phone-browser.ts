import { isMobileUserAgent } from "@/api/contract/certification-registration";
import { PHONE_BELOW } from "@/portal/components/use-breakpoint";

/** Spec 000 section 6: certification exams are taken on a computer; a phone browser is refused at once. */
export function isPhoneBrowser() {
  return isMobileUserAgent(navigator.userAgent) || window.innerWidth < PHONE_BELOW;
}
