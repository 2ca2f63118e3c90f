import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type AdminBrowser, auditRows, listQuery, signedInOperator } from "@/api/admin/tests/support";
import type { LessonNote, MyNotePage, PublicNotePage } from "@/api/contract/lesson-talk";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeCourse } from "../../course/tests/helpers";
import { signedInPeople } from "../../training/tests/helpers";

let srv: TestServer;
let people: Awaited<ReturnType<typeof signedInPeople>>;
let made: Awaited<ReturnType<typeof makeCourse>>;
let op: AdminBrowser;

beforeAll(async () => {
  srv = await startTestServer();
  people = await signedInPeople(srv.deps.db, srv.url, 2, 17732000000);
  made = await makeCourse(srv.deps.db, [[300], [400]]);
  op = await signedInOperator(srv.deps.db, srv.url, "13900000872", "笔记运营");
  for (const p of people) await p.client.call("MoocTraining/StudyNew", { id: made.course.strId });
});
afterAll(() => srv.stop());

const id = () => made.course.strId;
const [first, second] = [0, 1].map((i) => () => made.lessons[i]!.id);
const add = (client: (typeof people)[number]["client"], lessonId: number, s: number, content: string, shared = 0) =>
  client.call<LessonNote>("MoocTraining/AddNote", { id: id(), lessonId, second: s, content, shared });
const own = (client: (typeof people)[number]["client"]) => client.call<LessonNote[]>("MoocTraining/GetNoteList", { id: id() });
const publicNotes = () => testClient(srv.url).call<PublicNotePage>("MoocTraining/GetPublicNoteList", { id: id() });

describe("lesson 笔记", () => {
  test("notes need a login, a begun course and a text within the limit (messages in Chinese)", async () => {
    expect((await testClient(srv.url).call("MoocTraining/AddNote", { id: id(), lessonId: first(), second: 3, content: "x" })).code).toBe(
      1503,
    );
    expect((await testClient(srv.url).call("MoocTraining/GetNoteList", { id: id() })).code).toBe(1503);
    expect((await testClient(srv.url).call("my/mynote", {})).code).toBe(1503);
    const [me] = people;
    expect(await add(me!.client, first(), 3, "  ")).toMatchObject({ code: 1, msg: "请填写笔记内容", data: { field: "content" } });
    expect(await add(me!.client, first(), 3, "记".repeat(1001))).toMatchObject({ msg: "笔记内容不能超过1000个字" });
    expect(await add(me!.client, first(), -1, "负数")).toMatchObject({ code: 1, data: { field: "second" } });
    const stranger = await makeCourse(srv.deps.db, [[60]]);
    expect(
      await me!.client.call("MoocTraining/AddNote", {
        id: stranger.course.strId,
        lessonId: stranger.lessons[0]!.id,
        second: 1,
        content: "未学",
      }),
    ).toMatchObject({ code: 1, msg: "请先开始学习该课程" });
    expect((await own(me!.client)).data).toEqual([]);
  });

  test("notes are private to their owner, in lesson and time order; editing and deleting reach only one's own", async () => {
    const [me, other] = people;
    const late = await add(me!.client, first(), 312, "第二个要点");
    expect(late).toMatchObject({ code: 0, msg: "笔记已保存", data: { second: 312, shared: 0, hidden: 0 } });
    await add(me!.client, second(), 5, "第二课时");
    await add(me!.client, first(), 12, "<script>alert(1)</script>");
    expect((await own(me!.client)).data.map((n) => [n.lessonId, n.second])).toEqual([
      [first(), 12],
      [first(), 312],
      [second(), 5],
    ]);
    // Someone else sees none of them, can neither change nor delete one, and private notes are not public.
    expect((await own(other!.client)).data).toEqual([]);
    expect(await other!.client.call("MoocTraining/UpdateNote", { noteId: late.data.id, content: "改掉", shared: 1 })).toMatchObject({
      code: 1,
      msg: "笔记不存在",
    });
    expect(await other!.client.call("MoocTraining/DelNote", { noteId: late.data.id })).toMatchObject({ code: 1, msg: "笔记不存在" });
    expect((await publicNotes()).data.list).toEqual([]);
    expect((await op.get("/course-notes")).json).toEqual([]);

    const edited = await me!.client.call<LessonNote>("MoocTraining/UpdateNote", { noteId: late.data.id, content: "改过的要点", shared: 0 });
    expect(edited.data).toMatchObject({ content: "改过的要点", second: 312 });
    const gone = (await own(me!.client)).data.find((n) => n.lessonId === second())!;
    expect(await me!.client.call("MoocTraining/DelNote", { noteId: gone.id })).toMatchObject({ code: 0, msg: "笔记已删除" });
    expect((await own(me!.client)).data).toHaveLength(2);

    // 我的笔记 lists them with where they open.
    const mine = (await me!.client.call<MyNotePage>("my/mynote", {})).data;
    expect(mine.pager.totalRecord).toBe(2);
    expect(mine.list[0]).toMatchObject({ courseStrId: id(), courseTitle: made.course.title, lessonTitle: "课时1-1" });
    expect((await other!.client.call<MyNotePage>("my/mynote", {})).data.list).toEqual([]);
  });

  test("a shared note shows in 公开笔记 under the author's nickname; an operator hides it (audited), its owner keeps it", async () => {
    const [me, other] = people;
    const shared = await add(other!.client, second(), 40, "分享一个技巧", 1);
    const notes = (await publicNotes()).data;
    expect(notes.list).toMatchObject([
      { id: shared.data.id, nickName: "学**", content: "分享一个技巧", second: 40, lessonTitle: "课时2-1" },
    ]);
    const row = (await op.get(`/course-notes${listQuery({ filter: { courseId: made.course.id } })}`)).json;
    expect(row).toMatchObject([{ id: shared.data.id, authorName: "学员1", hidden: false }]);
    // A private note is not the back office's to hide.
    const privateNote = (await own(me!.client)).data[0]!;
    expect((await op.post(`/course-notes/${privateNote.id}/hide`, { reason: "看看" })).status).toBe(404);

    expect((await op.post(`/course-notes/${shared.data.id}/hide`, { reason: "含联系方式" })).json).toMatchObject({ hidden: true });
    expect((await publicNotes()).data.list).toEqual([]);
    expect((await own(other!.client)).data).toMatchObject([{ id: shared.data.id, shared: 1, hidden: 1 }]);
    expect(await auditRows(srv.deps.db, "course-notes", shared.data.id)).toHaveLength(1);
  });
});
