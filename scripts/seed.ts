import { parseArgs } from "node:util";
import cliProgress from "cli-progress";
import { migrateDatabase, openDatabase } from "../db/client";
import { countUsers, type SeedLog, seedBulkUsers, seedDemo } from "../db/seed";
import { EnvError, loadEnv } from "../api/env";

/**
 * `bun run seed [--users N]`: migrates, then upserts reference data, companies and the demo accounts
 * into DATABASE_URL (or the embedded database in DATA_DIR); `--users N` adds N benchmark learners.
 * Running it again changes nothing.
 */
const USAGE = "用法: bun run seed [--users 数量]";

function readCount() {
  const { values } = parseArgs({ options: { users: { type: "string" }, help: { type: "boolean", short: "h" } } });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.users === undefined) return 0;
  const n = Number(values.users);
  if (!Number.isInteger(n) || n < 0 || n > 10_000_000) throw new EnvError(`--users 必须是 0 到 10000000 之间的整数\n${USAGE}`);
  return n;
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
  const count = readCount();
  const env = loadEnv();
  const database = await openDatabase(env);
  try {
    console.log(`数据库: ${database.kind === "pglite" ? `PGlite (${env.dataDir})` : "PostgreSQL"}`);
    await migrateDatabase(database);
    await seedDemo(database.db, { log: barLog });
    if (count > 0) {
      const added = await seedBulkUsers(database.db, count, barLog);
      console.log(`新增批量用户 ${added} 个`);
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
