import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { CourseComment, CourseCommentPage } from "@/api/contract/course";
import { courseComments } from "@/db/schema/course";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";
import { signedInPeople } from "../../training/tests/helpers";
import { courseRowCounts, makeCourse } from "./helpers";

let srv: TestServer;
let people: Awaited<ReturnType<typeof signedInPeople>>;
let made: Awaited<ReturnType<typeof makeCourse>>;

beforeAll(async () => {
  srv = await startTestServer();
  people = await signedInPeople(srv.deps.db, srv.url, 4, 17730000000);
  made = await makeCourse(srv.deps.db, [[30]]);
});
afterAll(() => srv.stop());

const id = () => made.course.strId;

describe("MoocTraining/AddComment and GetCommentList", () => {
  test("only someone who has begun the course may comment, once; bad input is refused and writes nothing", async () => {
    const [p] = people;
    const before = await courseRowCounts(srv.deps.db);
    expect((await testClient(srv.url).call("MoocTraining/AddComment", { id: id(), score: 5, content: "好" })).code).toBe(1503);
    expect(await p!.client.call("MoocTraining/AddComment", { id: id(), score: 5, content: "很好" })).toMatchObject({
      code: 1,
      msg: "请先学习该课程再评价",
    });
    const bad: [Record<string, unknown>, string, string][] = [
      [{ id: id(), score: 0, content: "好" }, "score", "请选择评分"],
      [{ id: id(), score: 6, content: "好" }, "score", "请选择评分"],
      [{ id: id(), score: 5, content: "  " }, "content", "请填写评价内容"],
      [{ id: id(), score: 5, content: "长".repeat(501) }, "content", "评价内容不能超过500个字"],
      [{ id: "nope", score: 5, content: "好" }, "", "课程不存在或已下线"],
    ];
    for (const [body, field, msg] of bad)
      expect(await p!.client.call("MoocTraining/AddComment", body)).toMatchObject({ code: 1, msg, ...(field ? { data: { field } } : {}) });
    expect(await courseRowCounts(srv.deps.db)).toEqual(before);

    await p!.client.call("MoocTraining/StudyNew", { id: id() });
    const added = await p!.client.call<CourseComment>("MoocTraining/AddComment", { id: id(), score: 4, content: " 讲得清楚 " });
    expect(added).toMatchObject({ code: 0, msg: "评价成功", data: { score: 4, content: "讲得清楚", nickName: "学**" } });
    expect(await p!.client.call("MoocTraining/AddComment", { id: id(), score: 5, content: "再来一条" })).toMatchObject({
      code: 1,
      msg: "您已评价过该课程",
    });
    const [{ n }] = await rows<{ n: number }>(srv.deps.db, `select count(*)::int as n from course_comments where user_id = ${p!.id}`);
    expect(n).toBe(1);
  });

  test("the list leaves hidden comments out, counts only visible ones, and shows the person their own", async () => {
    const [, q, r, s] = people;
    for (const [i, who] of [q, r, s].entries()) {
      await who!.client.call("MoocTraining/StudyNew", { id: id() });
      await who!.client.call("MoocTraining/AddComment", { id: id(), score: 3 + i, content: `评价${i}` });
    }
    await srv.deps.db.update(courseComments).set({ hidden: 1 }).where(eq(courseComments.content, "评价1"));
    const visitorPage = await testClient(srv.url).call<CourseCommentPage>("MoocTraining/GetCommentList", { id: id(), pageSize: 2 });
    expect(visitorPage.data.pager).toEqual({ currentPage: 1, pageSize: 2, totalPage: 2, totalRecord: 3 });
    expect(visitorPage.data.list.map((c) => c.content)).toEqual(["评价2", "评价0"]);
    expect(visitorPage.data.mine).toBeNull();
    const mine = await r!.client.call<CourseCommentPage>("MoocTraining/GetCommentList", { id: id(), currentPage: 2, pageSize: 2 });
    expect(mine.data.list.map((c) => c.content)).toEqual(["讲得清楚"]);
    expect(mine.data.mine).toMatchObject({ content: "评价1", score: 4 });
    const detail = await testClient(srv.url).call<{ score: number; commentCount: number }>("MoocTraining/Detail", { id: id() });
    // Visible: 4 (讲得清楚), 3 (评价0), 5 (评价2).
    expect(detail.data).toMatchObject({ commentCount: 3, score: 4 });
  });
});

describe("MoocTraining/Collect", () => {
  test("keeps and lets go of a course; an unknown course or bad value is refused", async () => {
    const p = people[3]!;
    expect(await p.client.call("MoocTraining/Collect", { id: id(), collect: 1 })).toMatchObject({ code: 0, msg: "收藏成功" });
    const collected = async () =>
      (await p.client.call<{ me: { collected: number } }>("MoocTraining/Detail", { id: id() })).data.me.collected;
    expect(await collected()).toBe(1);
    expect(await p.client.call("MoocTraining/Collect", { id: id(), collect: 0 })).toMatchObject({ code: 0, msg: "已取消收藏" });
    expect(await collected()).toBe(0);
    expect(await p.client.call("MoocTraining/Collect", { id: "nope", collect: 1 })).toMatchObject({ code: 1, msg: "课程不存在或已下线" });
    expect(await p.client.call("MoocTraining/Collect", { id: id(), collect: 2 })).toMatchObject({ code: 1, data: { field: "collect" } });
    expect((await testClient(srv.url).call("MoocTraining/Collect", { id: id(), collect: 1 })).code).toBe(1503);
  });
});
