import { safeRedirect } from "@/api/contract/redirect";

/**
 * Where a sign-in leads (spec 000 section 4): a new registrant to the interest page (which then goes on to
 * gotoUrl), anyone else to gotoUrl when it is one of our pages, or to /my/index.
 */
export function afterLoginHref(isNew: boolean, gotoUrl: string | undefined, origin: string) {
  const target = gotoUrl ? safeRedirect(gotoUrl, origin) : undefined;
  if (isNew) return target ? `/user/interest?gotoUrl=${encodeURIComponent(target)}` : "/user/interest";
  return target ?? "/my/index";
}

/** Where a registration leads at once: the fromurl or gotoUrl it was opened with, when one of our pages; else null. */
export function afterRegisterHref(fromurl: string | undefined, gotoUrl: string | undefined, origin: string) {
  const back = fromurl || gotoUrl;
  return back ? safeRedirect(back, origin) : null;
}

/** The registration page, carrying on where a sign-in would have led. */
export const registerHref = (gotoUrl?: string) => (gotoUrl ? `/user/reg?gotoUrl=${encodeURIComponent(gotoUrl)}` : "/user/reg");

/** The login page from the registration page, carrying on its return address. */
export const loginPageHref = (gotoUrl?: string) => (gotoUrl ? `/user/login?gotoUrl=${encodeURIComponent(gotoUrl)}` : "/user/login");
