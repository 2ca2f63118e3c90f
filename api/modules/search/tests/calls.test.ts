import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import type { SearchItem } from "@/api/contract/search";
import { searchQueries } from "@/db/schema/search";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { signedInPeople } from "../../training/tests/helpers";
import { indexDocument } from "../service";
import { CORPUS } from "./corpus";

type Page = {
  list: SearchItem[];
  pager: { currentPage: number; pageSize: number; totalPage: number; totalRecord: number; key: string; id: number };
  counts: Record<string, number>;
};
type Lists = { hot: string[]; history: string[]; input: string };

let srv: TestServer;
let me: Awaited<ReturnType<typeof signedInPeople>>[number];
let other: typeof me;

beforeAll(async () => {
  srv = await startTestServer();
  [me, other] = await signedInPeople(srv.deps.db, srv.url, 2, 17500000000);
  for (const [i, doc] of CORPUS.entries()) {
    await indexDocument(srv.deps.db, {
      type: doc.type,
      sourceId: i + 1,
      title: doc.title,
      body: doc.body,
      url: `/fixture/${doc.key}`,
      visible: true,
    });
  }
  // Twelve sessions about 作战室复盘, to page through; one unpublished that must never show.
  for (let i = 1; i <= 12; i++) {
    await indexDocument(srv.deps.db, {
      type: 1,
      sourceId: 1000 + i,
      title: `作战室复盘第${i}期`,
      body: "每周一次的作战室复盘",
      url: `/Training/Detail/fp${i}`,
      visible: true,
    });
  }
  await indexDocument(srv.deps.db, {
    type: 1,
    sourceId: 2000,
    title: "未发布的作战室复盘草稿",
    body: "草稿",
    url: "/Training/Detail/draft",
    visible: false,
  });
  await indexDocument(srv.deps.db, {
    type: 3,
    sourceId: 3000,
    title: "<img src=x onerror=alert(1)>复盘技巧",
    body: "<script>alert('x')</script> 复盘",
    url: "/Solution/Detail?id=3000",
    visible: true,
  });
}, 60_000);
afterAll(() => srv.stop());

const search = (client: ReturnType<typeof testClient>, key: string, more: Record<string, unknown> = {}) =>
  client.call<Page>("search/SearchListEdu", { key, currentPage: 1, ...more });

describe("search/SearchListEdu and search/SearchList", () => {
  test("a Chinese query finds its documents, labelled by type, with the matched words marked", async () => {
    const res = await search(testClient(srv.url), "千川投放");
    expect(res.code).toBe(0);
    const [first] = res.data.list;
    expect(first).toMatchObject({
      t: 1,
      typeName: "直播",
      title: "巨量千川投放入门直播课",
      url: "/fixture/live-qianchuan",
      strId: "live-qianchuan",
    });
    expect(first.titleParts).toEqual(["巨量", "千川", "", "投放", "入门直播课"]);
    expect(first.descriptsParts.filter((_, i) => i % 2 === 1)).toContain("千川");
    expect(res.data.pager).toMatchObject({ currentPage: 1, pageSize: 10, key: "千川投放", id: 0 });
    expect(res.data.counts["0"]).toBe(res.data.pager.totalRecord);
  });

  test("pages through results; the last page is short and the page after it is empty", async () => {
    const client = testClient(srv.url);
    const first = await search(client, "作战室复盘", { pageSize: 5 });
    expect(first.data.pager).toMatchObject({ totalRecord: 12, totalPage: 3 });
    const third = await search(client, "作战室复盘", { pageSize: 5, currentPage: 3 });
    expect(third.data.list).toHaveLength(2);
    expect((await search(client, "作战室复盘", { pageSize: 5, currentPage: 4 })).data.list).toEqual([]);
    const titles = [
      ...first.data.list,
      ...(await search(client, "作战室复盘", { pageSize: 5, currentPage: 2 })).data.list,
      ...third.data.list,
    ].map((i) => i.title);
    expect(new Set(titles).size).toBe(12);
    expect(titles).not.toContain("未发布的作战室复盘草稿");
  });

  test("the type tabs filter (id or t) and each tab's count comes with every page", async () => {
    const all = await search(testClient(srv.url), "复盘");
    expect(all.data.counts).toMatchObject({ "1": 13, "3": 1 });
    const articles = await search(testClient(srv.url), "复盘", { id: 3 });
    expect(articles.data.list.map((i) => i.t)).toEqual([3]);
    expect(articles.data.pager).toMatchObject({ totalRecord: 1, id: 3 });
    const courses = await search(testClient(srv.url), "复盘", { t: 2 });
    expect(courses.data.list.every((i) => i.t === 2 && i.typeName === "课程")).toBe(true);
    expect(await search(testClient(srv.url), "复盘", { id: 9 })).toMatchObject({ code: 1, msg: "参数错误" });
  });

  test("HTML in a document comes back as plain text parts, never as markup to render", async () => {
    const [item] = (await search(testClient(srv.url), "复盘技巧")).data.list;
    expect(item.title).toBe("<img src=x onerror=alert(1)>复盘技巧");
    expect(item.titleParts.join("")).toBe(item.title);
    expect(item.titleParts).toContain("复盘");
  });

  test("no results, and the empty key, answer an empty list; search/SearchList answers the same as SearchListEdu", async () => {
    const none = await search(testClient(srv.url), "量子力学");
    expect(none.data).toMatchObject({ list: [], pager: { totalRecord: 0, totalPage: 0 } });
    expect((await search(testClient(srv.url), "  ")).data.list).toEqual([]);
    const edu = await search(testClient(srv.url), "申请发票", { currentPage: 1 });
    const faq = await testClient(srv.url).call<Page>("search/SearchList", { key: "申请发票", currentPage: 1 });
    expect(faq.data.list).toEqual(edu.data.list);
    expect(faq.data.list[0]).toMatchObject({ t: 4, typeName: "帮助中心" });
  });

  test("when no document holds every word, the ones holding some still come, best first", async () => {
    const res = await search(testClient(srv.url), "社群裂变教程");
    expect(res.data.list[0].title).toBe("社群运营从0到1");
  });
});

