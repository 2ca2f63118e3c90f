import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { asc, count, eq } from "drizzle-orm";
import { type AdminBrowser, listQuery as q, signedInOperator, userWith } from "@/api/admin/tests/support";
import { users } from "@/db/schema/account/users";
import { courses } from "@/db/schema/course";
import { interestOptions } from "@/db/schema/interest";
import { coursePackItems, coursePackMembers, coursePackReplies, coursePacks } from "@/db/schema/study";
import { trainings } from "@/db/schema/training";
import { silentLog } from "@/db/seed/progress";
import { seedStudyPacks } from "@/db/seed/study";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
let op: AdminBrowser;
beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000000", "演示运营");
}, 60_000);
afterAll(() => srv.stop());

const total = async () => (await srv.deps.db.select({ n: count() }).from(coursePacks))[0]!.n;

/** What the demo seeds before this one: learners, courses, sessions and the interest options it names. */
async function demoWorld() {
  const db = srv.deps.db;
  for (let i = 2; i <= 16; i++) await userWith(db, `139000000${String(i).padStart(2, "0")}`, { chineseName: `学员${i}` });
  const suffixes = ["01", "02", "06", "10", "11", "12", "14", "15", "16", "19", "21", "23", "24"];
  await db.insert(courses).values(suffixes.map((s) => ({ strId: `demo-course-${s}`, title: `演示课程${s}` })));
  const now = new Date();
  await db.insert(trainings).values(
    ["demo-replay", "demo-live-now", "demo-upcoming", "demo-approval"].map((strId) => ({
      strId,
      title: strId,
      startAt: now,
      endAt: now,
    })),
  );
  await db
    .insert(interestOptions)
    .values(["投放策略", "数据分析与归因", "直播与短视频"].map((title, i) => ({ cateId: 8 as const, title, value: i + 1 })));
}

describe("the course pack demo seed", () => {
  test("without the demo learners it makes nothing", async () => {
    await seedStudyPacks(srv.deps.db, silentLog);
    expect(await total()).toBe(0);
  });

  test("packs by several creators, shared and not, one recommended with 20 points; joins by link and poster, reviews; again adds nothing", async () => {
    const db = srv.deps.db;
    await demoWorld();
    await seedStudyPacks(db, silentLog);
    const packs = await db
      .select({
        id: coursePacks.id,
        title: coursePacks.title,
        shared: coursePacks.shared,
        recommended: coursePacks.recommended,
        packScore: coursePacks.packScore,
        treelist: coursePacks.treelist,
        creator: users.mobile,
      })
      .from(coursePacks)
      .innerJoin(users, eq(users.id, coursePacks.creatorId))
      .orderBy(asc(coursePacks.id));
    expect(packs.length).toBe(4);
    expect(new Set(packs.map((p) => p.creator)).size).toBe(4);
    expect(packs.map((p) => p.shared).sort()).toEqual([0, 1, 1, 1]);
    const [recommended, ...rest] = packs.filter((p) => p.recommended === 1);
    expect(rest).toEqual([]);
    expect(recommended).toMatchObject({ title: "千川投放进阶学习包", packScore: 20 });
    const tree = await db.select({ id: interestOptions.id, title: interestOptions.title }).from(interestOptions);
    expect(recommended!.treelist.map((id) => tree.find((o) => o.id === id)?.title)).toEqual(["投放策略", "数据分析与归因"]);

    const items = await db
      .select()
      .from(coursePackItems)
      .where(eq(coursePackItems.packId, recommended!.id))
      .orderBy(asc(coursePackItems.id));
    expect(items.map((i) => i.sort)).toEqual([30, 29, 28, 27, 26, 25]);
    expect(items.map((i) => i.courseType)).toEqual([2, 2, 2, 2, 2, 1]);

    const members = await db.select().from(coursePackMembers);
    expect(new Set(members.map((m) => m.source))).toEqual(new Set([0, 1, 2]));
    const packCreator = new Map(packs.map((p) => [p.id, p.creator]));
    const creatorIds = new Map((await db.select({ id: users.id, mobile: users.mobile }).from(users)).map((u) => [u.id, u.mobile]));
    for (const m of members.filter((m) => m.source !== 0)) expect(creatorIds.get(m.shareUserId!)).toBe(packCreator.get(m.packId));
    const reviews = await db.select().from(coursePackReplies);
    expect(reviews.length).toBeGreaterThanOrEqual(4);
    for (const r of reviews) expect(members.some((m) => m.packId === r.packId && m.userId === r.userId)).toBe(true);

    // The back office shows them with their creators and figures.
    const listed = await op.get(`/course-packs${q({ filter: { recommended: true } })}`);
    expect(listed.json).toEqual([
      expect.objectContaining({
        title: "千川投放进阶学习包",
        creatorName: "学员3",
        creatorMobile: "139****0003",
        courseNum: 6,
        joinNum: 5,
        replyNum: 3,
        packScore: 20,
      }),
    ]);

    const before = { packs: await total(), items: (await db.select({ n: count() }).from(coursePackItems))[0]!.n };
    await seedStudyPacks(db, silentLog);
    expect({ packs: await total(), items: (await db.select({ n: count() }).from(coursePackItems))[0]!.n }).toEqual(before);
  });
});
