import { QueryBuilder } from "drizzle-orm/pg-core";
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