describe("Search/SearchNav", () => {
  test("suggests four results as someone types, matching the half-typed last word", async () => {
    const res = await testClient(srv.url).call<Page>("Search/SearchNav", { key: "直", currentPage: 1, pageSize: 4 });
    expect(res.data.list).toHaveLength(4);
    expect(res.data.list.every((i) => i.title.includes("直"))).toBe(true);
    expect(res.data.pager.totalPage).toBeGreaterThan(1);
    const two = await testClient(srv.url).call<Page>("Search/SearchNav", { key: "小红书种" });
    expect(two.data.list[0].title).toBe("小红书种草笔记写作直播");
    expect((await testClient(srv.url).call<Page>("Search/SearchNav", { key: "" })).data.list).toEqual([]);
  });
});

describe("Search/getlist and Search/ClearHistory", () => {
  test("hot terms are this week's most searched by distinct people; history is each searcher's own", async () => {
    await srv.deps.db.delete(searchQueries);
    const visitor = testClient(srv.url);
    for (const key of ["私域复购", "私域复购", "私域复购"]) await search(me.client, key);
    await search(me.client, "直播话术");
    await search(other.client, "直播话术");
    await search(visitor, "直播话术");
    await search(visitor, "申请发票");
    await search(visitor, "量子力学");
    // Last month's favourite no longer counts.
    await srv.deps.db.insert(searchQueries).values(
      Array.from({ length: 5 }, (_, i) => ({
        term: "双十一",
        normalized: "双十一",
        userId: null,
        visitorId: `old${i}`,
        results: 1,
        at: sql`now() - interval '30 days'`,
      })),
    );

    const mine = await me.client.call<Lists>("Search/getlist");
    expect(mine.data.hot[0]).toBe("直播话术");
    expect(mine.data.hot).toContain("私域复购");
    expect(mine.data.hot).not.toContain("双十一");
    expect(mine.data.hot).not.toContain("量子力学");
    expect(mine.data.input).toBe("直播话术");
    expect(mine.data.history).toEqual(["直播话术", "私域复购"]);
    expect((await visitor.call<Lists>("Search/getlist")).data.history).toEqual(["量子力学", "申请发票", "直播话术"]);
    expect((await testClient(srv.url).call<Lists>("Search/getlist")).data.history).toEqual([]);

    expect(await visitor.call("Search/ClearHistory")).toMatchObject({ code: 0, msg: "已清空" });
    expect((await visitor.call<Lists>("Search/getlist")).data.history).toEqual([]);
    expect((await me.client.call<Lists>("Search/getlist")).data).toMatchObject({
      history: ["直播话术", "私域复购"],
      hot: expect.arrayContaining(["申请发票"]),
    });
  });

  test("only the first page of the 'all' tab is logged: scrolling and switching tabs are the same search", async () => {
    await srv.deps.db.delete(searchQueries);
    const client = testClient(srv.url);
    await search(client, "作战室复盘", { pageSize: 5 });
    await search(client, "作战室复盘", { pageSize: 5, currentPage: 2 });
    await search(client, "作战室复盘", { id: 1 });
    const logged = await srv.deps.db.select().from(searchQueries);
    expect(logged.map((q) => [q.term, q.results])).toEqual([["作战室复盘", 12]]);
  });
});
