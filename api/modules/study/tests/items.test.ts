import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import {
  PACK_ITEMS_MAX,
  PACK_SEARCH_PAGE_SIZE,
  type PackDetail,
  type PackItem,
  type PackSearchItem,
  STUDY_MSG,
} from "@/api/contract/study";
import { signedInPeople } from "@/api/modules/zhaopin/positions/tests/fixtures";
import { courseEnrollments, courses } from "@/db/schema/course";
import { coursePackItems } from "@/db/schema/study";
import { trainingAttends, trainings } from "@/db/schema/training";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeCourse, makeSession, ok, refused } from "./fixtures";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

const person = signedInPeople(() => srv, 13820000000, "10.19.0");
type Found = { list: PackSearchItem[] };

async function newPack(client: Awaited<ReturnType<typeof person>>["client"], title = "我的学习包") {
  return (await ok<{ packId: number }>(client, "study/AddCoursePackage", { title })).packId;
}

describe("study/GetCourseList", () => {
  test("type 2 finds published courses and sessions by a part of their title, newest first, a page at a time", async () => {
    const db = srv.deps.db;
    const me = await person();
    const packId = await newPack(me.client);
    const word = `独角兽Ab${process.pid}`;
    const old = await makeCourse(db, { title: `${word}课程入门`, createdAt: new Date(Date.now() - 60_000) });
    const session = await makeSession(db, { title: `直播：${word.toUpperCase()}实战` });
    await makeCourse(db, { title: `${word}下线课`, published: 0 });
    await makeCourse(db, { title: `${word.slice(0, 2)}无关课程` });
    const fresh = await makeCourse(db, { title: `新${word}` });
    const found = await ok<Found>(me.client, "study/GetCourseList", { packId, type: 2, key: word, pageNum: 1 });
    expect(found.list.map((f) => [f.courseType, f.courseID])).toEqual([
      [2, fresh.id],
      [1, session.id],
      [2, old.id],
    ]);
    expect(found.list[1]).toEqual({
      courseType: 1,
      courseID: session.id,
      strId: session.strId,
      title: session.title,
      cover: "",
      courseUrl: `/Training/Detail/${session.strId}`,
      status: 0,
    });
    expect(found.list[0]!.courseUrl).toBe(`/mooctraining/StudyNew/${fresh.strId}?name=${encodeURIComponent(fresh.title)}`);
    // One character, a pair across the word, a LIKE wildcard taken literally.
    expect((await ok<Found>(me.client, "study/GetCourseList", { packId, type: 2, key: "兽" })).list.map((f) => f.courseID)).toContain(
      old.id,
    );
    expect((await ok<Found>(me.client, "study/GetCourseList", { packId, type: 2, key: "%" })).list).toEqual([]);

    await ok(me.client, "study/AddCourseToPackage", { packId, courseType: 2, strId: old.strId });
    const again = await ok<Found>(me.client, "study/GetCourseList", { packId, type: 2, key: word });
    expect(again.list.map((f) => f.status)).toEqual([0, 0, 1]);
    // A withdrawn course and a renamed session leave the very next search (the kept answer goes with the data's version).
    await db.update(courses).set({ published: 0 }).where(eq(courses.id, fresh.id));
    await db.update(trainings).set({ title: "改名的直播" }).where(eq(trainings.id, session.id));
    const after = await ok<Found>(me.client, "study/GetCourseList", { packId, type: 2, key: word });
    expect(after.list.map((f) => [f.courseID, f.status])).toEqual([[old.id, 1]]);

    const many = `翻页${process.pid}`;
    for (let i = 0; i < PACK_SEARCH_PAGE_SIZE + 3; i++) await makeCourse(db, { title: `${many}第${i}课` });
    const first = await ok<Found>(me.client, "study/GetCourseList", { packId, type: 2, key: many, pageNum: 1 });
    const second = await ok<Found>(me.client, "study/GetCourseList", { packId, type: 2, key: many, pageNum: 2 });
    expect(first.list).toHaveLength(PACK_SEARCH_PAGE_SIZE);
    expect(second.list).toHaveLength(3);
    expect(new Set([...first.list, ...second.list].map((f) => f.courseID)).size).toBe(PACK_SEARCH_PAGE_SIZE + 3);
  });

  test("searches of several packs at once each answer for their own pack and person", async () => {
    const db = srv.deps.db;
    const [a, b] = [await person(), await person()];
    const [packA, packB] = [await newPack(a.client), await newPack(b.client)];
    const word = `同批${process.pid}`;
    const c = await makeCourse(db, { title: `${word}课程` });
    await ok(a.client, "study/AddCourseToPackage", { packId: packA, courseType: 2, strId: c.strId });
    const ask = (who: typeof a, packId: number) => who.client.call<Found>("study/GetCourseList", { packId, type: 2, key: word });
    const [aOwn, bOwn, bInA, aInB] = await Promise.all([ask(a, packA), ask(b, packB), ask(b, packA), ask(a, packB)]);
    expect(aOwn.data.list.map((f) => [f.courseID, f.status])).toEqual([[c.id, 1]]);
    expect(bOwn.data.list.map((f) => [f.courseID, f.status])).toEqual([[c.id, 0]]);
    expect([bInA.code, bInA.msg, aInB.code, aInB.msg]).toEqual([1, STUDY_MSG.noPack, 1, STUDY_MSG.noPack]);
  });

  test("type 1 lists what the creator studied, collected or signed up for, published ones only", async () => {
    const db = srv.deps.db;
    const me = await person();
    const packId = await newPack(me.client);
    const studied = await makeCourse(db);
    const collected = await makeCourse(db);
    const withdrawn = await makeCourse(db, { published: 0 });
    await makeCourse(db);
    const session = await makeSession(db);
    const cancelled = await makeSession(db);
    const now = Date.now();
    await db.insert(courseEnrollments).values([
      { userId: me.id, courseId: studied.id, startedAt: new Date(now - 3000), lastStudyAt: new Date(now - 1000) },
      { userId: me.id, courseId: collected.id, collectedAt: new Date(now - 2000) },
      { userId: me.id, courseId: withdrawn.id, startedAt: new Date(now) },
    ]);
    await db.insert(trainingAttends).values([
      { trainingId: session.id, userId: me.id, status: "signed", createdAt: new Date(now - 500) },
      { trainingId: cancelled.id, userId: me.id, status: "released" },
    ]);
    const found = await ok<Found>(me.client, "study/GetCourseList", { packId, type: 1 });
    expect(found.list.map((f) => [f.courseType, f.courseID])).toEqual([
      [1, session.id],
      [2, studied.id],
      [2, collected.id],
    ]);
    const keyed = await ok<Found>(me.client, "study/GetCourseList", { packId, type: 1, key: collected.title });
    expect(keyed.list.map((f) => f.courseID)).toEqual([collected.id]);
  });
});

