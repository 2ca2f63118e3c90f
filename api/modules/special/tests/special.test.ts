import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { CourseItem } from "@/api/contract/course";
import type { Page } from "@/api/contract/pager";
import type { Special, SpecialItem } from "@/api/contract/special";
import type { TrainingItem } from "@/api/contract/training";
import { specialColumns, specialColumnTabs, specialTabItems } from "@/db/schema/special";
import { type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeCourse } from "../../course/tests/helpers";
import { makeTraining } from "../../training/tests/helpers";

let srv: TestServer;
let visitor: TestClient;
let specialId: number;
let hiddenId: number;
let otherId: number;
const tab: Record<string, number> = {};
const str: Record<string, string> = {};

beforeAll(async () => {
  srv = await startTestServer();
  visitor = testClient(srv.url);
  const db = srv.deps.db;
  const [s, hidden, other] = await db
    .insert(specialColumns)
    .values([
      { title: "千川专栏", summary: "千川投放", cover: "/c.png", sort: 0 },
      { title: "下线专栏", published: 0 },
      { title: "直播电商专栏", sort: 1 },
    ])
    .returning();
  [specialId, hiddenId, otherId] = [s!.id, hidden!.id, other!.id];
  const tabs = await db
    .insert(specialColumnTabs)
    .values([
      { specialColumnId: specialId, name: "入门", sort: 0 },
      { specialColumnId: specialId, name: "商家", roleId: 2, sort: 1 },
      { specialColumnId: specialId, name: "达人", roleId: 3, sort: 2 },
      { specialColumnId: otherId, name: "其他", sort: 0 },
    ])
    .returning();
  for (const t of tabs) tab[t.name] = t.id;
  const c1 = (await makeCourse(srv.deps.db, [[60]], { title: "千川基础" })).course;
  const c2 = (await makeCourse(srv.deps.db, [[60]], { title: "千川进阶" })).course;
  const cHidden = (await makeCourse(srv.deps.db, [[60]], { title: "未发布课程", published: 0 })).course;
  const t1 = (await makeTraining(db, { title: "千川直播课" }))!;
  const t2 = (await makeTraining(db, { title: "下线直播", published: 0 }))!;
  str.c1 = c1.strId;
  str.t1 = t1.strId;
  await db.insert(specialTabItems).values([
    { tabId: tab.入门!, courseId: c2.id, sort: 0 },
    { tabId: tab.入门!, courseId: cHidden.id, sort: 1 },
    { tabId: tab.入门!, courseId: c1.id, sort: 2 },
    { tabId: tab.入门!, trainingId: t1.id, sort: 3 },
    { tabId: tab.入门!, trainingId: t2.id, sort: 4 },
    { tabId: tab.商家!, courseId: c1.id, sort: 0 },
  ]);
});
afterAll(() => srv.stop());

const tabs = { specialId: 0, tabsId: 0 };

describe("learning/GetSpecialList", () => {
  test("published special columns by their sort, with their tabs' published session and course counts", async () => {
    const env = await visitor.call<Page<SpecialItem>>("learning/GetSpecialList", {});
    expect(env.code).toBe(0);
    expect(env.data.list.map((s) => s.title)).toEqual(["千川专栏", "直播电商专栏"]);
    expect(env.data.list[0]).toMatchObject({ id: specialId, imageUrl: "/c.png", summary: "千川投放", trainingCount: 1, courseCount: 2 });
    expect(env.data.pager).toEqual({ currentPage: 1, pageSize: 12, totalPage: 1, totalRecord: 2 });
    const second = await visitor.call<Page<SpecialItem>>("learning/GetSpecialList", { currentPage: 2, pageSize: 1 });
    expect(second.data.list.map((s) => s.title)).toEqual(["直播电商专栏"]);
  });

  test("a bad pager answers in Chinese", async () => {
    const env = await visitor.call("learning/GetSpecialList", { currentPage: "一" });
    expect(env.code).toBe(1);
    expect(env.msg).toMatch(/\p{Script=Han}/u);
  });
});

