import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Conn, Db } from "@/db/client";
import { likeLiteral } from "@/db/like";
import { prepared } from "@/db/prepared";
import { companies, mainCompanies } from "@/db/schema/company";
import { sharedRead } from "@/db/shared-read";

/** Companies whose name contains the pattern; names starting with it first, then shorter names. */
export const searchCompanies = (db: Db, term: string, limit: number) => {
  const query = prepared(db, "company.search", (d) =>
    d
      .select({
        id: companies.id,
        companyName: companies.companyName,
        mainCompanyId: mainCompanies.id,
        mainCompanyName: mainCompanies.name,
      })
      .from(companies)
      .leftJoin(mainCompanies, eq(mainCompanies.id, companies.mainCompanyId))
      .where(ilike(companies.companyName, sql.placeholder("contains")))
      .orderBy(
        sql`${companies.companyName} ilike ${sql.placeholder("prefix")} desc`,
        sql`length(${companies.companyName})`,
        asc(companies.companyName),
      )
      .limit(sql.placeholder("limit"))
      .prepare("company_search"),
  );
  // Suggestions as people type: the same prefix asked at the same moment shares one query.
  return sharedRead(db, `company.search:${limit}:${term}`, () =>
    query.execute({ contains: `%${likeLiteral(term)}%`, prefix: `${likeLiteral(term)}%`, limit }),
  );
};

/** One page of main companies (主体) whose name contains the term, prefix matches first. */
export const searchMainCompanies = (db: Db, term: string, offset: number, limit: number) =>
  prepared(db, "company.searchMain", (d) =>
    d
      .select({ id: mainCompanies.id, name: mainCompanies.name })
      .from(mainCompanies)
      .where(ilike(mainCompanies.name, sql.placeholder("contains")))
      .orderBy(sql`${mainCompanies.name} ilike ${sql.placeholder("prefix")} desc`, asc(mainCompanies.name))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare("company_search_main"),
  ).execute({ contains: `%${likeLiteral(term)}%`, prefix: `${likeLiteral(term)}%`, limit, offset });

export const countMainCompanies = async (db: Db, term: string) => {
  const [row] = await prepared(db, "company.countMain", (d) =>
    d
      .select({ n: count() })
      .from(mainCompanies)
      .where(ilike(mainCompanies.name, sql.placeholder("contains")))
      .prepare("company_count_main"),
  ).execute({ contains: `%${likeLiteral(term)}%` });
  return row.n;
};

/** Whether a company exists. */
export async function companyExists(db: Conn, companyId: number) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return Boolean(row);
}

/** Companies named exactly one of `names` (the name is unique): an application's suggestion of who it is. */
export function findCompaniesByName(db: Conn, names: string[]) {
  if (!names.length) return Promise.resolve([]);
  return db.select({ id: companies.id, companyName: companies.companyName }).from(companies).where(inArray(companies.companyName, names));
}

/** The company of this name, made when there is none yet (the unique name decides, not a read). */
export async function findOrCreateCompany(db: Conn, companyName: string) {
  const [made] = await db.insert(companies).values({ companyName }).onConflictDoNothing().returning({ id: companies.id });
  if (made) return made.id;
  const [found] = await findCompaniesByName(db, [companyName]);
  if (!found) throw new Error("company vanished between insert and read");
  return found.id;
}

/** The companies of these ids (name and logo), by name. */
export function companiesByIds(db: Conn, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: companies.id, companyName: companies.companyName, logo: companies.logo })
    .from(companies)
    .where(inArray(companies.id, [...new Set(ids)]))
    .orderBy(companies.companyName);
}

/** The company, locked for a change of its suspension; null when there is none. */
export async function lockCompany(tx: Conn, id: number) {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for("update");
  return row ?? null;
}

/** Suspends the company, or lifts its suspension: the row, or null when it already was so. */
export async function setCompanySuspended(tx: Conn, id: number, suspend: boolean) {
  const [row] = await tx
    .update(companies)
    .set({ suspendedAt: suspend ? new Date() : null })
    .where(and(eq(companies.id, id), suspend ? isNull(companies.suspendedAt) : isNotNull(companies.suspendedAt)))
    .returning();
  return row ?? null;
}

/** A company an operator suspended (its positions hidden, taking no application). */
export const isSuspendedCompany: SQL = isNotNull(companies.suspendedAt);

/** A company's row (its public profile with it), or null. */
export async function findCompany(db: Conn, id: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

/** The ids of the companies an operator suspended: few, so a condition reads them as one hashed subquery. */
export const suspendedCompanyIds: SQL = sql`(select ${companies.id} from ${companies} where ${isSuspendedCompany})`;
