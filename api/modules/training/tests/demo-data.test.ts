import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { beijingDate } from "@/api/contract/beijing-time";
import { trainingAttends, trainings } from "@/db/schema/training";
import { seedDemo } from "@/db/seed";
import { signIn, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";

type Detail = { sta: number; tra: { isApprove: number } };
let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
  await seedDemo(srv.deps.db, srv.deps.storage);
}, 60_000);
afterAll(() => srv.stop());

type Session = { imageUrl: string; lecturer: { name: string; title: string; imgUrl: string }[]; startTime: string; endTime: string };

describe("demo sessions", () => {
  test("each session has its own cover and lecturers with portraits, served as images; times read as their titles say", async () => {
    const visitor = testClient(srv.url);
    const detail = async (id: string) => (await visitor.call<Session>(`training/Detail?id=${id}`)).data;
    const ids = ["demo-live-now", "demo-upcoming", "demo-replay", "demo-no-replay", "demo-approval", "demo-directed", "demo-full"];
    const sessions = await Promise.all(ids.map(detail));
    expect(new Set(sessions.map((s) => s.imageUrl)).size).toBe(ids.length);
    const lecturers = sessions.flatMap((s) => s.lecturer);
    expect(new Set(lecturers.map((l) => l.name)).size).toBeGreaterThanOrEqual(5);
    for (const l of lecturers) expect(l).toMatchObject({ name: expect.stringMatching(/^[\u4e00-\u9fa5]{3}$/), title: expect.any(String) });
    for (const url of [...sessions.map((s) => s.imageUrl), ...lecturers.map((l) => l.imgUrl)]) {
      const res = await fetch(srv.url + url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      const { width, height } = await sharp(await res.arrayBuffer()).metadata();
      expect(width! / height!).toBeOneOf([16 / 9, 1]);
    }
    // 明晚开播: tomorrow evening in Beijing, for an hour and a half.
    const upcoming = sessions[1]!;
    const tomorrow = beijingDate(Date.now() + 24 * 3600_000);
    expect([upcoming.startTime, upcoming.endTime]).toEqual([`${tomorrow} 19:30`, `${tomorrow} 21:00`].map(expect.stringContaining));
    for (const s of sessions) expect(s.startTime).toMatch(/:(00|30)/);
  });

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
    await seedDemo(srv.deps.db, srv.deps.storage);
    expect([
      await srv.deps.db.select({ n: count() }).from(trainings),
      await srv.deps.db.select({ n: count() }).from(trainingAttends),
    ]).toEqual(before);
  });
});
