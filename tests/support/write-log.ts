import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rows } from "./sql";

/**
 * Records which tables each request wrote, by a row trigger on every table of the test's own database but `ignored`,
 * so a test can tell that a refused request changed nothing (the database itself reports it; nothing in the app is bent).
 */
export async function watchWrites(db: Db, ignored: readonly string[]) {
  await db.execute(sql`create table test_writes (table_name text not null)`);
  await db.execute(
    sql.raw(`create function test_log_write() returns trigger language plpgsql as $$
      begin insert into test_writes values (tg_table_name); return null; end $$`),
  );
  const tables = await rows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'test_writes'`,
  );
  for (const { name } of tables.filter((t) => !ignored.includes(t.name))) {
    await db.execute(
      sql.raw(`create trigger test_log_write after insert or update or delete on "${name}" for each row execute function test_log_write()`),
    );
  }
  /** The tables written since the last call, by name (and forgets them). */
  return async function written() {
    const found = await rows<{ name: string }>(db, sql`delete from test_writes returning table_name as name`);
    return [...new Set(found.map((r) => r.name))].sort();
  };
}
