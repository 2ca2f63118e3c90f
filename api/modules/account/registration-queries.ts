import { desc, eq, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { enterpriseApplications } from "@/db/schema/account/registration";
import { users } from "@/db/schema/account/users";

type NewPerson = Pick<typeof users.$inferInsert, "areaCode" | "mobile" | "chineseName" | "companyName" | "industryFirst" | "industryOther">;

/** Makes the registered account, signed in now; null when the number already has one (the unique index decides). */
export async function insertRegisteredUser(db: Conn, person: NewPerson) {
  const [user]: (typeof users.$inferSelect | undefined)[] = await db
    .insert(users)
    .values({ ...person, lastLoginAt: sql`now()` })
    .onConflictDoNothing()
    .returning();
  return user ?? null;
}

export async function insertEnterpriseApplication(db: Conn, userId: number, companyName: string, accountId: string) {
  const [row] = await db.insert(enterpriseApplications).values({ userId, companyName, accountId }).returning();
  return row;
}

/** The person's newest enterprise application, or null. */
export async function latestEnterpriseApplication(db: Conn, userId: number) {
  const [row]: (typeof enterpriseApplications.$inferSelect | undefined)[] = await db
    .select()
    .from(enterpriseApplications)
    .where(eq(enterpriseApplications.userId, userId))
    .orderBy(desc(enterpriseApplications.createdAt), desc(enterpriseApplications.id))
    .limit(1);
  return row ?? null;
}
