import { loadEnv } from "@/api/env";
import { serve } from "@/api/server";
import { keepAnswers } from "@/db/answer-cache";
import { openPostgres, type PostgresDriver } from "@/db/client";

/**
 * The server under test in a process of its own (bench/targets.ts starts it), so that its CPU time and resident
 * memory are its own and not the benchmark's. Arguments: database URL, pool size, driver, answer caches (search, course catalogue) on|off,
 * and a port to share with sibling processes (reusePort, as scripts/worker.ts does) or 0 for one of its own.
 * Prints `PORT <n>` when it listens.
 */
const [url, pool, driver, answerCache, port = "0"] = process.argv.slice(2);
if (answerCache === "off") keepAnswers(false);
const database = openPostgres(url!, Number(pool), driver as PostgresDriver);
const env = loadEnv({
  PORT: port,
  DATA_DIR: process.env.BENCH_DATA_DIR!,
  // Sibling processes share the benchmark's secret, so a cipher one issued opens at the others.
  APP_SECRET: process.env.BENCH_APP_SECRET!,
  CAPTCHA_DRIVER: "off",
});
const running = serve(env, database, undefined, { reusePort: port !== "0" });
console.log(`PORT ${running.server.port}`);
process.on("SIGTERM", () => {
  void running.stop().finally(() => process.exit(0));
});
