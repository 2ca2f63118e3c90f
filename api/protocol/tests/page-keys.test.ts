import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import { createApp } from "@/api/app";
import { createProtocolClient } from "@/api/contract/protocol/client";
import { createDeps } from "@/api/deps";
import { spaRoutes } from "@/api/static";
import type { Database } from "@/db/client";
import { adoptPageKeys } from "@/portal/lib/page-keys";
import { freshDatabase } from "@/tests/support/database";
import { testEnv } from "@/tests/support/server";
import { withPageKeys } from "../page-keys";

const dir = mkdtempSync(join(tmpdir(), "xuexi-page-keys-"));
writeFileSync(join(dir, "index.html"), "<!doctype html><title>门户</title>");
writeFileSync(join(dir, "main-abcdef123.js"), "console.log(1)");
let database: Database;

/** As server.ts serves it: the api, the back office, the portal with its page keys. */
function served(overrides: Record<string, string> = {}): Hono {
  const env = testEnv(overrides);
  const deps = createDeps(database.db, env);
  const whole = createApp(deps);
  whole.route("/admin", spaRoutes(dir, env));
  whole.route("/", withPageKeys(spaRoutes(dir, env), deps.ciphers));
  return whole;
}

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A browser's document.cookie after the page's Set-Cookie, writable the way the page deletes it. */
function documentAfter(res: Response) {
  const jar = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) {
    const [name, value] = line.split(";")[0].split("=");
    jar.set(name, value);
  }
  return {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    },
    set cookie(line: string) {
      const [name] = line.split(";")[0].split("=");
      if (/max-age=0/i.test(line)) jar.delete(name);
    },
  };
}

describe("a first visit's calls are signed from the start", () => {
  test("the portal's page comes with a cipher and key its first call signs with: answered at once, never 901", async () => {
    const app = served();
    const page = await app.request("/Training/List");
    expect(page.headers.get("cache-control")).toBe("private, no-cache");
    const doc = documentAfter(page);
    expect(doc.cookie).toStartWith("api-keys=");

    const keys = new Map<string, string>();
    const store = { get: (k: string) => keys.get(k) ?? null, set: (k: string, v: string) => void keys.set(k, v) };
    adoptPageKeys(store, doc, false);
    // Read once, then gone: nothing of it goes back with later requests.
    expect(doc.cookie).toBe("");

    const answers: number[] = [];
    const client = createProtocolClient({
      store,
      fetch: async (url, init) => {
        const res = await app.request(url, init);
        answers.push(((await res.clone().json()) as { code: number }).code);
        return res;
      },
    });
    const env = await client.call("common/province");
    expect(env.code).toBe(0);
    expect(answers).toEqual([0]);
  });

  test("files and the back office's pages carry no keys", async () => {
    const app = served();
    expect((await app.request("/main-abcdef123.js")).headers.getSetCookie()).toEqual([]);
    expect((await app.request("/admin/users")).headers.getSetCookie()).toEqual([]);
  });

  test("over https the cookie is __Host- and Secure", async () => {
    const page = await served({ PUBLIC_URL: "https://xuexi.example.com" }).request("/");
    const [line] = page.headers.getSetCookie();
    expect(line).toStartWith("__Host-api-keys=");
    expect(line).toMatch(/; Secure/i);
    expect(line).toMatch(/SameSite=Strict/i);
  });

  test("a page without the cookie (the dev server, a later visit's cached page) leaves the stored keys alone", () => {
    const keys = new Map([["api.cipher", "old"]]);
    adoptPageKeys({ get: (k) => keys.get(k) ?? null, set: (k, v) => void keys.set(k, v) }, { cookie: "sid=abc" }, false);
    expect(keys.get("api.cipher")).toBe("old");
  });
});
