import type { Context } from "hono";
import { httpError } from "@/api/protocol/errors";
import type { Conn } from "@/db/client";
import { ADMIN_MSG, type AdminResource, hasAdminRole, mayAccess } from "../contract/admin";
import type { Env } from "../env";
import { findUserCompany } from "../modules/account/queries";
import { readSession, type SessionUser } from "../protocol/session";

/** A signed-in back-office user, with the company an enterprise account acts for. */
export type Admin = SessionUser & { companyId: number | null; companyName: string };

export type AdminEnv = { Variables: { admin: Admin } };

/** The caller as a back-office user: 401 without a session, 403 for an account without a back-office role. */
export async function readAdmin(db: Conn, c: Context): Promise<Admin> {
  const user = await readSession(db, c);
  if (!user) throw httpError(401, ADMIN_MSG.needLogin);
  if (!hasAdminRole(user.roles)) throw httpError(403, ADMIN_MSG.noAccess);
  return { ...user, ...(await findUserCompany(db, user.id)) };
}

export const isOperator = (admin: Admin) => admin.roles.includes("operator");

/** The route's own role check, by the same ADMIN_ACCESS row the REST resources use: 403 when the caller has no say. */
export function requireAccess(admin: Pick<Admin, "roles">, resource: AdminResource, mode: "read" | "write") {
  if (!mayAccess(admin.roles, resource, mode)) throw httpError(403, ADMIN_MSG.forbidden);
}

/** The caller as the audit log names the actor: id, then name and number. */
export function auditActor(admin: Pick<Admin, "id" | "chineseName" | "areaCode" | "mobile">) {
  return { id: admin.id, name: [admin.chineseName, `${admin.areaCode} ${admin.mobile}`].filter(Boolean).join(" ") };
}

/**
 * GET /admin/api/auth/me: what react-admin's getIdentity and getPermissions read, and whether the menu offers the
 * development tools (压测), which it never does in production.
 */
export function identityOf(admin: Admin, env: Pick<Env, "production">) {
  return {
    id: admin.id,
    fullName: admin.chineseName || `${admin.areaCode} ${admin.mobile}`,
    areaCode: admin.areaCode,
    mobile: admin.mobile,
    roles: admin.roles,
    companyId: admin.companyId,
    companyName: admin.companyName,
    devTools: !env.production,
  };
}
