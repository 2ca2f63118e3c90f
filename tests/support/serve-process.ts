import { loadEnv } from "@/api/env";
import { serve } from "@/api/server";
import { openDatabase } from "@/db/client";

/** A real server process for multi-process tests: DATABASE_URL and APP_SECRET from the environment, PORT=0. */
const env = loadEnv();
const { server } = serve(env, await openDatabase(env));
console.log(`PORT=${server.port}`);
