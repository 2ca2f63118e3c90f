import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type AdminBrowser, signedInOperator } from "@/api/admin/tests/support";
import type { SearchItem } from "@/api/contract/search";
import { seedDemo } from "@/db/seed";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";

type Page = { list: SearchItem[]; pager: { totalRecord: number } };
type Lists = { hot: string[]; history: string[]; input: string };

let srv: TestServer;
let op: AdminBrowser;

beforeAll(async () => {
  srv = await startTestServer();
  await seedDemo(srv.deps.db, srv.deps.storage);
  op = await signedInOperator(srv.deps.db, srv.url, "13900000031", "运营丁");
}, 120_000);
afterAll(() => srv.stop());

const find = async (key: string) => (await testClient(srv.url).call<Page>("search/SearchListEdu", { key, id: 1 })).data.list;

const session = {
  title: "巨量云图人群资产直播",
  categoryId: null,
  startAt: "2026-12-10T11:00:00.000Z",
  endAt: "2026-12-10T12:30:00.000Z",
  descripts: "<p>用<b>云图</b>做人群资产分析&nbsp;与人群包复用</p>",
  lecturers: [{ name: "赵老师", title: "数据产品专家", imgUrl: "" }],
  published: true,
};

describe("live sessions in site search", () => {
  test("the seeded demo sessions are indexed, and the demo week of searches gives hot terms", async () => {
    const all = await testClient(srv.url).call<Page>("search/SearchListEdu", { key: "直播", id: 1 });
    expect(all.data.pager.totalRecord).toBeGreaterThan(0);
    expect(all.data.list[0].url).toMatch(/^\/Training\/Detail\/[\w-]+$/);
    const lists = await testClient(srv.url).call<Lists>("Search/getlist");
    expect(lists.data.hot.slice(0, 2)).toEqual(["投放", "直播回放"]);
    const hottest = await testClient(srv.url).call<Page>("search/SearchListEdu", { key: lists.data.hot[0] });
    expect(hottest.data.pager.totalRecord).toBeGreaterThan(0);
  });

  test("营销 finds what is about marketing first; sessions whose lecturer only holds the word in a title come last", async () => {
    const res = await testClient(srv.url).call<Page>("search/SearchListEdu", { key: "营销", currentPage: 1, pageSize: 50 });
    const titles = res.data.list.map((i) => i.title);
    expect(titles.length).toBe(res.data.pager.totalRecord);
    // 赵静怡, 品牌营销顾问, gives these two; neither says 营销 in its title or description.
    const byLecturer = ["电商行业增长案例：回放", "重点客户闭门会（定向邀请）"];
    expect(titles.slice(-2).sort()).toEqual(byLecturer.sort());
    expect(titles.length).toBeGreaterThanOrEqual(4);
  });

  test("an operator's new session is found at once, its edits follow, unpublishing hides it and deleting removes it", async () => {
    const created = await op.post("/trainings", session);
    expect(created.status).toBe(201);
    const { id, strId } = created.json;
    const [hit] = await find("云图人群");
    expect(hit).toMatchObject({
      t: 1,
      typeName: "直播",
      typeId: id,
      strId,
      url: `/Training/Detail/${strId}`,
      title: "巨量云图人群资产直播",
    });
    // The description's markup is not text: the excerpt reads as the session page does.
    expect(hit.descripts).toBe("用云图做人群资产分析 与人群包复用 赵老师 数据产品专家");
    expect((await find("赵老师"))[0]?.typeId).toBe(id);

    expect((await op.put(`/trainings/${id}`, { ...session, title: "达人营销直播" })).status).toBe(200);
    expect((await find("达人营销"))[0]?.typeId).toBe(id);
    expect((await find("巨量云图")).map((i) => i.typeId)).not.toContain(id);

    expect((await op.put(`/trainings/${id}`, { ...session, published: false })).status).toBe(200);
    expect((await find("云图人群")).map((i) => i.typeId)).not.toContain(id);

    expect((await op.put(`/trainings/${id}`, session)).status).toBe(200);
    expect((await find("云图人群"))[0]?.typeId).toBe(id);
    expect((await op.del(`/trainings/${id}`)).status).toBe(200);
    expect((await find("云图人群")).map((i) => i.typeId)).not.toContain(id);
  });
});
