import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { type PackDetail, type PackReply, packSharePath, STUDY_MSG, type UserPack } from "@/api/contract/study";
import { signedInPeople } from "@/api/modules/zhaopin/positions/tests/fixtures";
import { letters } from "@/db/schema/letters/letters";
import { pointsBalances, pointsLedger } from "@/db/schema/points";
import { coursePackMembers, coursePackReplies, coursePacks } from "@/db/schema/study";
import { scanQr } from "@/tests/support/qr";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { attendSession, finishCourse, makeCourse, makePack, makeSession, ok, refused } from "./fixtures";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

const person = signedInPeople(() => srv, 13830000000, "10.20.0");
type Person = Awaited<ReturnType<typeof person>>;

/** A shared pack of `creator` holding a course and a live session, worth `packScore` points. */
async function packWithItems(creator: Person, packScore = 0) {
  const db = srv.deps.db;
  const pack = await makePack(db, creator.id, { shared: 1, packScore });
  const course = await makeCourse(db);
  const session = await makeSession(db);
  const add = async (courseType: number, strId: string) =>
    (await ok<{ id: number }>(creator.client, "study/AddCourseToPackage", { packId: pack.id, courseType, strId })).id;
  return { pack, course, session, courseItem: await add(2, course.strId), sessionItem: await add(1, session.strId) };
}

describe("joining", () => {
  test("records the sharer and the channel; the creator sees joins per channel", async () => {
    const creator = await person();
    const [a, b, c] = [await person(), await person(), await person()];
    const { pack } = await packWithItems(creator);
    const joined = await a.client.call<UserPack>("study/JoinCoursePackage", { packId: pack.id, shareUserId: creator.id, source: 2 });
    expect(joined).toEqual({
      code: 0,
      msg: STUDY_MSG.joined,
      data: { joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), source: 2, replied: false, isDraw: false },
    });
    // Again: the first membership stands.
    expect((await ok<UserPack>(a.client, "study/JoinCoursePackage", { packId: pack.id, source: 0 })).source).toBe(2);
    await ok(b.client, "study/JoinCoursePackage", { packId: pack.id, shareUserId: b.id, source: 1 });
    await ok(c.client, "study/JoinCoursePackage", { packId: pack.id, shareUserId: 2_000_000_000, source: 1 });
    const rows = await srv.deps.db.select().from(coursePackMembers).where(eq(coursePackMembers.packId, pack.id));
    const sharerOf = (id: number) => rows.find((r) => r.userId === id)?.shareUserId;
    expect([sharerOf(a.id), sharerOf(b.id), sharerOf(c.id)]).toEqual([creator.id, null, null]);

    const seen = await ok<PackDetail>(creator.client, "study/GetCourseListById", { packId: pack.id });
    expect(seen).toMatchObject({ isCreator: true, joinNum: 3, joinsBySource: { 0: 0, 1: 2, 2: 1 }, userPack: null });
    const byMember = await ok<PackDetail>(a.client, "study/GetCourseListById", { packId: pack.id });
    expect(byMember).toMatchObject({ isCreator: false, joinsBySource: null, userPack: { source: 2 } });

    await refused(creator.client, "study/JoinCoursePackage", { packId: pack.id }, STUDY_MSG.creatorJoin);
    expect(await a.client.call("study/RemoveCoursePackage", { packId: pack.id })).toMatchObject({ code: 0, msg: STUDY_MSG.left });
    await refused(a.client, "study/RemoveCoursePackage", { packId: pack.id }, STUDY_MSG.notMember);
    expect((await ok<PackDetail>(a.client, "study/GetCourseListById", { packId: pack.id })).userPack).toBeNull();
  });

  test("GetStudyCourse opens an item for members and the creator only", async () => {
    const creator = await person();
    const member = await person();
    const stranger = await person();
    const { pack, course, session, courseItem, sessionItem } = await packWithItems(creator);
    await refused(member.client, "study/GetStudyCourse", { id: courseItem }, STUDY_MSG.notMember);
    await ok(member.client, "study/JoinCoursePackage", { packId: pack.id });
    expect(await ok(member.client, "study/GetStudyCourse", { id: courseItem })).toEqual({
      url: `/mooctraining/StudyNew/${course.strId}?name=${encodeURIComponent(course.title)}`,
    });
    expect(await ok(creator.client, "study/GetStudyCourse", { id: sessionItem })).toEqual({ url: `/Training/Detail/${session.strId}` });
    await refused(stranger.client, "study/GetStudyCourse", { id: sessionItem }, STUDY_MSG.notMember);
    await refused(stranger.client, "study/GetStudyCourse", { id: 2_000_000_000 }, STUDY_MSG.notInPack);
  });
});

