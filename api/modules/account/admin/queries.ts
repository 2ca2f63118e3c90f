import { and, eq, type SQL, sql } from "drizzle-orm";
import { search } from "@/api/admin/filters";
import type { Conn } from "@/db/client";
import { enterpriseApplications as apps } from "@/db/schema/account/registration";
import { users } from "@/db/schema/account/users";

export async function findApplication(db: Conn, id: number) {
  const [row] = await db.select().from(apps).where(eq(apps.id, id));
  return row ?? null;
}

type Decision = { status: "approved" | "refused"; reason: string; companyId: number | null; decidedBy: number };

/** Decides a pending application, once: undefined when it was no longer pending (decided meanwhile). */
export async function decideApplication(db: Conn, id: number, d: Decision) {
  const [row] = await db
    .update(apps)
    .set({ ...d, decidedAt: sql`now()` })
    .where(and(eq(apps.id, id), eq(apps.status, "pending")))
    .returning();
  return row;
}

const grantColumns = { id: users.id, areaCode: users.areaCode, mobile: users.mobile, roles: users.roles, companyId: users.companyId };

export async function findApplicant(db: Conn, userId: number) {
  const [row] = await db.select(grantColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** The enterprise role (added once) for the company the account acts for. */
export async function grantEnterpriseRole(db: Conn, userId: number, companyId: number) {
  const [row] = await db
    .update(users)
    .set({
      roles: sql`case when 'enterprise' = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, 'enterprise') end`,
      companyId,
    })
    .where(eq(users.id, userId))
    .returning(grantColumns);
  return row;
}

/** The applications' search box: the applied company or account, or the applicant's name or number. */
export function applicationsMatching(value: unknown): SQL | undefined {
  const own = search(apps.companyName, apps.accountId)(value);
  const person = search(users.chineseName, users.mobile)(value);
  return own && sql`(${own} or ${apps.userId} in (select ${users.id} from ${users} where ${person}))`;
}

/** Sorting by this ascending puts the pending applications first. */
export const pendingFirst = sql`(${apps.status} <> 'pending')`;

/** The people of one company; none for an account that acts for no company. */
export const peopleOfCompany = (companyId: number | null) => (companyId === null ? sql`false` : eq(users.companyId, companyId));
