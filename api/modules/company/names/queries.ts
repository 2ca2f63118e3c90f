import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { companies } from "@/db/schema/company";

/** The name of the company a column points at, as a scalar subquery another module's select can carry (null for none). */
export function companyNameOf(companyId: AnyColumn): SQL<string | null> {
  return sql<string | null>`(select ${companies.companyName} from ${companies} where ${companies.id} = ${companyId})`;
}
