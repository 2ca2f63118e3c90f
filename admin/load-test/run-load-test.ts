/** What a load test measured: time, throughput, failures by reason and the spread of single calls. */
export type LoadTestResult = {
  runs: number;
  elapsedMs: number;
  perSecond: number;
  failed: number;
  /** Each distinct failure ('code msg') with how often it came back. */
  failures: [reason: string, count: number][];
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
};

/** One call's outcome: the envelope's code and msg. */
type Answer = { code: number; msg: string };

/**
 * Sends `runs` calls, `concurrency` at a time (a browser opens about six connections to one host), and measures them.
 * A call that throws (the network) counts as a failure too.
 */
export async function runLoadTest(send: () => Promise<Answer>, runs: number, concurrency: number, onProgress: (done: number) => void) {
  const durations: number[] = [];
  const failures = new Map<string, number>();
  let started = 0;
  const begin = performance.now();
  async function worker() {
    while (started < runs) {
      started++;
      const t = performance.now();
      const reason = await send().then(
        (answer) => (answer.code === 0 ? null : `${answer.code} ${answer.msg}`),
        () => "网络错误",
      );
      durations.push(performance.now() - t);
      if (reason) failures.set(reason, (failures.get(reason) ?? 0) + 1);
      onProgress(durations.length);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, runs) }, worker));
  const elapsedMs = performance.now() - begin;
  durations.sort((a, b) => a - b);
  const at = (q: number) => durations[Math.min(durations.length - 1, Math.ceil(q * durations.length) - 1)] ?? 0;
  return {
    runs,
    elapsedMs,
    perSecond: runs / (elapsedMs / 1000),
    failed: [...failures.values()].reduce((n, c) => n + c, 0),
    failures: [...failures],
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    maxMs: durations.at(-1) ?? 0,
  } satisfies LoadTestResult;
}
