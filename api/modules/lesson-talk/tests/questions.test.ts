import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import sharp from "sharp";
import { type AdminBrowser, auditRows, listQuery, signedInOperator } from "@/api/admin/tests/support";
import type { LessonQuestion, LessonQuestionPage, UsefulResult } from "@/api/contract/lesson-talk";
import type { UploadTicket } from "@/api/contract/upload";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";
import { makeCourse } from "../../course/tests/helpers";
import { signedInPeople } from "../../training/tests/helpers";
import { cookieOf, postUpload } from "../../upload/tests/helpers";

let srv: TestServer;
let people: Awaited<ReturnType<typeof signedInPeople>>;
let made: Awaited<ReturnType<typeof makeCourse>>;
let op: AdminBrowser;

beforeAll(async () => {
  srv = await startTestServer();
  people = await signedInPeople(srv.deps.db, srv.url, 3, 17731000000);
  made = await makeCourse(srv.deps.db, [[300, 200]]);
  op = await signedInOperator(srv.deps.db, srv.url, "13900000871", "问答运营");
});
afterAll(() => srv.stop());

const id = () => made.course.strId;
const lessonId = () => made.lessons[0]!.id;
const list = (client = people[0]!.client, order = 0) =>
  client.call<LessonQuestionPage>("MoocTraining/GetQuestionList", { id: id(), lessonId: lessonId(), order });
const countQuestions = async () => (await rows<{ n: number }>(srv.deps.db, "select count(*)::int as n from lesson_questions"))[0]!.n;

/** A picture uploaded the portal's way: a ticket, then the upload host (which checks it by its content). */
async function uploadPicture(client: (typeof people)[number]["client"]) {
  const ticket = (await client.call<UploadTicket>("common/uploadticket", { pathType: "common" })).data;
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
  const answer = await postUpload(srv.url, cookieOf(client), {
    pathType: "common",
    timestamp: String(ticket.timestamp),
    chk: ticket.chk,
    sign: ticket.sign,
    file: new File([png], "q.png"),
  });
  return (answer.data as { path: string }).path;
}

