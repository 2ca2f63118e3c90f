import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { asc, sql } from "drizzle-orm";
import { beijingTime } from "@/api/contract/beijing-time";
import { issueKeys, type Keys, writeSignedBodies } from "@/bench/bodies";
import { BROWSER_PAGES, benchBrowser } from "@/bench/browser";
import { BULK_COURSES, heartbeatPayload, seedBulkCourses } from "@/bench/courses";
import { candidatesAnswering, candidatesToStart } from "@/bench/online-exams";
import { PACK_SEARCH_KEY, seedPackSearch } from "@/bench/packs";
import { BULK_POSITIONS, seedBulkPositions } from "@/bench/positions";
import { signedInCookies } from "@/bench/signed-in";
import { startBareHono, startTarget, TARGET_NAMES, type Target, type TargetName } from "@/bench/targets";
import { runWrk, type WrkResult } from "@/bench/wrk";
import type { Db } from "@/db/client";
import { examSessions, exams } from "@/db/schema/certification/exams";
import { companies } from "@/db/schema/company";
import { trainings } from "@/db/schema/training";
import { seedBulkUsers } from "@/db/seed";
import { silentLog } from "@/db/seed/progress";
import { seedBulkDocuments } from "@/db/seed/search-bulk";

/**
 * `bun run bench [server] [browser]` (both when neither is named).
 *
 * server: starts the server on each database in turn (PGlite, then PostgreSQL through Bun.SQL and through
 * postgres.js; on PostgreSQL in a process of its own), seeds the demo data, and measures with wrk a bare Hono route
 * and signed portal calls, with the server's CPU per request and its resident memory after every run; the yardstick
 * `hono` is the bare route's request to a bare Hono app on the same Bun (bench/bare-hono.ts), in the same run.
 * Prints a Markdown table for docs/performance.md. Options: --seconds 10 --runs 5 --connections 64 --threads 1
 * --pool 10 --targets pglite,bun-sql,postgres-js
 * --scenarios hono,bare,province,company,homelive,apply,apply-spread,booking,onlinestart,onlinesave,search,suggest,coursecenter,positions,heartbeat,packsearch
 * --answer-cache on|off --workers 1,2 (server processes sharing the port on PostgreSQL, as WORKERS=n runs them; with
 * several counts, a table of req/s per count follows);
 * BENCH_DATABASE_URL is the PostgreSQL server to create the benchmark databases on
 * (default postgres://postgres@127.0.0.1:5432/postgres).
 *
 * browser: cold page loads in headless Chromium on a throttled phone link and on loopback, and Lighthouse scores
 * (bench/browser.ts). Options: --loads 5 --lighthouse-runs 3 --pages home,live,training,exams.
 */
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: "string", default: "10" },
    runs: { type: "string", default: "5" },
    connections: { type: "string", default: "64" },
    threads: { type: "string", default: "1" },
    pool: { type: "string", default: "10" },
    targets: { type: "string", default: TARGET_NAMES.join(",") },
    scenarios: { type: "string", default: "hono,bare,province,company,homelive,apply,apply-spread" },
    "answer-cache": { type: "string", default: "on" },
    workers: { type: "string", default: "1" },
    loads: { type: "string", default: "5" },
    "lighthouse-runs": { type: "string", default: "3" },
    pages: { type: "string", default: BROWSER_PAGES.map((p) => p.name).join(",") },
  },
});
const PARTS = ["server", "browser"];
const parts = positionals.length ? positionals : PARTS;
const seconds = Number(args.seconds);
const runs = Number(args.runs);
const connections = Number(args.connections);
const threads = Number(args.threads);
const pool = Number(args.pool);
const targets = args.targets.split(",").map((s) => s.trim()) as TargetName[];
const chosen = args.scenarios.split(",").map((s) => s.trim());
const answerCache = args["answer-cache"] !== "off";
const workerCounts = args.workers.split(",").map(Number);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

type Scenario = {
  name: string;
  label: string;
  url: string;
  call?: { path: string; payload: Record<string, unknown> };
  /** Each request comes from a different signed-in person, with payloads made fresh for every run (one for all, or one a request). */
  perPerson?: {
    payload: (db: Db, people: number) => Promise<Record<string, unknown> | ((request: number) => Record<string, unknown>)>;
    firstGuessRps: number;
    /** That many people in all, request n from person n mod people (each makes many requests); one a request unless set. */
    people?: number;
  };
  /** Data the scenario needs beyond the demo data, written once per target before its runs. */
  prepare?: (db: Db) => Promise<void>;
  /** Every request comes from the one signed-in person these cookies name (set by prepare). */
  cookies?: string[];
  /** Sent to the yardstick (a bare Hono app) instead of the product. */
  yardstick?: boolean;
};

