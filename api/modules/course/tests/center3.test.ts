import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Center3Page } from "@/api/contract/course-catalogue";
import { learningTags } from "@/db/schema/learning";
import { type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeCourse } from "./helpers";

let srv: TestServer;
let visitor: TestClient;
let tag: Record<string, number>;

beforeAll(async () => {
  srv = await startTestServer();
  visitor = testClient(srv.url);
  const db = srv.deps.db;
  const tags = await db
    .insert(learningTags)
    .values([
      { kind: "target", name: "提升转化" },
      { kind: "resources", name: "实操演练" },
      { kind: "product", name: "搜索推广" },
      { kind: "gangwei", name: "优化师" },
      { kind: "growstep", name: "进阶提升" },
      { kind: "certs", name: "中级认证" },
      { kind: "usertar", name: "广告主" },
    ])
    .returning();
  tag = Object.fromEntries(tags.map((r) => [r.name, r.id]));
  const old = (days: number) => new Date(Date.now() - days * 86_400_000);
  // Each course carries one tag of every group except the one it is missing, so each group filter leaves a known set.
  const all = Object.values(tag);
  await makeCourse(db, [[30]], { title: "全标签", isHot: 1, industryIds: [6], tagIds: all, createdAt: old(3) });
  await makeCourse(db, [[30]], {
    title: "缺搜索推广",
    industryIds: [6],
    tagIds: all.filter((id) => id !== tag.搜索推广),
    createdAt: old(2),
  });
  await makeCourse(db, [[30]], { title: "无标签", createdAt: old(1) });
});
afterAll(() => srv.stop());

const titles = async (payload: Record<string, unknown>) => {
  const env = await visitor.call<Center3Page>("MoocTraining/Center3", payload);
  expect(env.code).toBe(0);
  return env.data.list.map((i) => i.title);
};

describe("MoocTraining/Center3", () => {
  test("without filters: every published course, newest first, with the options of the eight groups", async () => {
    const env = await visitor.call<Center3Page>("MoocTraining/Center3", {});
    expect(env.data.list.map((i) => i.title)).toEqual(["无标签", "缺搜索推广", "全标签"]);
    expect(env.data.traSeting.gangwei).toEqual([{ id: tag.优化师!, name: "优化师" }]);
    expect(env.data.traSeting.usertar).toEqual([{ id: tag.广告主!, name: "广告主" }]);
  });

  test("each group narrows, as a list or the query's comma text; groups and 热门 combine", async () => {
    for (const [group, name] of [
      ["target", "提升转化"],
      ["resources", "实操演练"],
      ["gangwei", "优化师"],
      ["growstep", "进阶提升"],
      ["certs", "中级认证"],
      ["usertar", "广告主"],
    ] as const)
      expect({ group, list: await titles({ [group]: [tag[name]] }) }).toEqual({ group, list: ["缺搜索推广", "全标签"] });
    expect(await titles({ industry: "6" })).toEqual(["缺搜索推广", "全标签"]);
    expect(await titles({ product: `${tag.搜索推广}` })).toEqual(["全标签"]);
    expect(await titles({ target: [tag.提升转化], isHot: "1" })).toEqual(["全标签"]);
    expect(await titles({ isHot: 1 })).toEqual(["全标签"]);
  });

  test("the pager", async () => {
    const env = await visitor.call<Center3Page>("MoocTraining/Center3", { currentPage: 2, pageSize: 2 });
    expect(env.data.pager).toEqual({ currentPage: 2, pageSize: 2, totalPage: 2, totalRecord: 3 });
  });

  test("bad input answers a Chinese error, never 500", async () => {
    for (const payload of [{ target: [-1] }, { certs: "a,b" }, { isHot: 5 }, { usertar: { x: 1 } }, { pageSize: 500 }]) {
      const env = await visitor.call("MoocTraining/Center3", payload);
      expect({ payload, ok: env.code === 0 }).toEqual({ payload, ok: false });
      expect(env.msg).toMatch(/\p{Script=Han}/u);
    }
  });
});
