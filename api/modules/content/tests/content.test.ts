import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, count, eq } from "drizzle-orm";
import { type AdminBrowser, auditRows, listQuery as q, signedInOperator } from "@/api/admin/tests/support";
import { contentCollects } from "@/db/schema/content";
import { searchDocuments } from "@/db/schema/search";
import { seedContent } from "@/db/seed/content";
import { silentLog } from "@/db/seed/progress";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { signedInPeople } from "../../training/tests/helpers";

type Item = { strId: string; id: number; title: string; tags: string; cateId: number; cate: string; types: number; typeName: string };
type Page = { list: Item[]; pager: { currentPage: number; pageSize: number; totalPage: number; totalRecord: number; cateId: number } };
type Detail = Item & { kind: string; body: string; isCollect: number; articles: Item[]; solution: { strId: string; title: string } | null };

let srv: TestServer;
let me: Awaited<ReturnType<typeof signedInPeople>>[number];
let other: typeof me;
let op: AdminBrowser;
const visitor = () => testClient(srv.url);

beforeAll(async () => {
  srv = await startTestServer();
  await seedContent(srv.deps.db, srv.deps.storage, silentLog);
  [me, other] = await signedInPeople(srv.deps.db, srv.url, 2, 17500000000);
  op = await signedInOperator(srv.deps.db, srv.url, "13900000060", "运营内容");
}, 60_000);
afterAll(() => srv.stop());

const cates = async (lwId: number) =>
  (await visitor().call<{ cate: { id: number; name: string }[] }>("SolutionContents/cate", { lwId })).data.cate;
const firstSolution = async () => (await visitor().call<Page>("SolutionContents/solution", {})).data.list[0];
const collectRows = async (userId: number, contentId: number) =>
  (
    await srv.deps.db
      .select({ n: count() })
      .from(contentCollects)
      .where(and(eq(contentCollects.userId, userId), eq(contentCollects.contentId, contentId)))
  )[0].n;

describe("the libraries", () => {
  test("categories per library (lwId 4 is the case library)", async () => {
    expect((await cates(4)).map((c) => c.name)).toEqual(["零售电商", "教育培训", "汽车", "本地生活"]);
    expect((await cates(1)).map((c) => c.name)).toEqual(["零售电商", "教育培训", "本地生活"]);
    expect(await visitor().call("SolutionContents/cate", { lwId: 9 })).toMatchObject({ code: 1, msg: "参数错误" });
  });

  test("case list: pager, pages and the cateId filter; tags are JSON text", async () => {
    const first = await visitor().call<Page>("SolutionContents/CaseBase", { currentPage: 1, pageSize: 4 });
    expect(first.data.pager).toEqual({ currentPage: 1, pageSize: 4, totalPage: 2, totalRecord: 6, cateId: 0 });
    expect(first.data.list[0]).toMatchObject({
      title: "某服饰品牌大促成交提升65%",
      cate: "零售电商",
      tags: JSON.stringify(["搜索推广", "大促"]),
    });
    expect((await visitor().call<Page>("SolutionContents/CaseBase", { currentPage: 2, pageSize: 4 })).data.list).toHaveLength(2);
    const edu = (await cates(4)).find((c) => c.name === "教育培训")!;
    const filtered = await visitor().call<Page>("SolutionContents/CaseBase", { cateId: edu.id });
    expect(filtered.data.list.map((i) => i.title)).toEqual(["少儿编程机构有效线索成本下降40%", "职业资格培训旺季报名突破万人"]);
    expect(filtered.data.pager).toMatchObject({ totalRecord: 2, cateId: edu.id });
  });

  test("ideas, rewards and solutions list their own kind only", async () => {
    const ideas = await visitor().call<Page>("SolutionContents/Idea", {});
    const rewards = await visitor().call<Page>("SolutionContents/Reward", {});
    const solutions = await visitor().call<Page>("SolutionContents/solution", {});
    expect(ideas.data.list[0].title).toBe("开箱视频前三秒的五种钩子");
    expect(rewards.data.list[0].title).toBe("新客首充返点政策");
    expect(solutions.data.pager.totalRecord).toBe(6);
    expect(solutions.data.list.some((s) => s.title === "大促三段节奏怎么排")).toBe(false);
  });

  test("a solution's detail carries its articles by type; GetList filters by type; an article names its solution", async () => {
    const solution = await firstSolution();
    const detail = await visitor().call<Detail>("SolutionContents/Detail", { strId: solution.strId });
    expect(detail.data).toMatchObject({ kind: "solution", title: "电商大促全链路增长解决方案", isCollect: 0, solution: null });
    expect(detail.data.body).toContain("预热蓄水");
    expect(detail.data.articles.map((a) => a.typeName)).toEqual(["方案解读", "产品能力", "实施步骤", "常见问题"]);
    const steps = await visitor().call<{ list: Item[] }>("SolutionContents/GetList", { id: solution.id, types: 3 });
    expect(steps.data.list.map((a) => a.title)).toEqual(["大促前两周准备清单"]);
    const article = await visitor().call<Detail>("SolutionContents/Detail", { strId: detail.data.articles[0].strId });
    expect(article.data).toMatchObject({ kind: "article", solution: { strId: solution.strId, title: solution.title } });
    expect(await visitor().call("SolutionContents/Detail", { strId: 999999 })).toMatchObject({ code: 1, msg: "内容不存在或已下线" });
    expect(await visitor().call("SolutionContents/GetList", { id: detail.data.articles[0].id })).toMatchObject({ code: 1 });
  });
});