describe("study/DrawUserScore", () => {
  const ledgerRows = (userId: number, packId: number) =>
    srv.deps.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.sourceType, "study.pack"), eq(pointsLedger.sourceId, packId)));
  const balance = async (userId: number) =>
    (await srv.deps.db.select().from(pointsBalances).where(eq(pointsBalances.userId, userId)))[0]?.balance ?? 0;

  test("pays a member who finished every item, once, even when claimed twice at once or after rejoining", async () => {
    const db = srv.deps.db;
    const creator = await person();
    const me = await person();
    const { pack, course, session } = await packWithItems(creator, 50);
    await refused(me.client, "study/DrawUserScore", { packId: pack.id }, STUDY_MSG.notMember);
    await ok(me.client, "study/JoinCoursePackage", { packId: pack.id });
    await refused(me.client, "study/DrawUserScore", { packId: pack.id }, STUDY_MSG.notFinished);
    await finishCourse(db, me.id, course.id);
    const half = await ok<PackDetail>(me.client, "study/GetCourseListById", { packId: pack.id });
    expect(half).toMatchObject({ courseNum: 2, finishNum: 1, isDraw: 0 });
    expect(half.courseList.map((c) => c.finished)).toEqual([true, false]);
    await refused(me.client, "study/DrawUserScore", { packId: pack.id }, STUDY_MSG.notFinished);
    await attendSession(db, me.id, session.id);

    const before = await balance(me.id);
    const claims = await Promise.all([1, 2].map(() => me.client.call("study/DrawUserScore", { packId: pack.id })));
    expect(claims.map((c) => c.code).sort()).toEqual([0, 1]);
    expect(claims.find((c) => c.code === 0)!.data).toEqual({ score: 50 });
    expect(claims.find((c) => c.code === 1)!.msg).toBe(STUDY_MSG.drawn);
    expect(await ledgerRows(me.id, pack.id)).toHaveLength(1);
    expect(await balance(me.id)).toBe(before + 50);
    const done = await ok<PackDetail>(me.client, "study/GetCourseListById", { packId: pack.id });
    expect(done).toMatchObject({ finishNum: 2, isDraw: 1, userPack: { isDraw: true } });

    await ok(me.client, "study/RemoveCoursePackage", { packId: pack.id });
    await ok(me.client, "study/JoinCoursePackage", { packId: pack.id });
    await refused(me.client, "study/DrawUserScore", { packId: pack.id }, STUDY_MSG.drawn);
    expect(await ledgerRows(me.id, pack.id)).toHaveLength(1);
    expect(await balance(me.id)).toBe(before + 50);
  });

  test("points set on a pack are withdrawn when its creator takes an item out; the creator is told", async () => {
    const db = srv.deps.db;
    const creator = await person();
    const me = await person();
    const { pack, course, sessionItem } = await packWithItems(creator, 50);
    await ok(me.client, "study/JoinCoursePackage", { packId: pack.id });
    await ok(creator.client, "study/RemoveCourseFromPackage", { packId: pack.id, id: sessionItem });
    await finishCourse(db, me.id, course.id);
    await refused(me.client, "study/DrawUserScore", { packId: pack.id }, STUDY_MSG.noScore);
    expect(await ledgerRows(me.id, pack.id)).toEqual([]);
    const [row] = await db.select().from(coursePacks).where(eq(coursePacks.id, pack.id));
    expect(row!.packScore).toBe(0);
    const told = await db.select().from(letters).where(eq(letters.userId, creator.id));
    expect(told.map((l) => l.title)).toEqual(["学习包积分奖励已撤销"]);
  });

  test("a pack without points pays nothing", async () => {
    const creator = await person();
    const me = await person();
    const { pack, course } = await packWithItems(creator, 0);
    await ok(me.client, "study/JoinCoursePackage", { packId: pack.id });
    await finishCourse(srv.deps.db, me.id, course.id);
    await refused(me.client, "study/DrawUserScore", { packId: pack.id }, STUDY_MSG.noScore);
    expect(await ledgerRows(me.id, pack.id)).toEqual([]);
  });
});

