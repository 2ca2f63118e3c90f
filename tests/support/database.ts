import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { type Database, migrateDatabase, openPglite, openPostgres } from "@/db/client";
import { seedReference } from "@/db/seed";

/**
 * A fresh, migrated database per test file. PGlite: one migrated template per run, cloned (about 0.5 s).
 * PostgreSQL (TEST_DATABASE_URL): one migrated template database, copied with CREATE DATABASE ... TEMPLATE.
 */
const url = process.env.TEST_DATABASE_URL;
let template: Promise<PGlite | string> | null = null;
const created: string[] = [];
let counter = 0;

function adminUrl(dbName: string) {
  const u = new URL(url!);
  u.pathname = `/${dbName}`;
  return u.toString();
}

async function buildTemplate(): Promise<PGlite | string> {
  if (!url) {
    const pg = new PGlite();
    const database = openPglite(pg);
    await migrateDatabase(database);
    await seedReference(database.db);
    return pg;
  }
  const base = new URL(url).pathname.slice(1) || "postgres";
  const name = `${base}_tpl_${process.pid}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  await admin.end();
  const database = openPostgres(adminUrl(name), 1);
  await migrateDatabase(database);
  await seedReference(database.db);
  await database.close();
  created.push(name);
  return name;
}

/** Builds the migrated template now (the preload calls it once per run). */
export async function warmTemplate() {
  template ??= buildTemplate();
  await template;
}

/** `url` is set on PostgreSQL, so a test can point a second server process at the same database. */
export async function freshDatabase(): Promise<Database & { url?: string }> {
  template ??= buildTemplate();
  const tpl = await template;
  if (typeof tpl !== "string") return openPglite((await tpl.clone()) as PGlite);
  const name = `${tpl.replace(/_tpl_/, "_t_")}_${++counter}`;
  const admin = postgres(url!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${tpl}"`);
  await admin.end();
  created.push(name);
  const database = openPostgres(adminUrl(name));
  return {
    ...database,
    url: adminUrl(name),
    async close() {
      await database.close();
      // Dropped while the next file runs: a drop waits on a checkpoint (about 0.2 s), which needs nothing of it.
      dropping.push(dropDatabase(name));
    },
  };
}

const dropping: Promise<void>[] = [];

async function dropDatabase(name: string) {
  const drop = postgres(url!, { max: 1, onnotice: () => {} });
  await drop.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await drop.end();
  const at = created.indexOf(name);
  if (at >= 0) created.splice(at, 1);
}

/** Drops the PostgreSQL template at the end of the run, and any file's database still there. */
export async function dropTemplates() {
  if (!url || !template) return;
  await Promise.allSettled(dropping);
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  for (const name of created.reverse()) await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
