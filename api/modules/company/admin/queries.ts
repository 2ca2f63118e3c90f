import { eq, type SQL, sql } from "drizzle-orm";
import { companies } from "@/db/schema/company";

/** An enterprise account's own company only (none when the account names no company). */
export const ownCompanyOnly = (companyId: number | null): SQL => (companyId === null ? sql`false` : eq(companies.id, companyId));
