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
