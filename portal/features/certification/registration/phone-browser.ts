import { isMobileUserAgent } from "@/api/contract/certification-registration";
import { currentBreakpoint } from "@/portal/components/use-breakpoint";

/**
 * Spec 000 section 6: certification exams are taken on a computer; a phone browser is refused at once. A phone-sized
 * window counts too; the layout class reads it without forcing a layout, and on the server (a visitor's first frame)
 * from the User-Agent the page was asked with.
 */
export function isPhoneBrowser() {
  return isMobileUserAgent(navigator.userAgent) || currentBreakpoint() === "phone";
}
