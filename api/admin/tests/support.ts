import { and, eq } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { users } from "@/db/schema/account/users";
import { auditLogs } from "@/db/schema/audit";
import { latestCode } from "@/tests/support/client";

let nextIp = 1;

/** A browser on the back office: plain fetch with a cookie jar and its own client address. */
export function adminBrowser(baseUrl: string) {
  const cookies = new Map<string, string>();
  const ip = `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

  async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${baseUrl}/admin/api${path}`, {
      method,
      headers: {
        "x-forwarded-for": ip,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const [name, ...rest] = pair.split("=");
      if (attrs.some((a) => /max-age=0/i.test(a.trim()))) cookies.delete(name.trim());
      else cookies.set(name.trim(), rest.join("="));
    }
    const text = await res.text();
    const json: any = text ? JSON.parse(text) : null;
    return { status: res.status, headers: res.headers, json };
  }

  return {
    cookies,
    request,
    get: (path: string) => request("GET", path),
    post: (path: string, body: unknown = {}) => request("POST", path, body),
    put: (path: string, body: unknown) => request("PUT", path, body),
    /** DELETE as the SPA sends it: JSON content type, no body. */
    del: (path: string) => request("DELETE", path, undefined, { "content-type": "application/json" }),
  };
}
export type AdminBrowser = ReturnType<typeof adminBrowser>;

/** A user with the given roles (created if new), as an operator would have set them up. */
export async function userWith(db: Conn, mobile: string, fields: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({ areaCode: "+86", mobile, ...fields })
    .onConflictDoUpdate({ target: [users.areaCode, users.mobile], set: { areaCode: "+86", ...fields } })
    .returning();
  return user;
}

/** Signs a browser in through the back office's own SMS login; answers the login response. */
export async function adminSignIn(browser: AdminBrowser, baseUrl: string, mobile: string) {
  const sent = await browser.post("/auth/code", { areaCode: "+86", mobile, ticket: "t", randStr: "r" });
  if (sent.status !== 200) throw new Error(`auth/code failed: ${sent.json?.message}`);
  return browser.post("/auth/login", { areaCode: "+86", mobile, code: await latestCode(baseUrl, mobile) });
}

/** A browser signed in to the back office as the user with these fields (made first if new). */
export async function signedInAs(db: Conn, baseUrl: string, mobile: string, fields: Partial<typeof users.$inferInsert>) {
  await userWith(db, mobile, fields);
  const browser = adminBrowser(baseUrl);
  await adminSignIn(browser, baseUrl, mobile);
  return browser;
}

export function signedInOperator(db: Conn, baseUrl: string, mobile: string, chineseName: string) {
  return signedInAs(db, baseUrl, mobile, { roles: ["person", "operator"], chineseName });
}

/** `?sort=…&range=…&filter=…` as ra-data-simple-rest writes a list query. */
export const listQuery = (o: Record<string, unknown>) =>
  `?${new URLSearchParams(Object.entries(o).map(([k, v]) => [k, JSON.stringify(v)])).toString()}`;

/** The audit rows of one record, oldest first. */
export function auditRows(db: Conn, resource: string, recordId: number) {
  return db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.resource, resource), eq(auditLogs.recordId, String(recordId))))
    .orderBy(auditLogs.id);
}
