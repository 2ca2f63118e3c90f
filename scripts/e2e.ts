import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { type ExtraOperator, startProduct } from "@/tests/support/product-process";

/**
 * `bun run test:e2e [--workers N] [--record] [files…]`: starts the whole product once, as `bun run start` does
 * (tests/support/product-process.ts), then runs tests/e2e/*.e2e.ts in headless Chromium against it in N `bun test`
 * processes side by side (E2E_WORKERS, default 3), the files split between them by their known durations.
 *
 * No two files running at once share a person. Each worker has operators of its own (the demo two in the first,
 * numbers made with create-operator in the others: tests/e2e/support/people.ts), and files naming the same number
 * (a quoted literal, such as the demo HR's) go to the same worker, one after the other.
 *
 * Each worker's output is printed whole when it ends, with bun's own closing counts (what .ci/run adds up); the run
 * fails if any worker does. `--record` writes the files' measured durations to tests/e2e/durations.json.
 */
const root = join(import.meta.dir, "..");
const e2eDir = join(root, "tests/e2e");
const durationsFile = join(e2eDir, "durations.json");
/** Measured on the 2-core CI machine: 3 keeps both cores busy while journeys wait on the browser and the server. */
const DEFAULT_WORKERS = 3;
const MAX_WORKERS = 8;

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: { workers: { type: "string" }, record: { type: "boolean", default: false } },
  allowPositionals: true,
});
const asked = Number(values.workers ?? process.env.E2E_WORKERS ?? DEFAULT_WORKERS);
if (!Number.isInteger(asked) || asked < 1 || asked > MAX_WORKERS) {
  console.error(`--workers 必须是 1 到 ${MAX_WORKERS} 之间的整数`);
  process.exit(1);
}
if (!existsSync("/usr/bin/chromium")) {
  console.error("找不到 /usr/bin/chromium：请先安装 Debian 的 chromium 包 (apt-get install chromium fonts-noto-cjk)");
  process.exit(1);
}

// `bun run test:e2e tests/e2e/login.e2e.ts` runs just that file.
const files = positionals.length
  ? positionals.map((f) => (f.startsWith(".") || f.startsWith("/") ? f : `./${f}`))
  : readdirSync(e2eDir)
      .filter((f) => f.endsWith(".e2e.ts"))
      .sort()
      .map((f) => `./tests/e2e/${f}`);

