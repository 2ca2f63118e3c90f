import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { CertificationPage } from "@/api/contract/course-catalogue";
import { courseEnrollments } from "@/db/schema/course";
import { learningTags } from "@/db/schema/learning";
import { trainingCategories } from "@/db/schema/training";
import { type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { signedInPeople } from "../../training/tests/helpers";
import { makeCourse } from "./helpers";

let srv: TestServer;
let visitor: TestClient;
let people: Awaited<ReturnType<typeof signedInPeople>>;
let tag: Record<string, number>;
let cate: Record<string, number>;
const c: Record<string, Awaited<ReturnType<typeof makeCourse>>> = {};

beforeAll(async () => {
  srv = await startTestServer();
  visitor = testClient(srv.url);
  const db = srv.deps.db;
  people = await signedInPeople(db, srv.url, 2, 17750000000);
  const cates = await db
    .insert(trainingCategories)
    .values([
      { name: "认证必修", sort: 1 },
      { name: "认证选修", sort: 2 },
      { name: "无课分类", sort: 3 },
    ])
    .returning();
  cate = Object.fromEntries(cates.map((r) => [r.name, r.id]));
  const tags = await db
    .insert(learningTags)
    .values([
      { kind: "target", name: "掌握基础" },
      { kind: "certs", name: "初级认证" },
      { kind: "usertar", name: "代理商" },
      { kind: "growstep", name: "新手入门" },
    ])
    .returning();
  tag = Object.fromEntries(tags.map((r) => [r.name, r.id]));
  const old = (days: number) => new Date(Date.now() - days * 86_400_000);
  c.basic = await makeCourse(db, [[30]], {
    title: "认证基础",
    categoryId: cate.认证必修,
    isHot: 1,
    industryIds: [6],
    tagIds: [tag.掌握基础!, tag.初级认证!],
    createdAt: old(3),
  });
  c.agency = await makeCourse(db, [[30]], {
    title: "代理商认证",
    categoryId: cate.认证必修,
    tagIds: [tag.代理商!, tag.初级认证!],
    createdAt: old(2),
  });
  c.elective = await makeCourse(db, [[30]], { title: "选修入门", categoryId: cate.认证选修, tagIds: [tag.新手入门!], createdAt: old(1) });
  await db.insert(courseEnrollments).values([
    { userId: people[0]!.id, courseId: c.basic.course.id, startedAt: old(2), finishedAt: old(1) },
    { userId: people[0]!.id, courseId: c.agency.course.id, startedAt: old(1) },
  ]);
});
afterAll(() => srv.stop());

const page = async (payload: Record<string, unknown>, who = visitor, path = "MoocTraining/Certification") => {
  const env = await who.call<CertificationPage>(path, payload);
  expect(env.code).toBe(0);
  return env.data;
};
const titles = async (payload: Record<string, unknown>) => (await page(payload)).list.map((i) => i.title);

describe("MoocTraining/Certification", () => {
  test("type picks the category; the tabs are the categories holding courses; the options cover every setting group", async () => {
    expect(await titles({ type: cate.认证必修 })).toEqual(["代理商认证", "认证基础"]);
    expect(await titles({ type: cate.认证选修 })).toEqual(["选修入门"]);
    expect(await titles({})).toEqual(["选修入门", "代理商认证", "认证基础"]);
    const data = await page({ type: cate.认证必修 });
    expect(data.cates).toEqual([
      { id: cate.认证必修!, name: "认证必修" },
      { id: cate.认证选修!, name: "认证选修" },
    ]);
    expect(data.traSeting.certs).toEqual([{ id: tag.初级认证!, name: "初级认证" }]);
    expect(Object.keys(data.traSeting).sort()).toEqual(
      ["certs", "gangwei", "growstep", "industry", "product", "resources", "target", "theme", "usertar"].sort(),
    );
  });

  test("each setting group narrows, groups combine, ChildrenId narrows the type", async () => {
    const type = cate.认证必修;
    expect(await titles({ type, moocTraSeting: { target: [tag.掌握基础] } })).toEqual(["认证基础"]);
    expect(await titles({ type, moocTraSeting: { usertar: `${tag.代理商}` } })).toEqual(["代理商认证"]);
    expect(await titles({ type, moocTraSeting: { certs: [tag.初级认证], isHot: 1 } })).toEqual(["认证基础"]);
    expect(await titles({ type, moocTraSeting: { industry: [6] } })).toEqual(["认证基础"]);
    expect(await titles({ type, moocTraSeting: { growstep: [tag.新手入门] } })).toEqual([]);
    expect(await titles({ moocTraSeting: { ChildrenId: cate.认证选修 } })).toEqual(["选修入门"]);
  });

  test("basePager pages the list", async () => {
    const data = await page({ type: cate.认证必修, basePager: { currentPage: 2, pageSize: 1 } });
    expect(data.pager).toEqual({ currentPage: 2, pageSize: 1, totalPage: 2, totalRecord: 2 });
    expect(data.list.map((i) => i.title)).toEqual(["认证基础"]);
  });

  test("isLearned: 1 on the courses the signed-in person finished; 0 for a course only begun, for others and visitors", async () => {
    const learned = async (who: TestClient) =>
      Object.fromEntries((await page({ type: cate.认证必修 }, who)).list.map((i) => [i.title, i.isLearned]));
    expect(await learned(people[0]!.client)).toEqual({ 认证基础: 1, 代理商认证: 0 });
    expect(await learned(people[1]!.client)).toEqual({ 认证基础: 0, 代理商认证: 0 });
    expect(await learned(visitor)).toEqual({ 认证基础: 0, 代理商认证: 0 });
  });

  test("Certification3 answers alike; the top-level isLearned is 1 once every matching course is finished", async () => {
    const me = people[0]!.client;
    const all = await page({ type: cate.认证必修 }, me, "MoocTraining/Certification3");
    expect(all.list.map((i) => [i.title, i.isLearned])).toEqual([
      ["代理商认证", 0],
      ["认证基础", 1],
    ]);
    expect(all.isLearned).toBe(0);
    expect(
      (await page({ type: cate.认证必修, moocTraSeting: { target: [tag.掌握基础] } }, me, "MoocTraining/Certification3")).isLearned,
    ).toBe(1);
    expect((await page({ type: cate.无课分类 }, me, "MoocTraining/Certification3")).isLearned).toBe(0);
    expect((await page({ type: cate.认证必修, moocTraSeting: { target: [tag.掌握基础] } }, visitor)).isLearned).toBe(0);
  });

  test("bad input answers a Chinese error, never 500", async () => {
    for (const payload of [
      { type: -1 },
      { type: "abc" },
      { moocTraSeting: { target: [0] } },
      { moocTraSeting: { certs: "1,x" } },
      { moocTraSeting: "target" },
      { moocTraSeting: { isHot: 2 } },
      { basePager: { currentPage: 0 } },
    ]) {
      const env = await visitor.call("MoocTraining/Certification", payload);
      expect({ payload, code: env.code === 0 }).toEqual({ payload, code: false });
      expect(env.msg).toMatch(/\p{Script=Han}/u);
    }
    expect((await visitor.call("MoocTraining/Certification", { moocTraSeting: { target: [0] } })).msg).toBe("参数错误");
  });
});