describe("reviews", () => {
  test("one review a member; members and the creator read the visible ones, newest first", async () => {
    const creator = await person();
    const [a, b, stranger] = [await person(), await person(), await person()];
    const { pack } = await packWithItems(creator);
    await refused(a.client, "study/AddStudyReply", { packId: pack.id, score: 4, content: "很好" }, STUDY_MSG.notMember);
    await refused(creator.client, "study/AddStudyReply", { packId: pack.id, score: 4, content: "很好" }, STUDY_MSG.notMember);
    await ok(a.client, "study/JoinCoursePackage", { packId: pack.id });
    await ok(b.client, "study/JoinCoursePackage", { packId: pack.id });
    const made = await a.client.call<PackReply>("study/AddStudyReply", { packId: pack.id, score: 4, content: " 内容扎实 " });
    expect(made).toMatchObject({ code: 0, msg: STUDY_MSG.submitted, data: { content: "内容扎实", score: 4, userName: "学员" } });
    await refused(a.client, "study/AddStudyReply", { packId: pack.id, score: 5, content: "再评一次" }, STUDY_MSG.replied);
    await ok(b.client, "study/AddStudyReply", { packId: pack.id, score: 1, content: "不适合我" });
    const both = await ok<{ list: PackReply[] }>(b.client, "study/GetStudyReplyList", { packId: pack.id });
    expect(both.list.map((r) => r.content)).toEqual(["不适合我", "内容扎实"]);

    await srv.deps.db
      .update(coursePackReplies)
      .set({ hiddenAt: new Date() })
      .where(and(eq(coursePackReplies.packId, pack.id), eq(coursePackReplies.userId, b.id)));
    const list = await ok<{ list: PackReply[] }>(creator.client, "study/GetStudyReplyList", { packId: pack.id });
    expect(list.list.map((r) => r.content)).toEqual(["内容扎实"]);
    expect(await ok<PackDetail>(a.client, "study/GetCourseListById", { packId: pack.id })).toMatchObject({
      replyNum: 1,
      replyScore: 4,
      userPack: { replied: true },
    });
    await refused(stranger.client, "study/GetStudyReplyList", { packId: pack.id }, STUDY_MSG.notMember);
  });
});

describe("study/GetCoursePackPoster", () => {
  test("needs sharing on; answers a PNG with the QR code of the creator's poster link", async () => {
    const creator = await person();
    const pack = await makePack(srv.deps.db, creator.id);
    await refused(creator.client, "study/GetCoursePackPoster", { packId: pack.id }, STUDY_MSG.notShared);
    await ok(creator.client, "study/UpCoursePackState", { packId: pack.id });
    const { poster } = await ok<{ poster: string }>(creator.client, "study/GetCoursePackPoster", { packId: pack.id });
    expect(poster.startsWith("data:image/png;base64,")).toBe(true);
    const png = Buffer.from(poster.slice("data:image/png;base64,".length), "base64");
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 750, height: 1100 });
    expect(await scanQr(new Response(png))).toBe(`${srv.url}${packSharePath(pack, creator.id, 2)}`);
  });

  test("draws the first item's uploaded cover at the top, else a plain panel", async () => {
    const creator = await person();
    const pack = await makePack(srv.deps.db, creator.id, { shared: 1 });
    const red = await sharp({ create: { width: 64, height: 40, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    const key = `admin/2026-01/pack${process.pid}poster.png`;
    await srv.deps.storage.put(key, red);
    const course = await makeCourse(srv.deps.db, { cover: `/uploads/${key}` });
    const topLeft = async () => {
      const { poster } = await ok<{ poster: string }>(creator.client, "study/GetCoursePackPoster", { packId: pack.id });
      const png = Buffer.from(poster.slice("data:image/png;base64,".length), "base64");
      const { data } = await sharp(png).extract({ left: 10, top: 10, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 3)];
    };
    expect(await topLeft()).toEqual([0x2f, 0x6f, 0xde]);
    await ok(creator.client, "study/AddCourseToPackage", { packId: pack.id, courseType: 2, strId: course.strId });
    expect(await topLeft()).toEqual([255, 0, 0]);
  });
});
