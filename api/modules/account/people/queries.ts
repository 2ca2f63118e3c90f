import { type AnyColumn, and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { users } from "@/db/schema/account/users";

/** Who people are (name and number), by id: other features show them beside their own rows. */
export async function peopleByIds(db: Conn, ids: number[]) {
  const rows = ids.length
    ? await db
        .select({ id: users.id, chineseName: users.chineseName, areaCode: users.areaCode, mobile: users.mobile })
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
