import { EnvError, loadEnv } from "@/api/env";
import { migrateDatabase, openDatabase } from "@/db/client";

/** `bun run db:migrate`: applies pending migrations to DATABASE_URL (or the embedded database). */
try {
  const env = loadEnv();
  const database = await openDatabase(env);
  await migrateDatabase(database);
  await database.close();
  console.log("数据库迁移完成");
} catch (e) {
  console.error(e instanceof EnvError ? e.message : e);
  process.exit(1);
}
