import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { batcher } from "@/db/batch";
import type { Conn, Db } from "@/db/client";
import { prepared } from "@/db/prepared";
import { sessions, users } from "@/db/schema/account/users";

/** A session ends after 7 days unused or 30 days in all, whichever comes first. */
export const IDLE_MS = 7 * 24 * 3600_000;
const ABSOLUTE_MS = 30 * 24 * 3600_000;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_MS = 5 * 60_000;

export type SessionUser = { id: number; areaCode: string; mobile: string; chineseName: string; roles: string[] };

function hashToken(token: string) {
  return createHash("sha256").update(token).digest("base64url");
}

/** Over https as the site settled it (api/protocol/site.ts); a bare app without that middleware counts as http. */
const isHttps = (c: Context) => c.get("site")?.https ?? false;

/** `__Host-sid` over https (Secure, whole site), plain `sid` on http for local development. */
function cookieName(c: Context) {
  return isHttps(c) ? "__Host-sid" : "sid";
}

/** Stores a new session for the user and answers its token (the cookie value). */
export async function createSession(db: Conn, userId: number) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + ABSOLUTE_MS) });
  return token;
}

export async function startSession(db: Conn, c: Context, userId: number) {
  const old = getCookie(c, cookieName(c));
  if (old) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(old)));
  const token = await createSession(db, userId);
  setCookie(c, cookieName(c), token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(c),
    path: "/",
    maxAge: ABSOLUTE_MS / 1000,
  });
}

export async function endSession(db: Conn, c: Context) {
  const token = getCookie(c, cookieName(c));
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  deleteCookie(c, cookieName(c), { path: "/", secure: isHttps(c) });
}

/** Ends the user's sessions on every other device; the one of this request stays (a changed mobile, docs/decisions/0029). */
export async function endOtherSessions(db: Conn, c: Context, userId: number) {
  const token = getCookie(c, cookieName(c));
  const keep = token ? hashToken(token) : "";
  await db.delete(sessions).where(and(eq(sessions.userId, userId), sql`${sessions.tokenHash} <> ${keep}`));
}

/** Ends every session of the user, this one's cookie included (a closed account). */
export async function endAllSessions(db: Conn, c: Context, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  deleteCookie(c, cookieName(c), { path: "/", secure: isHttps(c) });
}

/** Sessions by token hash, many at once: the hashes travel as one comma-joined text (base64url has no comma). */
const findSessions = (db: Db) =>
  prepared(db, "session.find", (d) =>
    d
      .select({
        tokenHash: sessions.tokenHash,
        id: users.id,
        areaCode: users.areaCode,
        mobile: users.mobile,
        chineseName: users.chineseName,
        roles: users.roles,
        disabled: users.disabled,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(sql`${sessions.tokenHash} = any(string_to_array(${sql.placeholder("hashes")}::text, ','))`, gt(sessions.expiresAt, sql`now()`)),
      )
      .prepare("session_find"),
  );
type SessionRow = Awaited<ReturnType<ReturnType<typeof findSessions>["execute"]>>[number];

/**
 * Every signed-in call looks its session up; the lookups a process has in hand go to the database together, one
 * round trip for many (db/batch.ts), instead of one each.
 */
const lookUp = (db: Db) =>
  prepared(db, "session.lookUp", () =>
    batcher(async (hashes: string[]): Promise<(SessionRow | undefined)[]> => {
      const rows = await findSessions(db).execute({ hashes: hashes.join(",") });
      const byHash = new Map(rows.map((r) => [r.tokenHash, r]));
      return hashes.map((h) => byHash.get(h));
    }),
  );

/** The signed-in user, or null; sessions past their idle or absolute limit count as none. */
export async function readSession(db: Db, c: Context): Promise<SessionUser | null> {
  const token = getCookie(c, cookieName(c));
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const row = await lookUp(db)(tokenHash);
  if (!row || row.disabled) return null;
  const idle = Date.now() - row.lastSeenAt.getTime();
  if (idle > IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (idle > TOUCH_MS) await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
  const { tokenHash: _t, disabled: _d, lastSeenAt: _l, ...user } = row;
  return user;
}