function scenarios(companyTerm: string): Scenario[] {
  return [
    // The bare route's request to a bare Hono app on the same Bun: what the product's middleware costs shows beside it.
    { name: "hono", label: "对照：裸 Hono 应用 (同一 Bun，无中间件)", url: "/api/dev/bare", yardstick: true },
    // Same-sized bodies as the signed calls, so the difference is the protocol and the database.
    { name: "bare", label: "裸 Hono 路由 (POST JSON)", url: "/api/dev/bare" },
    { name: "province", label: "签名 common/province", url: "/api/common/province", call: { path: "common/province", payload: {} } },
    {
      name: "company",
      label: `签名 company/GetByKeyName「${companyTerm}」`,
      url: "/api/company/GetByKeyName",
      call: { path: "company/GetByKeyName", payload: { name: companyTerm } },
    },
    {
      name: "homelive",
      label: "签名 learning/GetHomeLiveList",
      url: "/api/learning/GetHomeLiveList",
      call: { path: "learning/GetHomeLiveList", payload: { num: 5 } },
    },
    {
      name: "apply",
      label: "签名 training/apply（每个请求一位新报名者）",
      url: "/api/training/apply",
      call: { path: "training/apply", payload: {} },
      perPerson: { payload: async (db) => ({ id: await openSession(db) }), firstGuessRps: 3000 },
    },
    {
      name: "apply-spread",
      label: `签名 training/apply（每个请求一位新报名者，分散在 ${SPREAD_SESSIONS} 个直播）`,
      url: "/api/training/apply",
      call: { path: "training/apply", payload: {} },
      perPerson: { payload: openSessions, firstGuessRps: 3000 },
    },
    {
      name: "booking",
      label: "签名 pearson/GetSesstionToUrl（每个请求一位考生预约同一场次）",
      url: "/api/pearson/GetSesstionToUrl",
      call: { path: "pearson/GetSesstionToUrl", payload: {} },
      perPerson: { payload: openSitting, firstGuessRps: 1500 },
    },
    {
      name: "onlinestart",
      label: "签名 pearson/OnlineStart（每个请求一位考生开始同一场在线考试，抽题组卷）",
      url: "/api/pearson/OnlineStart",
      call: { path: "pearson/OnlineStart", payload: {} },
      perPerson: { payload: candidatesToStart, firstGuessRps: 1000 },
    },
    {
      name: "onlinesave",
      label: `签名 pearson/OnlineSave（${ANSWERING} 位答题中的考生轮流自动保存答案）`,
      url: "/api/pearson/OnlineSave",
      call: { path: "pearson/OnlineSave", payload: {} },
      perPerson: { payload: candidatesAnswering, firstGuessRps: 3000, people: ANSWERING },
    },
    {
      name: "search",
      label: `签名 search/SearchListEdu「${SEARCH_TERM}」（${SEARCH_DOCS / 1000}k 篇文档）`,
      url: "/api/search/SearchListEdu",
      call: { path: "search/SearchListEdu", payload: { key: SEARCH_TERM, currentPage: 1 } },
      prepare: seedSearchDocs,
    },
    {
      name: "suggest",
      label: `签名 Search/SearchNav「${SUGGEST_TERM}」（${SEARCH_DOCS / 1000}k 篇文档）`,
      url: "/api/Search/SearchNav",
      call: { path: "Search/SearchNav", payload: { key: SUGGEST_TERM, currentPage: 1, pageSize: 4 } },
      prepare: seedSearchDocs,
    },
    {
      name: "coursecenter",
      label: `签名 learning/GetCourseCenterList（行业、资源、主题三个筛选，${BULK_COURSES / 1000}k 门课程）`,
      url: "/api/learning/GetCourseCenterList",
      call: { path: "learning/GetCourseCenterList", payload: courseFilters },
      prepare: async (db) => {
        Object.assign(courseFilters, await seedBulkCourses(db));
      },
    },
    {
      name: "positions",
      label: `签名 ZhaoPin/PositionList（职位类型、学历、工作经验、城市四个筛选，${BULK_POSITIONS / 1000}k 个职位）`,
      url: "/api/ZhaoPin/PositionList",
      call: { path: "ZhaoPin/PositionList", payload: positionFilters },
      prepare: async (db) => {
        Object.assign(positionFilters, await seedBulkPositions(db));
      },
    },
    {
      name: "packsearch",
      label: `签名 study/GetCourseList「${PACK_SEARCH_KEY}」（学习包创建者搜索，${BULK_COURSES / 1000}k 门课程）`,
      url: "/api/study/GetCourseList",
      call: { path: "study/GetCourseList", payload: packSearch.payload },
      cookies: packSearch.cookies,
      prepare: async (db) => {
        const seeded = await seedPackSearch(db);
        Object.assign(packSearch.payload, seeded.payload);
        packSearch.cookies.splice(0, Infinity, seeded.cookie);
      },
    },
    {
      name: "heartbeat",
      label: "签名 MoocTraining/Heartbeat（每个请求一位不同的学员）",
      url: "/api/MoocTraining/Heartbeat",
      call: { path: "MoocTraining/Heartbeat", payload: {} },
      perPerson: { payload: heartbeatPayload, firstGuessRps: 3000 },
    },
  ];
}

