import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { PositionDetailAnswer } from "@/api/contract/zhaopin-positions";
import { dataVersion } from "@/db/data-version";
import { applications, positions } from "@/db/schema/zhaopin";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { flushPositionViews } from "../views";
import { makeCompany, makeCompleteCv, makePosition, signedInPeople } from "./fixtures";

/** Where an application came from (SendCV's `from`) and the detail's views: the funnel's first two steps (issue 38 part 7). */

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

const person = signedInPeople(() => srv, 13738000000, "10.38.7");
let visitorIp = 1;
const visitor = () => testClient(srv.url, { ip: `10.38.8.${visitorIp++}` });

async function sourceOf(positionId: number, userId: number) {
  const [row] = await srv.deps.db
    .select({ source: applications.source, userId: applications.userId })
    .from(applications)
    .where(eq(applications.positionId, positionId));
  expect(row?.userId).toBe(userId);
  return row!.source;
}

async function viewsOf(positionId: number) {
  await flushPositionViews(srv.deps.db);
  const [row] = await srv.deps.db.select({ views: positions.views }).from(positions).where(eq(positions.id, positionId));
  return row!.views;
}

describe("ZhaoPin/SendCV from", () => {
  test("stores where the person came from; a missing or unknown from is the list, never a refusal", async () => {
    const db = srv.deps.db;
    const co = await makeCompany(db);
    for (const [from, stored] of [
      ["recommend", "recommend"],
      ["search", "search"],
      ["share", "share"],
      ["company", "company"],
      ["list", "list"],
      [undefined, "list"],
      ["bogus", "list"],
      [7, "list"],
      [{ a: 1 }, "list"],
    ] as const) {
      const p = await makePosition(db, co.id);
      const { client, id } = await person();
      const cvId = await makeCompleteCv(db, id);
      const env = await client.call("ZhaoPin/SendCV", {
        companyId: co.id,
        positionId: p.id,
        cvId,
        ...(from === undefined ? {} : { from }),
      });
      expect({ from, code: env.code }).toEqual({ from, code: 0 });
      expect({ from, stored: await sourceOf(p.id, id) }).toEqual({ from, stored });
    }
  });

  test("a withdrawn application sent again keeps its first source", async () => {
    const db = srv.deps.db;
    const co = await makeCompany(db);
    const p = await makePosition(db, co.id);
    const { client, id } = await person();
    const cvId = await makeCompleteCv(db, id);
    const sent = await client.call<{ id: number }>("ZhaoPin/SendCV", { companyId: co.id, positionId: p.id, cvId, from: "recommend" });
    expect((await client.call("ZhaoPin/WithdrawCV", { id: sent.data.id })).code).toBe(0);
    const again = await client.call("ZhaoPin/SendCV", { companyId: co.id, positionId: p.id, cvId, from: "share" });
    expect(again).toMatchObject({ code: 0, data: { stage: "sent" } });
    expect(await sourceOf(p.id, id)).toBe("recommend");
  });
});

describe("ZhaoPin/PositionDetail views", () => {
  test("each visitor's opening counts; a signed-in person's reloads count once; a draft or unknown position counts nothing", async () => {
    const db = srv.deps.db;
    const co = await makeCompany(db);
    const p = await makePosition(db, co.id);
    const closed = await makePosition(db, co.id, { status: "closed" });
    const draft = await makePosition(db, co.id, { status: "draft", publishedAt: null });
    expect(await viewsOf(p.id)).toBe(0);

    for (let i = 0; i < 3; i++) expect((await visitor().call("ZhaoPin/PositionDetail", { id: p.id })).code).toBe(0);
    expect(await viewsOf(p.id)).toBe(3);

    const { client } = await person();
    for (let i = 0; i < 3; i++) expect((await client.call<PositionDetailAnswer>("ZhaoPin/PositionDetail", { id: p.id })).code).toBe(0);
    expect(await viewsOf(p.id)).toBe(4);
    // Another position is another view for the same person; a closed one is still shown, so counted.
    expect((await client.call("ZhaoPin/PositionDetail", { id: closed.id })).code).toBe(0);
    expect(await viewsOf(closed.id)).toBe(1);

    expect((await visitor().call("ZhaoPin/PositionDetail", { id: draft.id })).code).toBe(1);
    expect(await viewsOf(draft.id)).toBe(0);
  });

  test("views arriving together are written by one statement, so the list's kept answers are not dropped per view", async () => {
    const db = srv.deps.db;
    const co = await makeCompany(db);
    const [a, b] = [await makePosition(db, co.id), await makePosition(db, co.id)];
    await flushPositionViews(db);
    const before = await dataVersion(db, "positions");
    const opened = await Promise.all(
      [a, a, b, a, b].map((p) => visitor().call<PositionDetailAnswer>("ZhaoPin/PositionDetail", { id: p!.id })),
    );
    expect(opened.map((e) => e.code)).toEqual([0, 0, 0, 0, 0]);
    expect([await viewsOf(a!.id), await viewsOf(b!.id)]).toEqual([3, 2]);
    // One write moved the list's version, not one per view.
    expect((await dataVersion(db, "positions")) - before).toBe(1);
  });
});
