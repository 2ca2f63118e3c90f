import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { count, eq, sql } from "drizzle-orm";
import { type AdminBrowser, auditRows, listQuery as q, signedInAs, signedInOperator, userWith } from "@/api/admin/tests/support";
import type { SearchPage } from "@/api/contract/search";
import { rowsOf } from "@/db/rows";
import { courseEnrollments, courses, studyDays } from "@/db/schema/course";
import { searchDocuments } from "@/db/schema/search";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
let op: AdminBrowser;

const courseInput = {
  title: "  抖音电商运营实战  ",
  categoryId: null,
  industryIds: [],
  tagIds: [],
  cover: "/uploads/admin/2026-11/abc.png",
  summary: "<p>从选品到直播间复盘</p>",
  lecturers: [{ name: "李老师", title: "电商讲师", imgUrl: "" }],
  columnType: 1,
  specialColumnId: 0,
  isHot: true,
  published: true,
};

type Doc = { title: string; url: string; visible: boolean };
const courseDoc = async (id: number) =>
  rowsOf<Doc>(await srv.deps.db.execute(sql`select title, url, visible from search_documents where type = 2 and source_id = ${id}`))[0];
const found = async (key: string) =>
  (await testClient(srv.url).call<SearchPage>("search/SearchList", { key, currentPage: 1, pageSize: 10, t: 2 })).data.list.map(
    (i) => i.title,
  );
const courseCount = async () => (await srv.deps.db.select({ n: count() }).from(courses))[0].n;

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000150", "运营课");
}, 60_000);
afterAll(() => srv.stop());

describe("courses in the back office", () => {
  test("an operator creates, edits and deletes a course; its search document follows each write, and each write is audited", async () => {
    const made = await op.post("/courses", courseInput);
    expect(made).toMatchObject({
      status: 201,
      json: { title: "抖音电商运营实战", isHot: true, published: true, lecturers: courseInput.lecturers },
    });
    const { id, strId } = made.json;
    expect(strId).toMatch(/^[0-9a-f]{16}$/);
    expect(await courseDoc(id)).toEqual({ title: "抖音电商运营实战", url: `/MoocTraining/Detail/${strId}`, visible: true });
    expect(await found("抖音电商")).toEqual(["抖音电商运营实战"]);

    const edited = await op.put(`/courses/${id}`, { ...made.json, title: "抖音电商运营进阶", published: false });
    expect(edited).toMatchObject({ status: 200, json: { strId, title: "抖音电商运营进阶", published: false } });
    expect(await courseDoc(id)).toEqual({ title: "抖音电商运营进阶", url: `/MoocTraining/Detail/${strId}`, visible: false });
    expect(await found("抖音电商")).toEqual([]);

    expect((await op.del(`/courses/${id}`)).status).toBe(200);
    expect(await courseDoc(id)).toBeUndefined();
    expect((await auditRows(srv.deps.db, "courses", id)).map((r) => r.action)).toEqual(["create", "update", "delete"]);
  });

  test("bad input answers the field's Chinese message and writes nothing, not even a search document", async () => {
    const before = await courseCount();
    const docs = async () => (await srv.deps.db.select({ n: count() }).from(searchDocuments))[0].n;
    const docsBefore = await docs();
    expect(await op.post("/courses", { ...courseInput, title: " " })).toMatchObject({
      status: 400,
      json: { message: "请输入课程标题", field: "title" },
    });
    expect((await op.post("/courses", { ...courseInput, cover: "javascript:alert(1)" })).json.message).toStartWith("封面地址须以");
    expect(await op.post("/courses", { ...courseInput, tagIds: [999] })).toMatchObject({
      status: 400,
      json: { message: "所选标签不存在或已被删除，请重新选择" },
    });
    expect((await op.post("/courses", { ...courseInput, categoryId: 999 })).status).toBe(400);
    expect(await courseCount()).toBe(before);
    expect(await docs()).toBe(docsBefore);
  });

  test("the list filters by title, column, hot and published, and shows learners, finished and average study time", async () => {
    const a = (await op.post("/courses", { ...courseInput, title: "直播带货入门", columnType: 2, isHot: false })).json;
    const b = (await op.post("/courses", { ...courseInput, title: "直播间话术", columnType: 3, published: false })).json;
    const [p1, p2, p3] = await Promise.all(["13900000151", "13900000152", "13900000153"].map((m) => userWith(srv.deps.db, m)));
    const now = new Date();
    await srv.deps.db.insert(courseEnrollments).values([
      { userId: p1.id, courseId: a.id, startedAt: now, finishedAt: now },
      { userId: p2.id, courseId: a.id, startedAt: now },
      // Collected without studying: not a learner.
      { userId: p3.id, courseId: a.id, collectedAt: now },
    ]);
    await srv.deps.db.insert(studyDays).values([
      { userId: p1.id, courseId: a.id, day: "2026-11-01", seconds: 600 },
      { userId: p1.id, courseId: a.id, day: "2026-11-02", seconds: 300 },
      { userId: p2.id, courseId: a.id, day: "2026-11-02", seconds: 300 },
    ]);
    const list = await op.get(`/courses${q({ filter: { q: "直播" }, sort: ["title", "ASC"], range: [0, 9] })}`);
    expect(list.headers.get("content-range")).toBe("courses 0-1/2");
    expect(list.json.map((c: any) => [c.title, c.learners, c.finished, c.avgStudySeconds])).toEqual([
      ["直播带货入门", 2, 1, 600],
      ["直播间话术", 0, 0, 0],
    ]);
    expect((await op.get(`/courses/${a.id}`)).json).toMatchObject({ learners: 2, finished: 1, avgStudySeconds: 600 });
    const titles = async (filter: object) =>
      (await op.get(`/courses${q({ filter: { q: "直播", ...filter } })}`)).json.map((c: any) => c.title);
    expect(await titles({ columnType: 3 })).toEqual(["直播间话术"]);
    expect(await titles({ isHot: false })).toEqual(["直播带货入门"]);
    expect(await titles({ published: false })).toEqual(["直播间话术"]);
    expect((await op.del(`/courses/${a.id}`)).json.message).toBe("该课程已有 3 人学习或收藏，不能删除，可改为下线");
    expect(await srv.deps.db.select().from(courses).where(eq(courses.id, b.id))).toHaveLength(1);
  });

  test("only operators: an enterprise account and a plain person are refused", async () => {
    const hr = await signedInAs(srv.deps.db, srv.url, "13900000154", { roles: ["person", "enterprise"] });
    const person = await signedInAs(srv.deps.db, srv.url, "13900000155", { roles: ["person"] });
    // A plain person gets no back-office session at all.
    for (const resource of ["courses", "course-chapters", "course-lessons", "course-comments"]) {
      expect((await hr.get(`/${resource}`)).status).toBe(403);
      expect((await person.get(`/${resource}`)).status).toBe(401);
    }
    expect((await hr.post("/courses", courseInput)).status).toBe(403);
    expect(await courseCount()).toBe(2);
  });
});
