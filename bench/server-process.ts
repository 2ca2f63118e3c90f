import { randomBytes } from "node:crypto";
import { loadEnv } from "@/api/env";
import { serve } from "@/api/server";
import { keepAnswers } from "@/db/answer-cache";
import { openPostgres, type PostgresDriver } from "@/db/client";

/**
 * The server under test in a process of its own (bench/targets.ts starts it), so that its CPU time and resident
 * memory are its own and not the benchmark's. Arguments: database URL, pool size, driver, answer caches (search, course catalogue) on|off.
 * Prints `PORT <n>` when it listens.
 */
const [url, pool, driver, answerCache] = process.argv.slice(2);
if (answerCache === "off") keepAnswers(false);
const database = openPostgres(url!, Number(pool), driver as PostgresDriver);
const env = loadEnv({
  PORT: "0",
  DATA_DIR: process.env.BENCH_DATA_DIR!,
  APP_SECRET: randomBytes(32).toString("base64url"),
  CAPTCHA_DRIVER: "off",
});
const running = serve(env, database);
console.log(`PORT ${running.server.port}`);
process.on("SIGTERM", () => {
  void running.stop().finally(() => process.exit(0));
});
