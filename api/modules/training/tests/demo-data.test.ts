import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { count } from "drizzle-orm";
import { trainingAttends, trainings } from "@/db/schema";
import { seedDemo } from "@/db/seed";
import { signIn, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";

type Detail = { sta: number; tra: { isApprove: number } };
let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
  await seedDemo(srv.deps.db);
}, 60_000);
afterAll(() => srv.stop());

describe("demo sessions", () => {
  test("every phase, one needing approval with a form, a directed one for the demo learners, a full one", async () => {
    const visitor = testClient(srv.url);
    const sta = async (id: string) => (await visitor.call<Detail>(`training/Detail?id=${id}`)).data.sta;
    expect([await sta("demo-upcoming"), await sta("demo-live-now"), await sta("demo-replay")]).toEqual([1, 2, 3]);
    expect((await visitor.call<Detail>("training/Detail?id=demo-approval")).data.tra.isApprove).toBe(1);

    const invited = testClient(srv.url);
    await signIn(invited, srv.url, "13900000003");
    expect(await invited.call("training/apply?id=demo-directed")).toMatchObject({ code: 0, data: { isAp: 0 } });
    expect(await invited.call("training/apply?id=demo-approval")).toMatchObject({ code: 1501 });

    const other = testClient(srv.url);
    await signIn(other, srv.url, "13900000010");
    expect(await other.call("training/apply?id=demo-directed")).toMatchObject({ code: 1, data: { isAp: 2 } });
    expect(await other.call("training/apply?id=demo-full")).toMatchObject({ code: 0, data: { data: { status: "waiting", position: 2 } } });
  });

  test("seeding again changes nothing", async () => {
    const before = [
      await srv.deps.db.select({ n: count() }).from(trainings),
      await srv.deps.db.select({ n: count() }).from(trainingAttends),
    ];
    await seedDemo(srv.deps.db);
    expect([
      await srv.deps.db.select({ n: count() }).from(trainings),
      await srv.deps.db.select({ n: count() }).from(trainingAttends),
    ]).toEqual(before);
  });
});
