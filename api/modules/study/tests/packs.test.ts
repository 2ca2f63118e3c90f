import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type PackDetail, type PackItem, STUDY_MSG } from "@/api/contract/study";
import { signedInPeople } from "@/api/modules/zhaopin/positions/tests/fixtures";
import { interestAnswers } from "@/db/schema/interest";
import { coursePacks } from "@/db/schema/study";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeCourse, makePack, ok, refused, twoOptions } from "./fixtures";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

const person = signedInPeople(() => srv, 13810000000, "10.18.0");
let visitorIp = 1;
const visitor = () => testClient(srv.url, { ip: `10.18.1.${visitorIp++}` });
const ids = (list: PackItem[]) => list.map((p) => p.id);

describe("bad input", () => {
  test("every call answers its schema's message", async () => {
    const me = await person();
    const long = (n: number) => "字".repeat(n);
    const cases: [string, Record<string, unknown>, string][] = [
      ["study/GetCoursePackageList", { type: 5 }, "参数错误"],
      ["study/GetSelfCoursePackage", { treelist: "a,b" }, "参数错误"],
      ["study/AddCoursePackage", { title: " ", treelist: [] }, STUDY_MSG.titleEmpty],
      ["study/AddCoursePackage", { title: long(31) }, STUDY_MSG.titleLong],
      ["study/AddCoursePackage", { title: "包", memo: long(201) }, STUDY_MSG.memoLong],
      ["study/AddCoursePackage", { title: "包", treelist: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, STUDY_MSG.treeMax],
      ["study/AddCoursePackage", { title: "包", treelist: [2_000_000_000] }, "参数错误"],
      ["study/EditCoursePackage", { packId: 0, title: "包" }, STUDY_MSG.noPack],
      ["study/DelCoursePack", { packId: -3 }, STUDY_MSG.noPack],
      ["study/GetCourseListById", { packId: 0 }, STUDY_MSG.noPack],
      ["study/GetCourseList", { packId: 1, type: 2, key: " " }, STUDY_MSG.keyEmpty],
      ["study/GetCourseList", { packId: 1, type: 3 }, "参数错误"],
      ["study/GetCourseList", { packId: 1, type: 2, key: long(31) }, "关键词最多30个字"],
      ["study/GetCourseList", { packId: 1, type: 1, pageNum: 0 }, "页码错误"],
      ["study/AddCourseToPackage", { packId: 1, courseType: 3, strId: "x" }, STUDY_MSG.noCourse],
      ["study/AddCourseToPackage", { packId: 1, courseType: 2, strId: "" }, STUDY_MSG.noCourse],
      ["study/RemoveCourseFromPackage", { packId: 1, id: 0 }, STUDY_MSG.notInPack],
      ["study/UpdateCourseSort", { packId: 1, ids: [1, 2], orders: [30] }, STUDY_MSG.sortBad],
      ["study/UpdateCourseSort", { packId: 1, ids: [1, 1], orders: [30, 29] }, STUDY_MSG.sortBad],
      ["study/UpCoursePackState", { packId: 0 }, STUDY_MSG.noPack],
      ["study/GetCoursePackPoster", { packId: 0 }, STUDY_MSG.noPack],
      ["study/JoinCoursePackage", { packId: 1, source: 3 }, "参数错误"],
      ["study/JoinCoursePackage", { packId: 1, shareUserId: -1 }, "参数错误"],
      ["study/RemoveCoursePackage", { packId: 0 }, STUDY_MSG.noPack],
      ["study/GetStudyCourse", { id: 0 }, STUDY_MSG.notInPack],
      ["study/DrawUserScore", { packId: 0 }, STUDY_MSG.noPack],
      ["study/AddStudyReply", { packId: 1, score: 0, content: "好" }, STUDY_MSG.starEmpty],
      ["study/AddStudyReply", { packId: 1, score: 6, content: "好" }, STUDY_MSG.starEmpty],
      ["study/AddStudyReply", { packId: 1, score: 4, content: " " }, STUDY_MSG.replyEmpty],
      ["study/AddStudyReply", { packId: 1, score: 4, content: long(201) }, STUDY_MSG.replyLong],
      ["study/GetStudyReplyList", { packId: 0 }, STUDY_MSG.noPack],
    ];
    for (const [path, payload, msg] of cases) await refused(me.client, path, payload, msg);
    expect(await srv.deps.db.select().from(coursePacks).where(eq(coursePacks.creatorId, me.id))).toEqual([]);
  });
});

describe("visitors", () => {
  test("sign-in calls and the caller's own lists answer 1503; the public ones answer", async () => {
    const someone = await person();
    const pack = await makePack(srv.deps.db, someone.id, { shared: 1, recommended: 1 });
    const v = visitor();
    const loginOnly: [string, Record<string, unknown>][] = [
      ["study/GetCoursePackageList", { type: 3 }],
      ["study/GetCoursePackageList", { type: 4 }],
      ["study/AddCoursePackage", { title: "包" }],
      ["study/EditCoursePackage", { packId: pack.id, title: "包" }],
      ["study/DelCoursePack", { packId: pack.id }],
      ["study/GetCourseList", { packId: pack.id, type: 2, key: "课" }],
      ["study/AddCourseToPackage", { packId: pack.id, courseType: 2, strId: "x" }],
      ["study/RemoveCourseFromPackage", { packId: pack.id, id: 1 }],
      ["study/UpdateCourseSort", { packId: pack.id, ids: [], orders: [] }],
      ["study/UpCoursePackState", { packId: pack.id }],
      ["study/GetCoursePackPoster", { packId: pack.id }],
      ["study/JoinCoursePackage", { packId: pack.id }],
      ["study/RemoveCoursePackage", { packId: pack.id }],
      ["study/GetStudyCourse", { id: 1 }],
      ["study/DrawUserScore", { packId: pack.id }],
      ["study/AddStudyReply", { packId: pack.id, score: 4, content: "好" }],
      ["study/GetStudyReplyList", { packId: pack.id }],
    ];
    for (const [path, payload] of loginOnly) expect({ path, code: (await v.call(path, payload)).code }).toEqual({ path, code: 1503 });
    expect(ids((await ok<{ list: PackItem[] }>(v, "study/GetCoursePackageList", { type: 1 })).list)).toContain(pack.id);
    expect(ids((await ok<{ list: PackItem[] }>(v, "study/GetCoursePackageList", { type: 2 })).list)).toContain(pack.id);
    expect((await ok<{ list: PackItem[] }>(v, "study/GetSelfCoursePackage", { treelist: [] })).list).toEqual([]);
    const detail = await ok<PackDetail>(v, "study/GetCourseListById", { packId: pack.id });
    expect(detail).toMatchObject({ id: pack.id, isCreator: false, userPack: null, joinsBySource: null, isDraw: 0, finishNum: 0 });
  });
});

describe("a creator's pack", () => {
  test("create, edit, share and delete; the lists follow", async () => {
    const me = await person();
    const other = await person();
    const tree = await twoOptions(srv.deps.db);
    const { packId } = await ok<{ packId: number }>(me.client, "study/AddCoursePackage", {
      title: " 营销入门 ",
      memo: "从零开始",
      treelist: tree,
    });
    const mine = await ok<{ list: PackItem[] }>(me.client, "study/GetCoursePackageList", { type: 3 });
    expect(mine.list).toEqual([
      expect.objectContaining({
        id: packId,
        title: "营销入门",
        memo: "从零开始",
        treelist: tree,
        creatorId: me.id,
        shared: 0,
        courseNum: 0,
        deleted: false,
      }),
    ]);
    // Not shared yet: in no one else's list.
    expect(ids((await ok<{ list: PackItem[] }>(other.client, "study/GetCoursePackageList", { type: 2 })).list)).not.toContain(packId);

    const saved = await me.client.call("study/EditCoursePackage", { packId, title: "营销进阶", memo: "", treelist: [tree[0]] });
    expect(saved).toMatchObject({ code: 0, msg: STUDY_MSG.saved });
    const shared = await me.client.call("study/UpCoursePackState", { packId });
    expect(shared).toEqual({ code: 0, msg: STUDY_MSG.sharedOn, data: { shared: 1 } });
    const newest = await ok<{ list: PackItem[] }>(other.client, "study/GetCoursePackageList", { type: 2 });
    expect(newest.list.find((p) => p.id === packId)).toMatchObject({ title: "营销进阶", treelist: [tree[0]], shared: 1 });
    const forTree = await ok<{ list: PackItem[] }>(visitor(), "study/GetSelfCoursePackage", { treelist: `${tree[0]}` });
    expect(ids(forTree.list)).toContain(packId);

    await ok(other.client, "study/JoinCoursePackage", { packId });
    expect(await me.client.call("study/DelCoursePack", { packId })).toMatchObject({ code: 0, msg: STUDY_MSG.deleted });
    expect((await ok<{ list: PackItem[] }>(me.client, "study/GetCoursePackageList", { type: 3 })).list).toEqual([]);
    expect(ids((await ok<{ list: PackItem[] }>(other.client, "study/GetCoursePackageList", { type: 2 })).list)).not.toContain(packId);
    await refused(visitor(), "study/GetCourseListById", { packId }, STUDY_MSG.noPack);
    // The joiner keeps it, flagged deleted, and may still leave it.
    const joined = await ok<{ list: PackItem[] }>(other.client, "study/GetCoursePackageList", { type: 4 });
    expect(joined.list).toEqual([expect.objectContaining({ id: packId, deleted: true })]);
    await ok(other.client, "study/RemoveCoursePackage", { packId });
    expect((await ok<{ list: PackItem[] }>(other.client, "study/GetCoursePackageList", { type: 4 })).list).toEqual([]);
  });

  test("the interest answers of the caller choose their packs when no treelist is sent", async () => {
    const me = await person();
    const creator = await person();
    const [a, b] = await twoOptions(srv.deps.db);
    const aboutA = await makePack(srv.deps.db, creator.id, { treelist: [a!], shared: 1 });
    const recommendedA = await makePack(srv.deps.db, creator.id, { treelist: [a!], recommended: 1 });
    const aboutB = await makePack(srv.deps.db, creator.id, { treelist: [b!], shared: 1 });
    const privateA = await makePack(srv.deps.db, creator.id, { treelist: [a!] });
    await srv.deps.db.insert(interestAnswers).values({ userId: me.id, optionId: a! });
    const list = ids((await ok<{ list: PackItem[] }>(me.client, "study/GetSelfCoursePackage", { treelist: [] })).list);
    expect(list.indexOf(recommendedA.id)).toBeLessThan(list.indexOf(aboutA.id));
    expect(list).toContain(aboutA.id);
    expect(list).not.toContain(aboutB.id);
    expect(list).not.toContain(privateA.id);
  });

  test("a hidden pack is its creator's alone", async () => {
    const me = await person();
    const other = await person();
    const pack = await makePack(srv.deps.db, me.id, { shared: 1, recommended: 1, hiddenAt: new Date(), hiddenReason: "违规" });
    expect(ids((await ok<{ list: PackItem[] }>(me.client, "study/GetCoursePackageList", { type: 3 })).list)).toEqual([pack.id]);
    for (const type of [1, 2]) {
      expect(ids((await ok<{ list: PackItem[] }>(other.client, "study/GetCoursePackageList", { type })).list)).not.toContain(pack.id);
    }
    expect((await ok<PackDetail>(me.client, "study/GetCourseListById", { packId: pack.id })).isCreator).toBe(true);
    await refused(other.client, "study/GetCourseListById", { packId: pack.id }, STUDY_MSG.noPack);
    await refused(other.client, "study/JoinCoursePackage", { packId: pack.id }, STUDY_MSG.noPack);
  });
});

describe("a pack its creator has not shared", () => {
  test("is seen and joined by its creator only; once shared, by anyone signed in", async () => {
    const owner = await person();
    const me = await person();
    const { packId } = await ok<{ packId: number }>(owner.client, "study/AddCoursePackage", { title: "还没分享的包" });
    await refused(me.client, "study/GetCourseListById", { packId }, STUDY_MSG.noPack);
    await refused(me.client, "study/JoinCoursePackage", { packId }, STUDY_MSG.noPack);
    expect((await ok<PackDetail>(owner.client, "study/GetCourseListById", { packId })).title).toBe("还没分享的包");
    await ok(owner.client, "study/UpCoursePackState", { packId });
    expect((await ok<PackDetail>(me.client, "study/GetCourseListById", { packId })).title).toBe("还没分享的包");
    await ok(me.client, "study/JoinCoursePackage", { packId });
  });
});

describe("another person's pack", () => {
  test("every creator-only call refuses it and changes nothing", async () => {
    const owner = await person();
    const me = await person();
    const course = await makeCourse(srv.deps.db);
    const { packId } = await ok<{ packId: number }>(owner.client, "study/AddCoursePackage", { title: "别人的包" });
    const item = await ok<{ id: number }>(owner.client, "study/AddCourseToPackage", { packId, courseType: 2, strId: course.strId });
    const before = await srv.deps.db.select().from(coursePacks).where(eq(coursePacks.id, packId));
    const calls: [string, Record<string, unknown>][] = [
      ["study/EditCoursePackage", { packId, title: "改名" }],
      ["study/DelCoursePack", { packId }],
      ["study/GetCourseList", { packId, type: 2, key: "课程" }],
      ["study/GetCourseList", { packId, type: 1 }],
      ["study/AddCourseToPackage", { packId, courseType: 2, strId: course.strId }],
      ["study/RemoveCourseFromPackage", { packId, id: item.id }],
      ["study/UpdateCourseSort", { packId, ids: [item.id], orders: [30] }],
      ["study/UpCoursePackState", { packId }],
      ["study/GetCoursePackPoster", { packId }],
    ];
    for (const [path, payload] of calls) {
      // Not shared yet, so not even that it exists.
      const answer = await refused(me.client, path, payload, STUDY_MSG.noPack);
      expect(answer.data).toBeNull();
    }
    expect(await srv.deps.db.select().from(coursePacks).where(eq(coursePacks.id, packId))).toEqual(before);
    const detail = await ok<PackDetail>(owner.client, "study/GetCourseListById", { packId });
    expect(detail.courseList.map((c) => c.id)).toEqual([item.id]);
    // A deleted pack of someone else's: not even that it exists.
    await ok(owner.client, "study/DelCoursePack", { packId });
    for (const [path, payload] of calls) await refused(me.client, path, payload, STUDY_MSG.noPack);
  });
});
