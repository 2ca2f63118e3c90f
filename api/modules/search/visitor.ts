import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { SessionUser } from "../../protocol/session";
import type { Searcher } from "./queries";

const COOKIE = "search_vid";
const YEAR_S = 365 * 24 * 3600;
const VALID = /^[0-9a-f-]{36}$/;

/**
 * Who ran a search, for the overlay's history: the signed-in person, or else this browser's anonymous id, given in a
 * cookie the first time a visitor searches (so a visitor's history survives reloads without an account).
 */
export function searcherOf(c: Context, user: SessionUser | null, issue: boolean): Searcher {
  if (user) return { userId: user.id, visitorId: null };
  const known = getCookie(c, COOKIE);
  if (known && VALID.test(known)) return { userId: null, visitorId: known };
  if (!issue) return { userId: null, visitorId: null };
  const fresh = randomUUID();
  setCookie(c, COOKIE, fresh, { httpOnly: true, sameSite: "Lax", path: "/", maxAge: YEAR_S });
  return { userId: null, visitorId: fresh };
}
