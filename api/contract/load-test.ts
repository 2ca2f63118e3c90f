import * as v from "valibot";
import { defineCall } from "./call";

/** How many times a load test sends Help/yace (spec 001: 'sent 1000 times with fixed sample data'). */
export const YACE_RUNS = 1000;

/** The fixed sample every Help/yace carries: what a reader of the help center asks. */
export const YACE_SAMPLE = { key: "如何报名认证考试", currentPage: 1 };

/** Full runs one operator may send in one window before Help/yace refuses them (the call cannot load the site). */
export const YACE_RUNS_PER_WINDOW = 2;
/** Help/yace calls one operator may send in a window: two full runs. */
export const YACE_CALLS_PER_WINDOW = YACE_RUNS_PER_WINDOW * YACE_RUNS;
/** The window, in seconds: ten minutes. */
export const YACE_WINDOW_SECONDS = 600;

export const YACE_MSG = {
  operatorsOnly: "仅运营人员可以使用压测",
  production: "生产环境不提供压测：Help/yace 只在开发与测试环境中应答",
  tooMany: `压测过于频繁：每位运营人员每 ${YACE_WINDOW_SECONDS / 60} 分钟最多发送 ${YACE_CALLS_PER_WINDOW} 次（${YACE_RUNS_PER_WINDOW} 轮），请稍后再试`,
} as const;

const YaceSchema = v.object({
  key: v.pipe(v.string("参数错误"), v.maxLength(50, "参数错误")),
  currentPage: v.pipe(v.number("参数错误"), v.integer("参数错误"), v.minValue(1, "参数错误"), v.maxValue(1000, "参数错误")),
});

/** What one Help/yace answers: the sample's key back, and how many help categories the read found. */
export type YaceAnswer = { key: string; categories: number };

/** Help/yace: the load-test call. It does the help center's read, so a run measures the whole path to the database. */
export const helpYaceCall = defineCall({ path: "Help/yace", input: YaceSchema }).returns<YaceAnswer>();

/** One call's outcome: the envelope's code and msg. */
type Answer = { code: number; msg: string };

const REFUSALS: ReadonlySet<string> = new Set(Object.values(YACE_MSG));

/** A refusal of Help/yace itself (not an operator, production, too many): every further call would be refused too. */
export const isYaceRefusal = (answer: Answer) => answer.code !== 0 && REFUSALS.has(answer.msg);

/** What a load test measured: time, throughput, failures by reason and the spread of single calls. */
export type LoadTestResult = {
  /** The calls the run was to send. */
  runs: number;
  /** The calls it sent: fewer than `runs` when a refusal stopped it. */
  sent: number;
  elapsedMs: number;
  perSecond: number;
  failed: number;
  /** Each distinct failure ('code msg') with how often it came back. */
  failures: [reason: string, count: number][];
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** The msg of the answer that stopped the run (`stopOn`), null when every run was sent. */
  stopped: string | null;
};

export type LoadTestOptions = {
  runs: number;
  /** Calls in flight at once (a browser opens about six connections to one host). */
  concurrency: number;
  /** After each answer: how many have come back. */
  onProgress: (done: number) => void;
  /** An answer after which no further call is sent (a refusal that would answer every one of them). */
  stopOn?: (answer: Answer) => boolean;
};

/**
 * Sends `runs` calls, `concurrency` at a time, and measures them; the back office's 压测 and the portal's /Help/yace
 * both run it. A call that throws (the network) counts as a failure too.
 */
export async function runLoadTest(
  send: () => Promise<Answer>,
  { runs, concurrency, onProgress, stopOn }: LoadTestOptions,
): Promise<LoadTestResult> {
  const durations: number[] = [];
  const failures = new Map<string, number>();
  let started = 0;
  let stopped: string | null = null;
  const begin = performance.now();
  async function worker() {
    while (started < runs && stopped === null) {
      started++;
      const t = performance.now();
      const answer = await send().catch(() => null);
      durations.push(performance.now() - t);
      if (answer?.code !== 0) {
        const reason = answer ? `${answer.code} ${answer.msg}` : "网络错误";
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
        if (answer && stopOn?.(answer)) stopped ??= answer.msg;
      }
      onProgress(durations.length);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, runs) }, worker));
  const elapsedMs = performance.now() - begin;
  durations.sort((a, b) => a - b);
  const at = (q: number) => durations[Math.min(durations.length - 1, Math.ceil(q * durations.length) - 1)] ?? 0;
  return {
    runs,
    sent: durations.length,
    elapsedMs,
    perSecond: durations.length / (elapsedMs / 1000),
    failed: [...failures.values()].reduce((n, c) => n + c, 0),
    failures: [...failures],
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    maxMs: durations.at(-1) ?? 0,
    stopped,
  };
}
