import { join } from "node:path";
import type { Subprocess } from "bun";
import { freePort } from "./free-port";

const WORKER = join(import.meta.dir, "worker.ts");
/** The wait before restarting a worker that died, doubled for each quick death in a row, back to the first once one lived. */
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 10_000;
const LIVED_MS = 30_000;

/**
 * `bun run start` with WORKERS=n > 1: runs n scripts/worker.ts processes on one port and resolves with the port once
 * all listen. A worker that exits afterwards is restarted; one that exits during start-up fails the start. SIGINT and
 * SIGTERM are passed to the workers, and this process exits once they have.
 */
export function superviseWorkers(count: number, requestedPort: number) {
  const port = requestedPort || freePort();
  const workers: Subprocess[] = [];
  let stopping = false;
  let started = 0;
  const { promise, resolve, reject } = Promise.withResolvers<number>();

  const run = (slot: number, backoff: number) => {
    const since = Date.now();
    let ready = false;
    const worker = Bun.spawn([process.execPath, WORKER], {
      env: { ...process.env, PORT: String(port) },
      stdio: ["ignore", "inherit", "inherit"],
      ipc: (message) => {
        if (message !== "ready" || ready) return;
        ready = true;
        if (++started === count) resolve(port);
      },
    });
    workers[slot] = worker;
    void worker.exited.then((code) => {
      if (stopping) return;
      if (started < count) return reject(new Error(`工作进程 ${worker.pid} 启动失败 (退出码 ${code})`));
      const wait = Date.now() - since > LIVED_MS ? FIRST_BACKOFF_MS : backoff;
      const how = worker.signalCode ? `信号 ${worker.signalCode}` : `退出码 ${code}`;
      console.error(`工作进程 ${worker.pid} 意外退出 (${how})，${wait} ms 后重启`);
      setTimeout(() => stopping || run(slot, Math.min(wait * 2, MAX_BACKOFF_MS)), wait);
    });
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of workers) worker.kill(signal);
    void Promise.all(workers.map((w) => w.exited)).then(() => process.exit(0));
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  for (let slot = 0; slot < count; slot++) run(slot, FIRST_BACKOFF_MS);
  return promise.catch((e) => {
    stop("SIGTERM");
    throw e;
  });
}
