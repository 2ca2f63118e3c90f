/**
 * Where a reseller goes (spec 001 sections 2 "Reseller login page", "Other content"; docs/decisions/0037): the login
 * link operators hand out, and the link with its code.
 */
const RESELLER_LOGIN_PATH = "/user/resellerlogin";

export function resellerLoginLink(code: string) {
  return `${RESELLER_LOGIN_PATH}?auth=${encodeURIComponent(code)}`;
}
