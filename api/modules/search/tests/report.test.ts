import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { type AdminBrowser, listQuery, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import { searchQueries } from "@/db/schema/search";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
let op: AdminBrowser;

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000032", "运营戊");
  const q = (term: string, who: string, results: number, minutesAgo = 0) => ({
    term,
    normalized: term.toLowerCase(),
    visitorId: who,
    results,
    at: sql`now() - make_interval(mins => ${minutesAgo})`,
  });
  await srv.deps.db
    .insert(searchQueries)
    .values([
      q("直播带货", "a", 5),
      q("直播带货", "b", 5),
      q("直播带货", "a", 6),
      q("千川", "a", 2),
      q("千川", "c", 2),
      q("元宇宙", "a", 0),
      q("元宇宙", "b", 0),
      q("AIGC", "a", 0, 10),
      q("aigc", "b", 3, 1),
      q("上个月的热词", "a", 0, 14_400),
      q("上个月的热词", "b", 0, 14_400),
      q("上个月的热词", "c", 0, 14_400),
      q("上个月的热词", "d", 0, 14_400),
    ] as never);
}, 60_000);
afterAll(() => srv.stop());

type Term = { id: number; term: string; searches: number; searchers: number; results: number; lastAt: string };
const sorted = listQuery({ sort: ["searches", "DESC"], range: [0, 24] });

describe("the search report in the back office", () => {
  test("top queries of this week: most searched first, with how many people, grouped regardless of case", async () => {
    const res = await op.get(`/search-top-queries${sorted}`);
    expect(res.status).toBe(200);
    const rows = res.json as Term[];
    expect(rows[0]).toMatchObject({ term: "直播带货", searches: 3, searchers: 2 });
    expect(
      rows
        .slice(1)
        .map((r) => [r.term, r.searches, r.searchers])
        .sort(),
    ).toEqual([
      ["aigc", 2, 2],
      ["元宇宙", 2, 2],
      ["千川", 2, 2],
    ]);
    expect(res.headers.get("content-range")).toBe("search-top-queries 0-3/4");
    expect((await op.get(`/search-top-queries${listQuery({ filter: { q: "千" } })}`)).json.map((r: Term) => r.term)).toEqual(["千川"]);
  });

  test("queries that found nothing this week: the latest search of the term found nothing", async () => {
    const rows = (await op.get(`/search-missed-queries${sorted}`)).json as Term[];
    // aigc found 3 the last time it was searched, so only 元宇宙 is missing; last month's term is gone.
    expect(rows.map((r) => [r.term, r.searches, r.results])).toEqual([["元宇宙", 2, 0]]);
  });

  test("read-only, and for operators only", async () => {
    expect((await op.post("/search-top-queries", { term: "x" })).status).toBe(403);
    expect((await op.del("/search-missed-queries/1")).status).toBe(403);
    const hr = await signedInAs(srv.deps.db, srv.url, "13900000033", { roles: ["person", "enterprise"], chineseName: "人事" });
    expect((await hr.get(`/search-top-queries${sorted}`)).status).toBe(403);
  });
});
