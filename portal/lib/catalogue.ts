import type { Envelope } from "@/api/contract/protocol/client";
import { safeRedirect } from "@/api/contract/redirect";

/** Return-address parameters the spec passes from page to page. */
const RETURN_PARAMS = ["gotoUrl", "fromurl", "GotoUrl"] as const;

/** The login page, coming back to `returnTo` afterwards (a login page keeps its own return address). */
export function loginHref(returnTo: string, origin: string) {
  const here = new URL(returnTo, origin);
  if (here.pathname.toLowerCase() === "/user/login") return `${here.pathname}${here.search}`;
  return `/user/login?gotoUrl=${encodeURIComponent(`${here.pathname}${here.search}${here.hash}`)}`;
}

/** `target` made safe, carrying on the current page's fromurl or gotoUrl when it has none of its own. */
export function keepReturnParam(target: unknown, currentUrl: string, origin: string) {
  const safe = safeRedirect(target, origin);
  const here = new URL(currentUrl, origin).searchParams;
  const next = new URL(safe, origin);
  const kept = RETURN_PARAMS.find((name) => here.has(name));
  if (kept && !RETURN_PARAMS.some((name) => next.searchParams.has(name))) next.searchParams.set(kept, here.get(kept)!);
  return `${next.pathname}${next.search}${next.hash}`;
}

/** What the page does with an answer: the error catalogue of spec 000 section 8. */
export type CatalogueAction =
  | { kind: "ok" }
  | { kind: "ignore" }
  | { kind: "toastThenGo"; msg: string; href: string }
  | { kind: "go"; href: string }
  | { kind: "hook"; code: number }
  | { kind: "login"; href: string }
  | { kind: "alert"; msg: string }
  | { kind: "fail" };

export const TOAST_BEFORE_REDIRECT_MS = 2000;

/** Pure: the action for an answer, given the current page (path and query) and origin. */
export function catalogueAction(env: Envelope, currentUrl: string, origin: string, hooked: (code: number) => boolean): CatalogueAction {
  switch (env.code) {
    case 0:
      return { kind: "ok" };
    case 1401:
      return { kind: "ignore" };
    case 1302:
      return { kind: "toastThenGo", msg: env.msg, href: keepReturnParam(env.data, currentUrl, origin) };
    case 302:
      return { kind: "go", href: safeRedirect(env.data, origin) };
    case 1503:
      return { kind: "login", href: loginHref(currentUrl, origin) };
    case 1504:
      return { kind: "alert", msg: env.msg };
    case 1501:
    case 1502:
      // Features register these (profile completion, WeChat confirmation); unhandled they fail like any other code.
      return hooked(env.code) ? { kind: "hook", code: env.code } : { kind: "fail" };
    default:
      return { kind: "fail" };
  }
}
