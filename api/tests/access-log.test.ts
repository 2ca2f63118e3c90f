import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import { createApp } from "@/api/app";
import { createDeps } from "@/api/deps";
import type { Database } from "@/db/client";
import { testClient } from "@/tests/support/client";
import { freshDatabase } from "@/tests/support/database";
import { listen, type TestServer, testEnv } from "@/tests/support/server";
import { spaRoutes } from "../static";

/**
 * The access log: one line a request with time, method, path, status, duration and request id, never the query string
 * or a phone number; the id comes back as X-Request-Id on every kind of answer and is the crash log's rid=.
 */
const MOBILE = "13912345678";
const LINE = /^\[(\d{4}-\d\d-\d\dT[\d:.]+Z)\] (GET|POST|PUT|DELETE) (\S+) (\d{3}) (\d+\.\d)ms rid=(\S+)\n$/;
const dir = mkdtempSync(join(tmpdir(), "xuexi-spa-"));
writeFileSync(join(dir, "index.html"), "<!doctype html><title>门户</title>");
const lines: string[] = [];
let database: Database;
let app: Hono;
let server: TestServer;

beforeAll(async () => {
  database = await freshDatabase();
  const env = testEnv();
  app = createApp(createDeps(database.db, env), { log: (line) => lines.push(line) });
  app.get("/test-crash", () => {
    throw new Error("故意的崩溃");
  });
  app.route("/", spaRoutes(dir, env));
  server = listen(database, {}, (line) => lines.push(line));
});
afterAll(async () => {
  await server.stop();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The one line logged for `res`, found by its request id, split into its fields. */
function lineOf(res: Response) {
  const id = res.headers.get("x-request-id");
  expect(id).toBeTruthy();
  const found = lines.filter((l) => l.endsWith(`rid=${id}\n`));
  expect(found).toHaveLength(1);
  const m = LINE.exec(found[0]!);
  if (!m) throw new Error(`不是访问日志的格式: ${found[0]}`);
  return { text: found[0]!, time: m[1]!, method: m[2]!, path: m[3]!, status: Number(m[4]), ms: Number(m[5]), id: m[6]! };
}

test("a signed portal call is logged with its method, path without the query, status and duration; no phone number", async () => {
  const client = testClient(server.url);
  const sent = await client.call(`common/code?mobile=${MOBILE}`, { areaCode: "+86", mobile: MOBILE, ticket: "t", randStr: "r" });
  expect(sent.code).toBe(0);
  const res = await fetch(`${server.url}/api/common/code?t=1&mobile=${MOBILE}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", cookie: "sid=secret-cookie" },
    body: JSON.stringify({ mobile: MOBILE }),
  });
  const line = lineOf(res);
  expect(line).toMatchObject({ method: "POST", path: "/api/common/code", status: 200, id: res.headers.get("x-request-id")! });
  expect(Math.abs(Date.parse(line.time) - Date.now())).toBeLessThan(60_000);
  expect(line.ms).toBeGreaterThanOrEqual(0);
  const all = lines.join("");
  for (const secret of [MOBILE, "?", "mobile=", "secret-cookie", "127.0.0.1"]) expect(all).not.toContain(secret);
});

test("back-office REST answers and static pages carry X-Request-Id and are logged with their status", async () => {
  const rest = await app.request("/admin/api/users?filter={}");
  expect(lineOf(rest)).toMatchObject({ method: "GET", path: "/admin/api/users", status: rest.status });
  expect(rest.status).toBe(401);

  const page = await app.request("/certification/exam?from=share");
  expect(page.status).toBe(200);
  expect(lineOf(page)).toMatchObject({ method: "GET", path: "/certification/exam", status: 200 });

  const missing = await app.request("/api/no-such-call", { method: "POST" });
  expect(lineOf(missing)).toMatchObject({ path: "/api/no-such-call", status: 404 });
});

test("a number typed into the address is not logged, nor an encoded line break that would forge a line", async () => {
  const res = await app.request(`/my/${MOBILE}/%0A[2030-01-01T00:00:00.000Z] GET /forged 200 1.0ms rid=x`);
  const line = lineOf(res);
  expect(line.text).not.toContain(MOBILE);
  expect(line.text.split("\n")).toHaveLength(2);
  expect(line.path).toStartWith("/my/…/%0A");
});

test("each request gets its own id; a trusted proxy's sane X-Request-Id is kept, anyone else's is replaced", async () => {
  const a = await app.request("/api/no-such-call", { method: "POST" });
  const b = await app.request("/api/no-such-call", { method: "POST" });
  expect(a.headers.get("x-request-id")).not.toBe(b.headers.get("x-request-id"));

  // The test server trusts 127.0.0.1 as its proxy (TRUSTED_PROXIES), and the fetch below comes from there.
  const proxied = await fetch(`${server.url}/api/no-such-call`, { method: "POST", headers: { "X-Request-Id": "nginx-0123456789abcdef" } });
  expect(proxied.headers.get("x-request-id")).toBe("nginx-0123456789abcdef");
  const hostile = await fetch(`${server.url}/api/no-such-call`, { method: "POST", headers: { "X-Request-Id": "x y\tforged" } });
  expect(hostile.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  // app.request has no socket, so no trusted peer: an offered id is not believed.
  const untrusted = await app.request("/api/no-such-call", { method: "POST", headers: { "X-Request-Id": "nginx-0123456789abcdef" } });
  expect(untrusted.headers.get("x-request-id")).not.toBe("nginx-0123456789abcdef");
});

test("a crash's log entry carries the same request id as its access line and X-Request-Id", async () => {
  const logged: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void logged.push(args.map(String).join(" "));
  try {
    const res = await app.request("/test-crash");
    expect(res.status).toBe(500);
    const line = lineOf(res);
    expect(line.status).toBe(500);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.split("\n")[0]).toEndWith(`GET /test-crash rid=${line.id}`);
  } finally {
    console.error = original;
  }
});