/** The candidates of one large sitting, each saving answer after answer. */
const ANSWERING = 2000;

/** The position list's four filters, filled in once the bulk positions are written. */
const positionFilters: Record<string, unknown> = { currentPage: 1 };

/** The pack search's payload and its creator's cookie, filled in once the pack is written (per target). */
const packSearch = { payload: {} as Record<string, unknown>, cookies: [] as string[] };

/** The course center's filters, filled in once the bulk courses are written. */
const courseFilters: Record<string, unknown> = { currentPage: 1 };

/** Two words (千川, 投放) each in about one generated document in ten: a broad query, thousands of matches to rank. */
const SEARCH_TERM = "千川投放";
/** What the overlay asks while the second word is half typed. */
const SUGGEST_TERM = "千川投";
const SEARCH_DOCS = 100_000;

const searchSeeded = new WeakSet<Db>();

/** The documents of `bun run seed --docs 100000`, once per target database (search and suggest share them). */
async function seedSearchDocs(db: Db) {
  if (searchSeeded.has(db)) return;
  log(`  写入 ${SEARCH_DOCS} 篇搜索文档…`);
  await seedBulkDocuments(db, SEARCH_DOCS, silentLog);
  // What autovacuum does to a live table: hint bits set and statistics fresh, so the first searches do not pay for
  // the bulk load (setting hint bits made them 10x slower).
  await db.execute(sql`vacuum analyze search_documents`);
  searchSeeded.add(db);
}

/** A session open for sign-up with no form and no capacity limit: every request is a real, new sign-up. */
async function openSession(db: Db, suffix = "") {
  const strId = `bench-${Date.now()}${suffix}`;
  const start = new Date(Date.now() + 7 * 24 * 3600_000);
  await db.insert(trainings).values({ strId, title: "压测直播", startAt: start, endAt: new Date(start.getTime() + 3600_000) });
  return strId;
}

const SPREAD_SESSIONS = 20;

/** Sign-ups spread over several sessions, request n to session n mod 20. */
async function openSessions(db: Db) {
  const ids: string[] = [];
  for (let i = 0; i < SPREAD_SESSIONS; i++) ids.push(await openSession(db, `-${i}`));
  return (request: number) => ({ id: ids[request % ids.length] });
}

/**
 * One exam sitting with a seat for each of the `people` bulk users signedInCookies signs in, all approved for the
 * exam: every request books a real seat, all on the one row a popular sitting is.
 */
async function openSitting(db: Db, people: number) {
  await seedBulkUsers(db, people, silentLog);
  const [exam] = await db
    .insert(exams)
    .values({ name: `压测认证考试 ${Date.now()}` })
    .returning();
  const startAt = new Date(Date.now() + 7 * 24 * 3600_000);
  const [sitting] = await db
    .insert(examSessions)
    .values({ examId: exam!.id, name: "压测场次", startAt, seats: people, url: "https://exam.example.com/bench" })
    .returning();
  await db.execute(sql`
    insert into exam_registrations (user_id, exam_id, chinese_name, company_name, id_type, id_card, area_code, phone, status, fee_fen, paid_at)
    select id, ${exam!.id}, '压测考生', '', 0, '', area_code, mobile, 'approved', 0, now()
    from users where mobile >= '16600000000' order by mobile limit ${people}`);
  return { id: sitting!.id, starttime: beijingTime(startAt).slice(0, 10), examid: exam!.id };
}

type Row = { target: string; name: TargetName; workers: number; scenario: Scenario; results: WrkResult[] };
/** Each target's server memory after its whole run, printed under the table. */
const memory: string[] = [];

