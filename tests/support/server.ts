import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "@/api/app";
import { createDeps, type Deps } from "@/api/deps";
import { type Env, loadEnv } from "@/api/env";
import type { LogSink } from "@/api/log/sink";
import { flushPositionViews } from "@/api/modules/zhaopin/positions/views";
import { MAX_BODY_BYTES } from "@/api/server";
import type { Database } from "@/db/client";
import { freshDatabase } from "./database";

export type TestServer = { url: string; deps: Deps; stop: () => Promise<void> };

/** One signing key for this test process's servers, given as production requires (ISSUER_PRIVATE_KEY). */
const TEST_ISSUER_KEY = generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }).toString();

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    DATA_DIR: mkdtempSync(join(tmpdir(), "xuexi-test-")),
    APP_SECRET: "test-secret-test-secret-test-secret-0123",
    ISSUER_PRIVATE_KEY: TEST_ISSUER_KEY,
    CAPTCHA_DRIVER: "off",
    TRUSTED_PROXIES: "127.0.0.1",
    ...overrides,
  });
}

/** The whole app on a fresh database behind a real HTTP listener on a free port. */
export async function startTestServer(envOverrides: Record<string, string> = {}): Promise<TestServer> {
  const database = await freshDatabase();
  const srv = listen(database, envOverrides);
  return {
    ...srv,
    async stop() {
      await srv.stop();
      await database.close();
    },
  };
}

/** An app instance (its own cipher box, replay batcher, listener) on a database it does not close; no access log unless given a sink. */
export function listen(database: Database, envOverrides: Record<string, string> = {}, log: LogSink | null = null): TestServer {
  const deps = createDeps(database.db, testEnv(envOverrides));
  const app = createApp(deps, { log });
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: (req, srv) => app.fetch(req, srv),
    maxRequestBodySize: MAX_BODY_BYTES,
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    deps,
    async stop() {
      await server.stop(true);
      await flushPositionViews(deps.db);
    },
  };
}
