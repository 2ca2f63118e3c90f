import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type AdminBrowser, listQuery as q, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import type { Page } from "@/api/contract/pager";
import type { Special } from "@/api/contract/special";
import { specialTabItems } from "@/db/schema/special";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeCourse } from "../../../course/tests/helpers";
import { makeTraining } from "../../../training/tests/helpers";

let srv: TestServer;
let op: AdminBrowser;
let courseId: number;
let trainingId: number;

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000170", "运营专栏");
  courseId = (await makeCourse(srv.deps.db, [[60]], { title: "千川基础" })).course.id;
  trainingId = (await makeTraining(srv.deps.db, { title: "千川直播" }))!.id;
}, 60_000);
afterAll(() => srv.stop());

const itemCount = async () => (await srv.deps.db.select().from(specialTabItems)).length;

describe("special columns in the back office", () => {
  test("an operator builds a special column, its tabs and their items, and the portal shows them", async () => {
    const special = await op.post("/special-columns", { title: " 千川专栏 ", summary: "投放", published: true });
    expect(special).toMatchObject({ status: 201, json: { title: "千川专栏", published: true } });
    const specialColumnId = special.json.id;
    const tab = (await op.post("/special-column-tabs", { specialColumnId, name: "入门", roleId: 0, sort: 1 })).json;
    expect(tab).toMatchObject({ specialColumnId, name: "入门", roleId: 0 });
    expect((await op.post("/special-tab-items", { tabId: tab.id, courseId, sort: 2 })).status).toBe(201);
    expect((await op.post("/special-tab-items", { tabId: tab.id, trainingId, sort: 1 })).status).toBe(201);
    const items = await op.get(`/special-tab-items${q({ filter: { tabId: tab.id }, sort: ["sort", "ASC"] })}`);
    expect(items.json.map((i: any) => [i.trainingId, i.courseId])).toEqual([
      [trainingId, null],
      [null, courseId],
    ]);
    // The same course twice in a tab is refused.
    expect((await op.post("/special-tab-items", { tabId: tab.id, courseId })).status).toBe(409);

    const visitor = testClient(srv.url);
    const head = await visitor.call<Special>("MoocTraining/GetSpecial", { specialId: specialColumnId });
    expect(head.data).toMatchObject({ title: "千川专栏", trainingCount: 1, courseCount: 1, tabs: [{ name: "入门" }] });
    const courses = await visitor.call<Page<{ title: string }>>("MoocTraining/SpecialTabsCourse", {
      specialId: specialColumnId,
      tabsId: tab.id,
    });
    expect(courses.data.list.map((c) => c.title)).toEqual(["千川基础"]);

    // Taken offline, the portal no longer shows it.
    expect((await op.put(`/special-columns/${specialColumnId}`, { ...special.json, published: false })).status).toBe(200);
    expect((await visitor.call("MoocTraining/GetSpecial", { specialId: specialColumnId })).msg).toBe("专栏不存在或已下线");
  });

  test("a tab item names exactly one of a live session and a course, each of which must exist", async () => {
    const specialColumnId = (await op.post("/special-columns", { title: "校验专栏" })).json.id;
    const tabId = (await op.post("/special-column-tabs", { specialColumnId, name: "栏目" })).json.id;
    const before = await itemCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ tabId }, "请选择一场直播或一门课程（二选一）"],
      [{ tabId, courseId, trainingId }, "请选择一场直播或一门课程（二选一）"],
      [{ tabId, courseId: 999_999 }, "所选课程不存在"],
      [{ tabId, trainingId: 999_999 }, "所选直播不存在"],
      [{ tabId: 999_999, courseId }, "所选栏目不存在"],
      [{ tabId, courseId: "x" }, "请选择有效的课程"],
    ];
    for (const [body, message] of cases) {
      const res = await op.post("/special-tab-items", body);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect(await itemCount()).toBe(before);
    const tabRes = await op.post("/special-column-tabs", { specialColumnId: 999_999, name: "x" });
    expect(tabRes.json.message).toBe("所选专栏不存在");
    expect((await op.post("/special-columns", { title: "" })).json.message).toBe("请输入专栏名称");
  });

  test("only operators: an enterprise account and a plain person are refused", async () => {
    const hr = await signedInAs(srv.deps.db, srv.url, "13900000171", { roles: ["person", "enterprise"] });
    const person = await signedInAs(srv.deps.db, srv.url, "13900000172", { roles: ["person"] });
    for (const resource of ["special-columns", "special-column-tabs", "special-tab-items"]) {
      expect((await hr.get(`/${resource}`)).status).toBe(403);
      expect((await person.get(`/${resource}`)).status).toBe(401);
    }
    expect((await hr.post("/special-columns", { title: "企业专栏" })).status).toBe(403);
  });
});
