import { EnvError, loadEnv } from "@/api/env";
import { serve } from "@/api/server";
import { openDatabase } from "@/db/client";

/**
 * One of the WORKERS server processes scripts/workers.ts runs: the primary has migrated, seeded and built, so this
 * only serves, sharing PORT with its siblings (the kernel spreads connections over them). Tells the primary it
 * listens over IPC; on SIGINT or SIGTERM lets requests in flight finish, then exits.
 */
async function main() {
  const env = loadEnv();
  const running = serve(env, await openDatabase(env), undefined, { reusePort: true });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void running.stop().finally(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  process.send?.("ready");
}

main().catch((e) => {
  console.error(e instanceof EnvError ? e.message : e);
  process.exit(1);
});
