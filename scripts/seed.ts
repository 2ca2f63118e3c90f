import { parseArgs } from "node:util";
import cliProgress from "cli-progress";
import { EnvError, loadEnv } from "@/api/env";
import { storageDriver } from "@/api/providers/storage";
import { migrateDatabase, openDatabase } from "@/db/client";
import { countUsers, type SeedLog, seedBulkUsers, seedDemo } from "@/db/seed";
import { seedBulkDocuments } from "@/db/seed/search-bulk";

/**
 * `bun run seed [--users N] [--docs N]`: migrates, then upserts reference data, companies and the demo accounts
 * into DATABASE_URL (or the embedded database in DATA_DIR); `--users N` adds N benchmark learners, `--docs N`
 * N generated search documents. Running it again changes nothing.
 */
const USAGE = "用法: bun run seed [--users 数量] [--docs 数量]";

function countOf(option: string, text: string | undefined) {
  if (text === undefined) return 0;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 10_000_000) throw new EnvError(`--${option} 必须是 0 到 10000000 之间的整数\n${USAGE}`);
  return n;
}

function readCounts() {
  const { values } = parseArgs({ options: { users: { type: "string" }, docs: { type: "string" }, help: { type: "boolean", short: "h" } } });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  return { users: countOf("users", values.users), docs: countOf("docs", values.docs) };
}

/** One bar per step, labelled in Chinese; a plain line per step when the output is not a terminal (CI logs). */
const barLog: SeedLog = {
  step(label, total) {
    if (!process.stdout.isTTY) return { tick() {}, done: () => console.log(`${label}: ${total}`) };
    const bar = new cliProgress.SingleBar(
      { format: `${label.padEnd(8, "　")} [{bar}] {value}/{total}`, hideCursor: true, clearOnComplete: false },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, 0);
    return { tick: (n = 1) => bar.increment(n), done: () => bar.stop() };
  },
};

async function main() {
  const count = readCounts();
  const env = loadEnv();
  const database = await openDatabase(env);
  try {
    console.log(`数据库: ${database.kind === "pglite" ? `PGlite (${env.dataDir})` : "PostgreSQL"}`);
    await migrateDatabase(database);
    await seedDemo(database.db, storageDriver(env), { log: barLog, appSecret: env.appSecret });
    if (count.users > 0) {
      const added = await seedBulkUsers(database.db, count.users, barLog);
      console.log(`新增批量用户 ${added} 个`);
    }
    if (count.docs > 0) {
      const added = await seedBulkDocuments(database.db, count.docs, barLog);
      console.log(`新增搜索文档 ${added} 篇`);
    }
    console.log(`完成，共有用户 ${await countUsers(database.db)} 个`);
  } finally {
    await database.close();
  }
}

main().catch((e) => {
  console.error(e instanceof EnvError ? e.message : e);
  process.exit(1);
});