const recorded: Record<string, number> = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, "utf8")) : {};
const nameOf = (file: string) => file.split("/").at(-1)!;
const sourceOf = (file: string) => readFileSync(resolve(root, file), "utf8");
const journeysIn = (file: string) => sourceOf(file).match(/\bjourney\(/g)?.length ?? 1;
/** A file with no recorded duration counts, a journey, the recorded files' average (10 s with none recorded). */
const listed = files.filter((f) => nameOf(f) in recorded);
const secondsAJourney = listed.length
  ? listed.reduce((s, f) => s + recorded[nameOf(f)]!, 0) / listed.reduce((s, f) => s + journeysIn(f), 0)
  : 10;
const weightOf = (file: string) => recorded[nameOf(file)] ?? secondsAJourney * journeysIn(file);

/**
 * Files that share something besides a person, run in one worker: the dashboard counts the exam registrations
 * waiting for review and then lists them, while these two move registrations into that queue and out of it.
 */
const TOGETHER = [
  ["dashboard.e2e.ts", "certification-pay.e2e.ts", "certification-register.e2e.ts"],
  // The course packs' journey publishes courses while the catalogue's scrolls and filters the full list.
  ["course-catalogue.e2e.ts", "study.e2e.ts"],
];

/** Files that name a number in common (or are listed TOGETHER), joined into one unit of work (union-find). */
function unitsOf(all: string[]) {
  const owner = new Map<string, string>();
  const parent = new Map(all.map((f) => [f, f]));
  const find = (f: string): string => (parent.get(f) === f ? f : find(parent.get(f)!));
  const tie = (file: string, key: string) => {
    const other = owner.get(key);
    if (other) parent.set(find(file), find(other));
    else owner.set(key, file);
  };
  for (const file of all) {
    for (const [, mobile] of sourceOf(file).matchAll(/"(1[3-9]\d{9})"/g)) tie(file, mobile!);
    for (const [i, names] of TOGETHER.entries()) if (names.includes(nameOf(file))) tie(file, `together ${i}`);
  }
  const units = new Map<string, string[]>();
  for (const file of all) units.set(find(file), [...(units.get(find(file)) ?? []), file]);
  return [...units.values()];
}

/** Longest first, each to the least loaded worker: a simple greedy split. */
function split(all: string[], count: number) {
  const units = unitsOf(all)
    .map((unit) => ({ unit, weight: unit.reduce((s, f) => s + weightOf(f), 0) }))
    .sort((a, b) => b.weight - a.weight);
  const workers = Array.from({ length: Math.min(count, units.length) }, () => ({ files: [] as string[], weight: 0 }));
  for (const { unit, weight } of units) {
    const lightest = workers.reduce((a, b) => (b.weight < a.weight ? b : a));
    lightest.files.push(...unit);
    lightest.weight += weight;
  }
  for (const w of workers) w.files.sort();
  return workers;
}

/** The first worker signs in as the demo operators; the others as operators made for the run (no demo numbers). */
function operatorsOf(worker: number) {
  if (worker === 0) return { operator: "13900000000", reviewer: "13900000099" };
  return { operator: String(13900000200 + worker * 10), reviewer: String(13900000209 + worker * 10) };
}

/** Each file's journeys' time, from bun's `path:` headings and `(pass) … [12.3ms]` lines. */
function durationsIn(output: string) {
  const seconds: Record<string, number> = {};
  let file = "";
  for (const line of output.split("\n")) {
    const heading = line.match(/^(\S+\.e2e\.ts):$/);
    if (heading) file = nameOf(heading[1]!);
    const test = line.match(/^\((?:pass|fail)\) .* \[([\d.]+)(m?s)\]$/);
    if (test && file) seconds[file] = (seconds[file] ?? 0) + Number(test[1]) / (test[2] === "ms" ? 1000 : 1);
  }
  return seconds;
}

const plan = split(files, asked);
const extra: ExtraOperator[] = plan.slice(1).flatMap((_, i) => {
  const { operator, reviewer } = operatorsOf(i + 1);
  return [
    { mobile: operator, name: `浏览器测试运营${i + 1}` },
    { mobile: reviewer, name: `浏览器测试审核${i + 1}` },
  ];
});
const started = performance.now();
const product = await startProduct(extra);
console.log(
  `\n${plan.length} 个 bun test 进程并行:\n${plan.map((w, i) => `  进程 ${i + 1}: ${w.files.length} 个文件, 约 ${Math.round(w.weight)} 秒 (${w.files.map(nameOf).join(", ")})`).join("\n")}`,
);
const results: { code: number; seconds: number; output: string }[] = [];
try {
  await Promise.all(
    plan.map(async ({ files: chosen }, i) => {
      const t0 = performance.now();
      const { operator, reviewer } = operatorsOf(i);
      // 120 s a journey: the longest take a minute on a busy machine (the course pack plays its lessons through).
      const run = Bun.spawn([process.execPath, "test", "--config=tests/e2e/bunfig.toml", "--timeout", "120000", ...chosen], {
        cwd: root,
        env: { ...process.env, E2E_BASE_URL: product.baseUrl, E2E_WORKER: String(i + 1), E2E_OPERATOR: operator, E2E_REVIEWER: reviewer },
        stdout: "pipe",
        stderr: "pipe",
      });
      // One buffer in arrival order, so the worker's report reads as bun wrote it; meanwhile each file it starts and
      // each journey that fails is shown at once, marked with the worker.
      const chunks: string[] = [];
      const collect = async (stream: ReadableStream<Uint8Array>) => {
        const decoder = new TextDecoder();
        let partial = "";
        for await (const chunk of stream) {
          const text = decoder.decode(chunk, { stream: true });
          chunks.push(text);
          const lines = (partial + text).split("\n");
          partial = lines.pop()!;
          for (const line of lines) if (/^\S+\.e2e\.ts:$/.test(line) || line.startsWith("(fail)")) console.log(`[进程 ${i + 1}] ${line}`);
        }
      };
      await Promise.all([collect(run.stdout), collect(run.stderr)]);
      const result = { code: await run.exited, seconds: (performance.now() - t0) / 1000, output: chunks.join("") };
      results[i] = result;
      console.log(`\n━━ 进程 ${i + 1}/${plan.length} 结束 (${result.seconds.toFixed(0)} 秒, 退出码 ${result.code}) ━━\n${result.output}`);
    }),
  );
} finally {
  await product.stop();
}

const measured = Object.assign({}, ...results.map((r) => durationsIn(r.output))) as Record<string, number>;
if (values.record) {
  const merged = { ...recorded, ...Object.fromEntries(Object.entries(measured).map(([f, s]) => [f, Math.round(s)])) };
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(durationsFile, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`已写入 ${Object.keys(measured).length} 个文件的用时到 tests/e2e/durations.json`);
}
const failed = results.filter((r) => r.code !== 0).length;
console.log(
  `浏览器测试: ${plan.length} 个进程, 共 ${((performance.now() - started) / 1000).toFixed(0)} 秒 (含启动产品)${failed ? `, ${failed} 个进程失败` : ""}`,
);
process.exit(failed ? 1 : 0);