const log = (line: string) => console.log(`[${new Date().toLocaleTimeString("zh-CN", { hour12: false })}] ${line}`);

/** Two leading characters of a seeded company name: a prefix search with a full page of suggestions. */
async function companyTerm(db: Db) {
  const [first] = await db.select({ name: companies.companyName }).from(companies).orderBy(asc(companies.id)).limit(1);
  if (!first) throw new Error("演示数据里没有公司：seedDemo 没有写入 companies");
  return first.name.slice(0, 2);
}

/**
 * One wrk run. A signed call gets enough fresh bodies for `expectedRps` over the run, with room to spare; a run
 * that still ran out (and so replayed bodies) is repeated with more.
 */
type Served = Pick<Target, "origin" | "usage">;

async function measure(target: Target, served: Served, s: Scenario, keys: Keys, expectedRps: number): Promise<WrkResult> {
  const call = s.call ?? { path: "common/province", payload: {} };
  for (let guess = expectedRps; ; guess *= 2) {
    const count = s.call ? Math.ceil(guess * seconds * 1.3) + 1000 : 2000;
    if (s.call) log(`  生成 ${count} 条签名请求…`);
    const db = target.database.db;
    const people = Math.min(count, s.perPerson?.people ?? count);
    const payload = s.perPerson ? await s.perPerson.payload(db, people) : call.payload;
    const cookies = s.perPerson ? await signedInCookies(db, people) : (s.cookies ?? []);
    const bodiesFile = await writeSignedBodies(`${target.name}-${s.name}`, keys, call.path, payload, count, cookies);
    const result = await runWrk({
      url: `${served.origin}${s.url}?t=${Date.now()}`,
      bodiesFile,
      seconds,
      connections,
      threads,
      usage: served.usage,
    });
    if (!s.call || result.wrapped === 0) return result;
    log(`  请求体不够用（${result.requests} 次请求），加量重测`);
  }
}

async function benchTarget(name: TargetName, workers: number): Promise<Row[]> {
  const target = await startTarget(name, { adminUrl, pool, answerCache, log }, workers);
  const yardstick = chosen.includes("hono") ? await startBareHono() : null;
  try {
    const keys = await issueKeys(target.origin);
    const rows: Row[] = [];
    let bareRps = 0;
    for (const s of scenarios(await companyTerm(target.database.db)).filter((x) => chosen.includes(x.name))) {
      await s.prepare?.(target.database.db);
      const results: WrkResult[] = [];
      for (let i = 1; i <= runs; i++) {
        log(`${target.label} · ${s.label} · 第 ${i}/${runs} 轮 (${seconds} s, ${connections} 连接)`);
        // A signed call stays below the bare route; without a bare figure, guess high (a short guess is measured again).
        const expected = results.length
          ? Math.max(...results.map((r) => r.rps))
          : (s.perPerson?.firstGuessRps ?? (bareRps || 40_000) * 0.75);
        const r = await measure(target, s.yardstick ? yardstick! : target, s, keys, expected);
        log(
          `  ${Math.round(r.rps)} req/s, p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, CPU ${r.cpuMicros.toFixed(0)} µs/请求, RSS ${mb(r.rssBytes)} MB${r.bad + r.socketErrors ? `, 异常 ${r.bad + r.socketErrors}` : ""}`,
        );
        results.push(r);
      }
      if (s.name === "bare") bareRps = median(results).rps;
      rows.push({ target: target.label, name, workers, scenario: s, results });
    }
    memory.push(
      `${target.label}: 整套压测后服务进程 RSS ${mb(target.usage().rssBytes)} MB${target.name === "pglite" ? "（PGlite 与压测程序同一进程，含压测程序自身）" : ""}`,
      ...rows.map((r) => `  ${r.scenario.label}: ${leakVerdict(r.results)}`),
    );
    return rows;
  } finally {
    // Let the answers to requests wrk left in flight finish before the database closes under them.
    await Bun.sleep(1000);
    await yardstick?.stop();
    await target.stop();
  }
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/**
 * The leak test: resident memory after the second run against after the last (the first run warms caches and pools
 * up). Growth past 5% and 5 MB over runs doing the same work is what a leak looks like.
 */
function leakVerdict(results: WrkResult[]) {
  if (results.length < 3) return "轮数不足 3，未判断内存增长";
  const from = results[1].rssBytes;
  const to = results[results.length - 1].rssBytes;
  const grew = to - from;
  const verdict = grew > Math.max(from * 0.05, 5 * 2 ** 20) ? `增长 ${mb(grew)} MB，疑似泄漏` : "稳定";
  return `第 2 轮后 ${mb(from)} MB → 第 ${results.length} 轮后 ${mb(to)} MB，${verdict}`;
}

function median(results: WrkResult[]) {
  return [...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)];
}

