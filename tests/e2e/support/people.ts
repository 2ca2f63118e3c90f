import type { Cookie, Page } from "playwright-core";
import { signIn, type TestClient, testClient } from "@/tests/support/client";
import { baseUrl } from "./browser";

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

/**
 * People whose journeys would otherwise text them two codes within a minute (sign in, then a form's code; or set up
 * through the portal's calls, then sign in on the page), which the journey would have to wait out. They are signed in
 * through the portal's calls when the run starts (scripts/e2e.ts preloads this file), minutes before their journey.
 */
const EARLY = ["13900000008", "13900000029", "13900000081"] as const;
type EarlyPerson = (typeof EARLY)[number];
const early = Promise.all(
  EARLY.map(async (mobile, i) => {
    const client = testClient(baseUrl, { ip: `10.90.0.${i + 1}` });
    const res = await signIn(client, baseUrl, mobile);
    if (res.code !== 0) throw new Error(`${mobile} 登录失败：${res.msg}`);
    return [mobile, client] as const;
  }),
).then((entries) => new Map(entries));
// A failure surfaces in the journey that uses the session, not as an unhandled rejection at start.
early.catch(() => {});

/** The person's protocol client, signed in at the start of the run. */
export async function signedInEarly(mobile: EarlyPerson): Promise<TestClient> {
  return (await early).get(mobile)!;
}

/** Carries on in the page in the person's session signed in at the start of the run. */
export async function continueSignedIn(page: Page, mobile: EarlyPerson) {
  await page.context().addCookies(browserCookies((await signedInEarly(mobile)).cookies));
}