describe("lesson 问答", () => {
  test("asking needs a login and a begun course; bad input is refused in Chinese and writes nothing", async () => {
    const [asker] = people;
    const body = { id: id(), lessonId: lessonId(), content: "怎么设置出价？" };
    expect((await testClient(srv.url).call("MoocTraining/AddQuestion", body)).code).toBe(1503);
    expect(await asker!.client.call("MoocTraining/AddQuestion", body)).toMatchObject({ code: 1, msg: "请先开始学习该课程" });
    await asker!.client.call("MoocTraining/StudyNew", { id: id() });
    const other = await makeCourse(srv.deps.db, [[30]]);
    const bad: [Record<string, unknown>, string, string][] = [
      [{ ...body, content: "   " }, "content", "请填写问题内容"],
      [{ ...body, content: "问".repeat(501) }, "content", "问题内容不能超过500个字"],
      [{ ...body, picture: "/uploads/idcard/1/x.jpg" }, "picture", "图片无效，请重新上传"],
      [{ ...body, picture: "https://evil.example/x.png" }, "picture", "图片无效，请重新上传"],
      [{ ...body, lessonId: 0 }, "lessonId", "请选择课时"],
    ];
    for (const [input, field, msg] of bad)
      expect(await asker!.client.call("MoocTraining/AddQuestion", input)).toMatchObject({ code: 1, msg, data: { field } });
    // A lesson of another course is not this course's.
    expect(await asker!.client.call("MoocTraining/AddQuestion", { ...body, lessonId: other.lessons[0]!.id })).toMatchObject({
      code: 1,
      msg: "请先开始学习该课程",
    });
    expect(await countQuestions()).toBe(0);
  });

  test("a learner asks with a picture; an operator's answer is 讲师回答 (audited); others answer and mark 有用 once", async () => {
    const [asker, helper, reader] = people;
    const picture = await uploadPicture(asker!.client);
    const asked = await asker!.client.call<LessonQuestion>("MoocTraining/AddQuestion", {
      id: id(),
      lessonId: lessonId(),
      content: " <b>怎么设置出价？</b> ",
      picture,
    });
    expect(asked).toMatchObject({
      code: 0,
      msg: "提问成功",
      data: { content: "<b>怎么设置出价？</b>", picture, nickName: "学**", mine: 1 },
    });
    const questionId = asked.data.id;

    // The back office lists it unanswered, then an operator answers as the lecturer.
    const waiting = await op.get(`/course-questions${listQuery({ filter: { courseId: made.course.id, answered: false } })}`);
    expect(waiting.json).toMatchObject([{ id: questionId, answered: false, authorName: "学员0", lessonTitle: "课时1-1" }]);
    const counts = await op.get("/course-question-counts");
    expect(counts.json).toContainEqual({ id: made.course.id, courseTitle: made.course.title, unanswered: 1 });
    expect((await op.post("/course-answers", { questionId, content: " " })).json.message).toBe("请填写回答内容");
    const answer = await op.post("/course-answers", { questionId, content: "先用自动出价，跑出数据再调整。" });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ lecturer: true, hidden: false });
    expect(await auditRows(srv.deps.db, "course-answers", answer.json.id)).toHaveLength(1);
    expect((await op.get(`/course-questions${listQuery({ filter: { answered: true } })}`)).json).toMatchObject([{ id: questionId }]);
    expect((await op.get("/course-question-counts")).json.some((r: { id: number }) => r.id === made.course.id)).toBe(false);

    // A learner's plain answer needs the course begun.
    expect(await helper!.client.call("MoocTraining/AddAnswer", { questionId, content: "我也想知道" })).toMatchObject({
      code: 1,
      msg: "请先开始学习该课程",
    });
    await helper!.client.call("MoocTraining/StudyNew", { id: id() });
    const plain = await helper!.client.call<{ id: number; lecturer: number }>("MoocTraining/AddAnswer", {
      questionId,
      content: "先小预算测试",
    });
    expect(plain).toMatchObject({ code: 0, msg: "回答成功", data: { lecturer: 0 } });

    // 有用: once a person however often it is sent; taken back; never on one's own.
    const mark = (client: typeof reader.client, useful: number, target = "question", targetId = questionId) =>
      client.call<UsefulResult>("MoocTraining/MarkUseful", { target, targetId, useful });
    expect((await testClient(srv.url).call("MoocTraining/MarkUseful", { target: "question", targetId: questionId, useful: 1 })).code).toBe(
      1503,
    );
    expect((await mark(reader!.client, 1)).data).toEqual({ useful: 1, marked: 1 });
    expect((await mark(reader!.client, 1)).data).toEqual({ useful: 1, marked: 1 });
    expect((await mark(helper!.client, 1)).data).toEqual({ useful: 2, marked: 1 });
    expect((await mark(helper!.client, 0)).data).toEqual({ useful: 1, marked: 0 });
    expect(await mark(asker!.client, 1)).toMatchObject({ code: 1, msg: "不能给自己的内容点有用" });
    expect((await mark(reader!.client, 1, "answer", answer.json.id)).data).toEqual({ useful: 1, marked: 1 });

    // What the study page shows: 讲师回答 first, signed 课程讲师, with the counts and my marks.
    const page = (await list(reader!.client)).data;
    expect(page.pager.totalRecord).toBe(1);
    expect(page.list[0]).toMatchObject({ id: questionId, useful: 1, marked: 1, mine: 0, lecturerAnswered: 1 });
    expect(page.list[0]!.answers).toMatchObject([
      { lecturer: 1, nickName: "课程讲师", content: "先用自动出价，跑出数据再调整。", useful: 1, marked: 1 },
      { lecturer: 0, nickName: "学**", content: "先小预算测试", useful: 0 },
    ]);
    // A visitor reads them too, with no marks of their own.
    expect((await list(testClient(srv.url))).data.list[0]).toMatchObject({ marked: 0, mine: 0 });
  });

  test("most useful first; hiding a question or an answer takes it off the portal, needs a reason and is audited", async () => {
    const [asker, helper, reader] = people;
    const second = await helper!.client.call<LessonQuestion>("MoocTraining/AddQuestion", {
      id: id(),
      lessonId: lessonId(),
      content: "素材怎么做？",
    });
    const newest = (await list()).data.list.map((q) => q.id);
    expect(newest[0]).toBe(second.data.id);
    const useful = (await list(asker!.client, 1)).data.list.map((q) => q.id);
    expect(useful[1]).toBe(second.data.id);

    expect((await op.post(`/course-questions/${second.data.id}/hide`, { reason: "" })).json.message).toBe("请填写隐藏原因");
    const hidden = await op.post(`/course-questions/${second.data.id}/hide`, { reason: "与课程无关" });
    expect(hidden.json).toMatchObject({ hidden: true, hiddenReason: "与课程无关" });
    expect((await op.post(`/course-questions/${second.data.id}/hide`, { reason: "再次" })).status).toBe(409);
    expect((await list()).data.list.map((q) => q.id)).not.toContain(second.data.id);
    expect(await reader!.client.call("MoocTraining/AddAnswer", { questionId: second.data.id, content: "答" })).toMatchObject({
      code: 1,
      msg: "问题不存在或已被隐藏",
    });
    const [audit] = await auditRows(srv.deps.db, "course-questions", second.data.id);
    expect(audit).toMatchObject({ action: "update", after: { hiddenReason: "与课程无关" } });

    const first = (await list()).data.list[0]!;
    const plain = first.answers.find((a) => !a.lecturer)!;
    expect((await op.post(`/course-answers/${plain.id}/hide`, { reason: "广告" })).status).toBe(200);
    expect((await list()).data.list[0]!.answers.map((a) => a.id)).not.toContain(plain.id);
    expect(await auditRows(srv.deps.db, "course-answers", plain.id)).toHaveLength(1);
  });

  test("learners and visitors never reach the back office's questions", async () => {
    const res = await fetch(`${srv.url}/admin/api/course-questions`, { headers: { cookie: cookieOf(people[0]!.client) } });
    expect(res.status).toBe(403);
    expect((await fetch(`${srv.url}/admin/api/course-questions`)).status).toBe(401);
  });
});