function table(rows: Row[]) {
  const lines = [
    "| 数据库 | 场景 | req/s (中位) | 各轮 req/s | p50 ms | p99 ms | 与裸路由之比 | 与裸 Hono 之比 | 服务进程 CPU µs/请求 | 各轮后服务进程 RSS MB | 异常应答 |",
    "|---|---|--:|---|--:|--:|--:|--:|--:|---|--:|",
  ];
  const share = (m: WrkResult, of: Row | undefined) => (of ? `${((m.rps / median(of.results).rps) * 100).toFixed(0)}%` : "-");
  for (const row of rows) {
    const m = median(row.results);
    const bare = rows.find((r) => r.target === row.target && r.workers === row.workers && r.scenario.name === "bare");
    const hono = rows.find((r) => r.target === row.target && r.workers === row.workers && r.scenario.name === "hono");
    const errors = row.results.reduce((n, r) => n + r.bad + r.socketErrors, 0);
    lines.push(
      `| ${row.target} | ${row.scenario.label} | ${Math.round(m.rps)} | ${row.results.map((r) => Math.round(r.rps)).join(" → ")} | ${m.p50.toFixed(2)} | ${m.p99.toFixed(2)} | ${share(m, bare)} | ${share(m, hono)} | ${m.cpuMicros.toFixed(0)} | ${row.results.map((r) => mb(r.rssBytes)).join(" → ")} | ${errors} |`,
    );
  }
  return lines.join("\n");
}

/** Each target and scenario's median req/s per worker count, and what the most processes gained over one. */
function workersTable(rows: Row[]) {
  const header = workerCounts.map((n) => `${n} 个进程 req/s`);
  const lines = [`| 数据库 | 场景 | ${header.join(" | ")} | 倍数 |`, `|---|---|${header.map(() => "--:|").join("")}--:|`];
  for (const row of rows.filter((r) => r.workers === workerCounts[0])) {
    const rps = workerCounts.map((n) => rows.find((r) => r.name === row.name && r.workers === n && r.scenario.name === row.scenario.name));
    const figures = rps.map((r) => (r ? Math.round(median(r.results).rps) : 0));
    const gain = figures[0] ? (figures[figures.length - 1]! / figures[0]).toFixed(2) : "-";
    lines.push(`| ${row.name} | ${row.scenario.label} | ${figures.join(" | ")} | ${gain} |`);
  }
  return lines.join("\n");
}

async function benchServer() {
  if (!Bun.which("wrk")) throw new Error("找不到 wrk：请先安装 (Debian: apt-get install -y wrk)");
  for (const t of targets) if (!TARGET_NAMES.includes(t)) throw new Error(`未知的目标 ${t}，可选 ${TARGET_NAMES.join(", ")}`);
  for (const n of workerCounts) if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`--workers 必须是 1 至 64 的整数，收到 ${n}`);
  log(
    `机器: ${cpus().length} 核, 开始时负载 ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" / ")}, Bun ${Bun.version}`,
  );
  log(`wrk: ${threads} 线程, ${connections} 连接, 每轮 ${seconds} s, 每项 ${runs} 轮`);
  const rows: Row[] = [];
  for (const t of targets) {
    for (const n of workerCounts) {
      // One PGlite data folder is one process's: the embedded target runs with one worker only.
      if (t === "pglite" && n > 1) log(`PGlite 只能单进程，跳过 ${n} 个工作进程`);
      else rows.push(...(await benchTarget(t, n)));
    }
  }
  log(
    `结束时负载 ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" / ")}`,
  );
  console.log(`\n${table(rows)}\n\n${memory.join("\n")}`);
  if (workerCounts.length > 1) console.log(`\n${workersTable(rows)}`);
}

async function main() {
  for (const p of parts) if (!PARTS.includes(p)) throw new Error(`未知的部分 ${p}，可选 ${PARTS.join(", ")}`);
  if (parts.includes("server")) await benchServer();
  if (parts.includes("browser"))
    await benchBrowser({
      loads: Number(args.loads),
      lighthouseRuns: Number(args["lighthouse-runs"]),
      pages: args.pages.split(",").map((s) => s.trim()),
      log,
    });
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
