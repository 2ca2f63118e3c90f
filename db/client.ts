import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { SQL } from "bun";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleBunSql } from "drizzle-orm/bun-sql";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema";

type Schema = typeof schema;
/** The database handle every query function takes first: the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A query function may run on the database or inside a transaction. */
export type Conn = Db | Tx;

export type Database = { db: Db; kind: "pglite" | "postgres"; close: () => Promise<void> };

const migrationsFolder = join(import.meta.dir, "migrations");

export type PostgresDriver = "bun-sql" | "postgres-js";
/** The driver for DATABASE_URL: a one-line choice; docs/decisions/0002-database-driver.md says why this one. */
const POSTGRES_DRIVER: PostgresDriver = "postgres-js";

/** A pool of `max` connections to PostgreSQL; statements are prepared once per connection by either driver. */
export function openPostgres(url: string, max = 10, driver: PostgresDriver = POSTGRES_DRIVER): Database {
  if (driver === "bun-sql") {
    const client = new SQL({ url, max, prepare: true });
    const db = drizzleBunSql({ client, schema }) as unknown as Db;
    return { db, kind: "postgres", close: () => client.close({ timeout: 5 }) };
  }
  const client = postgres(url, { max, onnotice: () => {}, prepare: true });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return { db, kind: "postgres", close: () => client.end({ timeout: 5 }) };
}

export function openPglite(pg: PGlite): Database {
  const db = drizzlePglite(pg, { schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => pg.close() };
}

/** PGlite in a data folder when there is no DATABASE_URL. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  // A data folder named but not made yet (a first production start with APP_SECRET set) is created here.
  mkdirSync(opts.dataDir, { recursive: true });
  const pg = new PGlite(join(opts.dataDir, "pglite"));
  await pg.waitReady;
  return openPglite(pg);
}

export async function migrateDatabase(database: Database) {
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePostgres(database.db as never, { migrationsFolder });
  }
}