describe("study/AddCourseToPackage", () => {
  test("adds at the bottom; a course already in, gone or unpublished answers data -1", async () => {
    const db = srv.deps.db;
    const me = await person();
    const packId = await newPack(me.client);
    const a = await makeCourse(db);
    const s = await makeSession(db);
    const hidden = await makeCourse(db, { published: 0 });
    const added = await me.client.call<PackDetail["courseList"][number] & { status: 1 }>("study/AddCourseToPackage", {
      packId,
      courseType: 2,
      strId: a.strId,
      courseID: 999,
      courseUrl: "https://elsewhere.example",
    });
    expect(added).toEqual({
      code: 0,
      msg: STUDY_MSG.added,
      data: {
        id: expect.any(Number),
        packId,
        courseType: 2,
        courseID: a.id,
        strId: a.strId,
        title: a.title,
        cover: a.cover,
        courseUrl: `/mooctraining/StudyNew/${a.strId}?name=${encodeURIComponent(a.title)}`,
        sort: 0,
        finished: false,
        status: 1,
      },
    });
    const second = await ok<{ sort: number }>(me.client, "study/AddCourseToPackage", { packId, courseType: 1, strId: s.strId });
    expect(second.sort).toBe(-1);
    expect(await refused(me.client, "study/AddCourseToPackage", { packId, courseType: 2, strId: a.strId }, STUDY_MSG.inPack)).toMatchObject(
      {
        data: -1,
      },
    );
    expect(
      await refused(me.client, "study/AddCourseToPackage", { packId, courseType: 2, strId: hidden.strId }, STUDY_MSG.noCourse),
    ).toMatchObject({
      data: -1,
    });
    // A session's strId named as a course is no course.
    expect(
      await refused(me.client, "study/AddCourseToPackage", { packId, courseType: 2, strId: s.strId }, STUDY_MSG.noCourse),
    ).toMatchObject({
      data: -1,
    });
    const detail = await ok<PackDetail>(me.client, "study/GetCourseListById", { packId });
    expect(detail.courseList.map((c) => [c.courseType, c.courseID])).toEqual([
      [2, a.id],
      [1, s.id],
    ]);
    expect(detail.courseList[1]!.courseUrl).toBe(`/Training/Detail/${s.strId}`);
  });

  test("the same course added twice at once is in the pack once; one add answers data -1", async () => {
    const db = srv.deps.db;
    const me = await person();
    const packId = await newPack(me.client);
    const c = await makeCourse(db);
    const answers = await Promise.all(
      [1, 2].map(() => me.client.call("study/AddCourseToPackage", { packId, courseType: 2, strId: c.strId })),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([0, 1]);
    expect(answers.find((a) => a.code === 1)).toMatchObject({ msg: STUDY_MSG.inPack, data: -1 });
    expect(await db.select().from(coursePackItems).where(eq(coursePackItems.packId, packId))).toHaveLength(1);
  });

  test("a full pack takes no more", async () => {
    const db = srv.deps.db;
    const me = await person();
    const packId = await newPack(me.client);
    const made = await db
      .insert(courses)
      .values(Array.from({ length: PACK_ITEMS_MAX }, (_, i) => ({ strId: `full${process.pid}x${i}`, title: `满包课程${i}` })))
      .returning({ id: courses.id });
    await db.insert(coursePackItems).values(made.map((m, i) => ({ packId, courseType: 2, courseId: m.id, sort: -i })));
    const one = await makeCourse(db);
    expect(
      await refused(me.client, "study/AddCourseToPackage", { packId, courseType: 2, strId: one.strId }, STUDY_MSG.packFull),
    ).toMatchObject({
      data: -1,
    });
  });
});

describe("removing and ordering", () => {
  test("remove answers status 0; sort takes exactly the pack's items", async () => {
    const db = srv.deps.db;
    const me = await person();
    const packId = await newPack(me.client);
    const otherPack = await newPack(me.client, "另一个包");
    const [a, b, c] = [await makeCourse(db), await makeCourse(db), await makeSession(db)];
    const add = async (courseType: number, strId: string, into = packId) =>
      (await ok<{ id: number }>(me.client, "study/AddCourseToPackage", { packId: into, courseType, strId })).id;
    const ia = await add(2, a.strId);
    const ib = await add(2, b.strId);
    const ic = await add(1, c.strId);
    const foreign = await add(2, a.strId, otherPack);
    const order = async () => (await ok<PackDetail>(me.client, "study/GetCourseListById", { packId })).courseList.map((x) => x.id);
    expect(await order()).toEqual([ia, ib, ic]);

    expect(await me.client.call("study/UpdateCourseSort", { packId, ids: [ic, ia, ib], orders: [30, 29, 28] })).toMatchObject({
      code: 0,
      msg: STUDY_MSG.sorted,
    });
    expect(await order()).toEqual([ic, ia, ib]);
    await refused(me.client, "study/UpdateCourseSort", { packId, ids: [ic, ia], orders: [30, 29] }, STUDY_MSG.sortBad);
    await refused(me.client, "study/UpdateCourseSort", { packId, ids: [ic, ia, foreign], orders: [30, 29, 28] }, STUDY_MSG.sortBad);
    expect(await order()).toEqual([ic, ia, ib]);

    expect(await me.client.call("study/RemoveCourseFromPackage", { packId, id: ia })).toEqual({
      code: 0,
      msg: STUDY_MSG.removed,
      data: { status: 0 },
    });
    await refused(me.client, "study/RemoveCourseFromPackage", { packId, id: ia }, STUDY_MSG.notInPack);
    await refused(me.client, "study/RemoveCourseFromPackage", { packId, id: foreign }, STUDY_MSG.notInPack);
    expect(await order()).toEqual([ic, ib]);
    // A new item still lands at the bottom.
    const id = await add(2, a.strId);
    expect(await order()).toEqual([ic, ib, id]);
  });

  test("a withdrawn or deleted course leaves the pack's reads; the pack keeps working", async () => {
    const db = srv.deps.db;
    const me = await person();
    const packId = await newPack(me.client);
    const [a, b] = [await makeCourse(db), await makeCourse(db)];
    const s = await makeSession(db);
    const ia = (await ok<{ id: number }>(me.client, "study/AddCourseToPackage", { packId, courseType: 2, strId: a.strId })).id;
    const ib = (await ok<{ id: number }>(me.client, "study/AddCourseToPackage", { packId, courseType: 2, strId: b.strId })).id;
    const is = (await ok<{ id: number }>(me.client, "study/AddCourseToPackage", { packId, courseType: 1, strId: s.strId })).id;
    await db.update(courses).set({ published: 0 }).where(eq(courses.id, a.id));
    await db.update(trainings).set({ published: 0 }).where(eq(trainings.id, s.id));
    const detail = await ok<PackDetail>(me.client, "study/GetCourseListById", { packId });
    expect(detail.courseList.map((c) => c.id)).toEqual([ib]);
    expect(detail.courseNum).toBe(1);
    const mine = await ok<{ list: PackItem[] }>(me.client, "study/GetCoursePackageList", { type: 3 });
    expect(mine.list.find((p) => p.id === packId)).toMatchObject({ courseNum: 1, cover: b.cover });
    // The page orders what it sees.
    await ok(me.client, "study/UpdateCourseSort", { packId, ids: [ib], orders: [30] });
    await refused(me.client, "study/UpdateCourseSort", { packId, ids: [ib, ia, is], orders: [30, 29, 28] }, STUDY_MSG.sortBad);
    await refused(me.client, "study/GetStudyCourse", { id: ia }, STUDY_MSG.notInPack);
    await db.delete(courses).where(eq(courses.id, b.id));
    expect((await ok<PackDetail>(me.client, "study/GetCourseListById", { packId })).courseList).toEqual([]);
    await db.update(courses).set({ published: 1 }).where(eq(courses.id, a.id));
    expect((await ok<PackDetail>(me.client, "study/GetCourseListById", { packId })).courseList.map((c) => c.id)).toEqual([ia]);
  });
});
