import { join } from "node:path";
import type { Usage } from "./process-usage";

export type WrkResult = {
  /** Completed requests per second. */
  rps: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not HTTP 200 with code 0, and socket errors. */
  bad: number;
  socketErrors: number;
  /** Times the body list ran out and started again (a signed body sent twice is a replay). */
  wrapped: number;
  /**
   * CPU time the server process spent per request, in microseconds: steadier than req/s on a machine shared with
   * other work. It leaves out PostgreSQL's own CPU.
   */
  cpuMicros: number;
  /** The server process's resident memory after the run. */
  rssBytes: number;
};

export type WrkOptions = {
  url: string;
  bodiesFile: string;
  seconds: number;
  connections: number;
  threads: number;
  /** The server process's figures. */
  usage: () => Usage;
};

const SCRIPT = join(import.meta.dir, "requests.lua");

/** One wrk run POSTing the bodies of `bodiesFile` to `url`; the Lua script reports the figures as a JSON line. */
export async function runWrk(o: WrkOptions): Promise<WrkResult> {
  const before = o.usage();
  const { pathname, search, origin } = new URL(o.url);
  const proc = Bun.spawn(["wrk", `-t${o.threads}`, `-c${o.connections}`, `-d${o.seconds}s`, "--timeout", "10s", "-s", SCRIPT, origin], {
    env: { ...process.env, BENCH_PATH: pathname + search, BENCH_BODIES: o.bodiesFile, BENCH_THREADS: String(o.threads) },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  const after = o.usage();
  const line = out.split("\n").find((l) => l.startsWith("BENCH "));
  if (code !== 0 || !line) throw new Error(`wrk 运行失败 (退出码 ${code}):\n${out}\n${err}`);
  const r = JSON.parse(line.slice(6)) as {
    requests: number;
    micros: number;
    p50: number;
    p99: number;
    bad: number;
    wrapped: number;
    socketErrors: number;
  };
  return {
    rps: r.requests / (r.micros / 1e6),
    p50: r.p50 / 1000,
    p99: r.p99 / 1000,
    requests: r.requests,
    bad: r.bad,
    socketErrors: r.socketErrors,
    wrapped: r.wrapped,
    cpuMicros: (after.cpuMicros - before.cpuMicros) / r.requests,
    rssBytes: after.rssBytes,
  };
}
