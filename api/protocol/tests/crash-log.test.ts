import { afterAll, afterEach, beforeAll, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { renderAdminError } from "@/api/admin/errors";
import { freshDatabase } from "@/tests/support/database";
import { renderError } from "../envelope";

/**
 * A crash is logged with its path and SQL, never with the searched values: a failed query's parameters and the value
 * the database quotes in its message are a phone number here. Both renderers (the portal's envelope, the back
 * office's REST) log alike.
 */
const SEARCHED = "13912345678";
let database: Awaited<ReturnType<typeof freshDatabase>>;
const logged: string[] = [];
const original = console.error;

beforeAll(async () => {
  database = await freshDatabase();
  console.error = (...args: unknown[]) => void logged.push(args.map(String).join(" "));
});
afterEach(() => {
  logged.length = 0;
});
afterAll(async () => {
  console.error = original;
  await database.close();
});

function appWith(render: (c: Context, err: unknown) => Response) {
  const app = new Hono();
  app.onError((err, c) => render(c, err));
  // An integer column searched with a phone number: the database refuses it, quoting the value.
  app.get("/search", async () => {
    await database.db.execute(sql`select ${SEARCHED}::int as n`);
    return new Response("never");
  });
  return app;
}

for (const [side, render] of [
  ["the portal", renderError],
  ["the back office", renderAdminError],
] as const) {
  test(`${side}: a crash logs the path and the SQL, not the query string, the parameters or the quoted value`, async () => {
    const res = await appWith(render).request(`/search?mobile=${SEARCHED}`);
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain(SEARCHED);
    const log = logged.join("\n");
    expect(log).toContain("GET /search");
    expect(log).toContain("select $1::int");
    expect(log).toContain("[22003]");
    expect(log).not.toContain(SEARCHED);
  });
}
