import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeCompany, makeCompleteCv, makePosition, signedInPeople } from "../modules/zhaopin/positions/tests/fixtures";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

const person = signedInPeople(() => srv, 13790000000, "10.79.0");

/** Every text in the answer that reads as a moment. */
function moments(value: unknown): string[] {
  const text = JSON.stringify(value);
  return [...text.matchAll(/"(\d{4}-\d\d-\d\d[T ][^"]*)"/g)].map((m) => m[1]!);
}

test("every moment a portal call answers is Beijing yyyy-MM-dd HH:mm:ss: the applied list, a position, a job alert, the data export", async () => {
  const db = srv.deps.db;
  const co = await makeCompany(db);
  const p = await makePosition(db, co.id, { expiresAt: new Date("2026-12-31T15:59:59Z"), publishedAt: new Date("2026-11-01T02:00:00Z") });
  const { client, id } = await person();
  const cvId = await makeCompleteCv(db, id);
  expect((await client.call("ZhaoPin/SendCV", { companyId: co.id, positionId: p.id, cvId })).code).toBe(0);
  expect((await client.call("ZhaoPin/SaveJobAlert", { positionType: "运营", city: "杭州市" })).code).toBe(0);

  const answers = await Promise.all([
    client.call("ZhaoPin/PositionDetail", { id: p.id }),
    client.call("ZhaoPin/GetPositionListByUserID", { currentPage: 1, pageSize: 10 }),
    client.call("ZhaoPin/JobAlertList", {}),
    client.call("my/ExportData", {}),
  ]);
  for (const answer of answers) expect(answer.code).toBe(0);
  const found = answers.flatMap(moments);
  // The position's own dates, read in Beijing.
  expect(found).toContain("2026-11-01 10:00:00");
  expect(found).toContain("2026-12-31 23:59:59");
  expect(found.length).toBeGreaterThan(6);
  expect(found.filter((m) => !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(m))).toEqual([]);
});
