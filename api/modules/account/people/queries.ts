import { type AnyColumn, and, arrayContains, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { LetterBroadcast } from "@/api/contract/letters-admin";
import type { Conn } from "@/db/client";
import { users } from "@/db/schema/account/users";

/**
 * People as other features join them to their own rows (`innerJoin(people, eq(people.id, x.userId))`): name, number,
 * avatar and company, read from the account's users. A plain subquery, so PostgreSQL plans it as the join it replaces.
 */
export const people = new QueryBuilder()
  .select({
    id: users.id,
    chineseName: users.chineseName,
    mobile: users.mobile,
    headImgUrl: users.headImgUrl,
    companyId: users.companyId,
  })
  .from(users)
  .as("people");

/** Who people are (name, number and company), by id: other features show them beside their own rows. */
export async function peopleByIds(db: Conn, ids: number[]) {
  const rows = ids.length
    ? await db
        .select({
          id: users.id,
          chineseName: users.chineseName,
          areaCode: users.areaCode,
          mobile: users.mobile,
          companyId: users.companyId,
        })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]))
    : [];
  return new Map(rows.map((p) => [p.id, p]));
}

/** A condition on a user id column: the person belongs to the company (an enterprise account's own people); no one when null. */
export function userInCompany(userId: AnyColumn, companyId: number | null): SQL {
  return companyId === null ? sql`false` : inArray(userId, sql`(select ${users.id} from ${users} where ${eq(users.companyId, companyId)})`);
}

/** A condition on a user id column: the account holding this number. */
export function userWithMobile(userId: AnyColumn, areaCode: string, mobile: string): SQL {
  return inArray(userId, sql`(select ${users.id} from ${users} where ${and(eq(users.areaCode, areaCode), eq(users.mobile, mobile))})`);
}

/** A condition on a user id column: an account not closed. */
export function userIsOpen(userId: AnyColumn): SQL {
  return sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.closedAt} is null)`;
}

/** The avatar shown for the user (my/SetHeadImg). */
export async function setHeadImgUrl(db: Conn, userId: number, path: string) {
  await db.update(users).set({ headImgUrl: path }).where(eq(users.id, userId));
}

/** The account of a number, with its company; null when none has it. */
export async function personByMobile(db: Conn, areaCode: string, mobile: string) {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(and(eq(users.areaCode, areaCode), eq(users.mobile, mobile)));
  return row ?? null;
}

/** The companies some enterprise account acts for. */
export async function enterpriseCompanyIds(db: Conn) {
  const rows = await db
    .selectDistinct({ companyId: users.companyId })
    .from(users)
    .where(and(isNotNull(users.companyId), arrayContains(users.roles, ["enterprise"])));
  return rows.map((r) => r.companyId as number);
}

/**
 * The person's main company on their user record (users.company_id / company_name, which the back office scopes HR
 * by): set on a binding's approval; cleared on unbinding only while it still names that company, and never on an
 * enterprise account (its company is the operator's to set).
 */
export async function setUserCompany(tx: Conn, userId: number, company: { id: number; name: string }) {
  await tx.update(users).set({ companyId: company.id, companyName: company.name }).where(eq(users.id, userId));
}
export async function clearUserCompany(tx: Conn, userId: number, companyId: number) {
  await tx
    .update(users)
    .set({ companyId: null })
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), sql`not ('enterprise' = any(${users.roles}))`));
}

/** The active accounts a letter broadcast reaches (one person, a role or everyone), as a subquery of their ids. */
export function broadcastAudience(input: LetterBroadcast) {
  const active = eq(users.disabled, 0);
  const reached =
    input.audience === "user"
      ? and(active, eq(users.id, input.userId!))
      : input.audience === "role"
        ? and(active, arrayContains(users.roles, [input.role!]))
        : active;
  return new QueryBuilder().select({ id: users.id }).from(users).where(reached);
}