describe("collect", () => {
  test("a visitor is asked to log in (1503) by every collect call", async () => {
    const { strId } = await firstSolution();
    expect(await visitor().call("SolutionContents/Collect", { strId })).toMatchObject({ code: 1503 });
    expect(await visitor().call("SolutionContents/UnCollect", { strId })).toMatchObject({ code: 1503 });
    expect(await visitor().call("my/collectset", { id: strId })).toMatchObject({ code: 1503 });
  });

  test("collecting twice keeps one row; the detail shows it collected to me only; uncollect removes it", async () => {
    const s = await firstSolution();
    expect(await me.client.call("SolutionContents/Collect", { strId: s.strId })).toMatchObject({
      code: 0,
      msg: "已收藏",
      data: { isCollect: 1 },
    });
    expect(await me.client.call("SolutionContents/Collect", { strId: s.strId })).toMatchObject({ code: 0 });
    expect(await collectRows(me.id, s.id)).toBe(1);
    expect((await me.client.call<Detail>("SolutionContents/Detail", { strId: s.strId })).data.isCollect).toBe(1);
    expect((await other.client.call<Detail>("SolutionContents/Detail", { strId: s.strId })).data.isCollect).toBe(0);
    expect((await visitor().call<Detail>("SolutionContents/Detail", { strId: s.strId })).data.isCollect).toBe(0);
    expect(await me.client.call("SolutionContents/UnCollect", { strId: s.strId })).toMatchObject({
      code: 0,
      msg: "已取消收藏",
      data: { isCollect: 0 },
    });
    expect(await collectRows(me.id, s.id)).toBe(0);
    expect(await me.client.call("SolutionContents/Collect", { strId: 999999 })).toMatchObject({ code: 1, msg: "内容不存在或已下线" });
  });

  test("my/collectset toggles", async () => {
    const idea = (await visitor().call<Page>("SolutionContents/Idea", {})).data.list[0];
    expect(await me.client.call("my/collectset", { id: idea.id })).toMatchObject({ code: 0, msg: "已收藏", data: { isCollect: 1 } });
    expect((await me.client.call<Detail>("SolutionContents/Detail", { strId: idea.strId })).data.isCollect).toBe(1);
    expect(await me.client.call("my/collectset", { id: idea.id })).toMatchObject({ code: 0, msg: "已取消收藏", data: { isCollect: 0 } });
    expect(await collectRows(me.id, idea.id)).toBe(0);
  });
});

describe("the back office", () => {
  const searchDoc = async (sourceId: number) =>
    (
      await srv.deps.db
        .select()
        .from(searchDocuments)
        .where(and(eq(searchDocuments.type, 3), eq(searchDocuments.sourceId, sourceId)))
    )[0];

  test("the seed indexed every published item for search as an article (type 3) with its detail page", async () => {
    const s = await firstSolution();
    expect(await searchDoc(s.id)).toMatchObject({ title: s.title, url: `/Solution/Detail/${s.id}`, visible: true });
  });

  test("an operator creates, unpublishes and deletes a case; the list and the search index follow in the same transaction", async () => {
    const cateId = (await cates(4))[2].id;
    const created = await op.post("/content-cases", {
      cateId,
      title: "豪华品牌试驾转化案例",
      summary: "试驾预约",
      body: "正文",
      tags: "汽车，试驾",
      published: true,
      sort: 99,
    });
    expect(created).toMatchObject({
      status: 201,
      json: { kind: "case", title: "豪华品牌试驾转化案例", tags: ["汽车", "试驾"], published: true },
    });
    const id = created.json.id;
    expect(await searchDoc(id)).toMatchObject({ url: `/CaseBase/Detail/${id}`, visible: true });
    expect((await visitor().call<Page>("SolutionContents/CaseBase", {})).data.list[0].title).toBe("豪华品牌试驾转化案例");

    // The form submits what its schema outputs: tags as JSON text read back as the same list.
    const edited = await op.put(`/content-cases/${id}`, { ...created.json, tags: JSON.stringify(["汽车", "试驾"]), published: false });
    expect(edited).toMatchObject({ status: 200, json: { tags: ["汽车", "试驾"], published: false } });
    expect((await searchDoc(id)).visible).toBe(false);
    expect((await visitor().call<Page>("SolutionContents/CaseBase", {})).data.list[0].title).not.toBe("豪华品牌试驾转化案例");
    expect(await visitor().call("SolutionContents/Detail", { strId: id })).toMatchObject({ code: 1 });

    expect((await op.del(`/content-cases/${id}`)).status).toBe(200);
    expect(await searchDoc(id)).toBeUndefined();
    expect((await auditRows(srv.deps.db, "content-cases", id)).map((r) => r.action)).toEqual(["create", "update", "delete"]);
  });

  test("a category of another library is refused; the case list shows cases only; a solution with articles cannot be deleted", async () => {
    const ideaCate = (await cates(2))[0].id;
    const refused = await op.post("/content-cases", { cateId: ideaCate, title: "错栏目", published: true });
    expect(refused.status).toBe(400);
    const listed = await op.get(`/content-cases${q({ range: [0, 49] })}`);
    expect(listed.json.every((r: { kind: string }) => r.kind === "case")).toBe(true);
    const s = await firstSolution();
    expect(await op.get(`/content-cases/${s.id}`)).toMatchObject({ status: 404 });
    expect((await op.del(`/content-solutions/${s.id}`)).status).toBe(409);
    const article = await op.post("/content-articles", { solutionId: s.id, types: 2, title: "新的产品能力", published: true });
    expect(article).toMatchObject({ status: 201, json: { kind: "article", solutionId: s.id, types: 2 } });
    expect(await searchDoc(article.json.id)).toMatchObject({ url: `/Solution/Article/${article.json.id}` });
  });
});