describe("MoocTraining/GetSpecial", () => {
  test("the head with every tab for roleId 0, the shared tabs and the role's for a role", async () => {
    const env = await visitor.call<Special>("MoocTraining/GetSpecial", { specialId });
    expect(env.data).toMatchObject({ title: "千川专栏", summary: "千川投放" });
    expect(env.data.tabs.map((t) => t.name)).toEqual(["入门", "商家", "达人"]);
    const role = await visitor.call<Special>("MoocTraining/GetSpecial", { specialId: String(specialId), roleId: 2 });
    expect(role.data.tabs.map((t) => t.name)).toEqual(["入门", "商家"]);
  });

  test("an unknown or unpublished special column, or a bad id, is refused in Chinese", async () => {
    for (const id of [hiddenId, 999_999, 0, -1]) {
      const env = await visitor.call("MoocTraining/GetSpecial", { specialId: id });
      expect(env.code).toBe(1);
      expect(env.msg).toBe("专栏不存在或已下线");
    }
    expect((await visitor.call("MoocTraining/GetSpecial", { specialId: "x" })).msg).toBe("参数格式错误");
    const env = await visitor.call("MoocTraining/GetSpecial", { specialId, roleId: -1 });
    expect(env.msg).toBe("参数错误");
  });
});

describe("MoocTraining/SpecialTabsCourse and SpecialTabsZhibo", () => {
  test("a tab's published courses in the tab's order, as course list items (type 2)", async () => {
    const env = await visitor.call<Page<CourseItem>>("MoocTraining/SpecialTabsCourse", { specialId, tabsId: tab.入门 });
    expect(env.data.list.map((c) => c.title)).toEqual(["千川进阶", "千川基础"]);
    expect(env.data.list[1]).toMatchObject({ strId: str.c1, type: 2, lessonCount: 1, duration: 60 });
    expect(env.data.pager.totalRecord).toBe(2);
    const page2 = await visitor.call<Page<CourseItem>>("MoocTraining/SpecialTabsCourse", {
      specialId,
      tabsId: tab.入门,
      currentPage: 2,
      pageSize: 1,
    });
    expect(page2.data.list.map((c) => c.title)).toEqual(["千川基础"]);
    expect(page2.data.pager).toEqual({ currentPage: 2, pageSize: 1, totalPage: 2, totalRecord: 2 });
  });

  test("a tab's published live sessions as session list items (type 1)", async () => {
    const env = await visitor.call<Page<TrainingItem>>("MoocTraining/SpecialTabsZhibo", { specialId, tabsId: tab.入门 });
    expect(env.data.list.map((t) => t.title)).toEqual(["千川直播课"]);
    expect(env.data.list[0]).toMatchObject({ strId: str.t1, type: 1, sta: expect.any(Number), time: expect.any(String) });
    const none = await visitor.call<Page<TrainingItem>>("MoocTraining/SpecialTabsZhibo", { specialId, tabsId: tab.商家 });
    expect(none.data).toEqual({ list: [], pager: { currentPage: 1, pageSize: 12, totalPage: 0, totalRecord: 0 } });
  });

  test("a role sees its own and the shared tabs only", async () => {
    const own = await visitor.call<Page<CourseItem>>("MoocTraining/SpecialTabsCourse", { specialId, tabsId: tab.商家, roleId: 2 });
    expect(own.data.list.map((c) => c.title)).toEqual(["千川基础"]);
    const other = await visitor.call("MoocTraining/SpecialTabsCourse", { specialId, tabsId: tab.商家, roleId: 3 });
    expect(other.code).toBe(1);
    expect(other.msg).toBe("栏目不存在");
  });

  test("unknown, unpublished or mismatched ids and wrong types answer in Chinese", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...tabs, specialId: hiddenId, tabsId: tab.入门 }, "专栏不存在或已下线"],
      [{ ...tabs, specialId: 999_999, tabsId: tab.入门 }, "专栏不存在或已下线"],
      [{ specialId: "abc", tabsId: tab.入门 }, "参数格式错误"],
      [{ specialId, tabsId: tab.其他 }, "栏目不存在"],
      [{ specialId, tabsId: 999_999 }, "栏目不存在"],
      [{ specialId }, "请填写完整信息"],
      [{ specialId, tabsId: [1] }, "参数格式错误"],
    ];
    for (const path of ["MoocTraining/SpecialTabsCourse", "MoocTraining/SpecialTabsZhibo"])
      for (const [body, msg] of cases) {
        const env = await visitor.call(path, body);
        expect(env.code).toBe(1);
        expect(env.msg).toBe(msg);
      }
  });
});
