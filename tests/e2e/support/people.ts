import type { Cookie } from "playwright-core";
import { baseUrl } from "./browser";

/**
 * The operators of this `bun test` process (scripts/e2e.ts): the demo operators 13900000000 and 13900000099 in the
 * first, operators made for the run in the others, so files running at once never share one. Every other person a
 * journey signs in as is named in its own file, and files naming the same number run in the same process.
 */
export const OPERATOR = process.env.E2E_OPERATOR || "13900000000";
/** The second operator (审核员), for journeys with two people in the back office. */
export const REVIEWER = process.env.E2E_REVIEWER || "13900000099";

/** A protocol client's cookie jar as Chromium cookies of the product's host. */
export function browserCookies(jar: Map<string, string>): Cookie[] {
  const { hostname } = new URL(baseUrl);
  return [...jar].map(([name, value]) => ({
    name,
    value,
    domain: hostname,
    path: "/",
    expires: -1,
    httpOnly: true,
    secure: false,
    sameSite: "Lax",
  }));
}
