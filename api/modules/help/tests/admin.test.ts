import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { type AdminBrowser, auditRows, listQuery as q, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import type { Notice } from "@/api/contract/announcement";
import type { HelpCate } from "@/api/contract/help";
import { rowsOf } from "@/db/rows";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
let op: AdminBrowser;

type Doc = { source_id: number; title: string; url: string; visible: boolean };
const helpDocs = async () =>
  rowsOf<Doc>(
    await srv.deps.db.execute(sql`select source_id, title, url, visible from search_documents where type = 4 order by source_id`),
  );

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000060", "运营己");
}, 60_000);
afterAll(() => srv.stop());

describe("announcements in the back office", () => {
  test("an operator schedules one; the home page shows it inside its window only; each write is audited", async () => {
    const start = new Date(Date.now() - 3600_000).toISOString();
    const end = new Date(Date.now() + 3600_000).toISOString();
    const made = await op.post("/announcements", {
      title: " 春季认证开考 ",
      types: 2,
      contents: "详情",
      startAt: start,
      endAt: end,
      published: true,
    });
    expect(made).toMatchObject({ status: 201, json: { title: "春季认证开考", types: 2, published: true, sort: 0 } });
    const id = made.json.id;
    const home = () => testClient(srv.url).call<Notice[]>("home/GetNotice");
    expect((await home()).data.map((n) => n.title)).toEqual(["春季认证开考"]);

    const later = new Date(Date.now() + 7200_000).toISOString();
    const moved = await op.put(`/announcements/${id}`, { ...made.json, startAt: end, endAt: later });
    expect(moved.status).toBe(200);
    expect((await home()).data).toEqual([]);
    expect((await op.get(`/announcements${q({ filter: { types: 2 } })}`)).json.map((n: { id: number }) => n.id)).toEqual([id]);
    expect((await op.del(`/announcements/${id}`)).status).toBe(200);
    expect((await auditRows(srv.deps.db, "announcements", id)).map((r) => r.action)).toEqual(["create", "update", "delete"]);
  });

  test("an end before the start is refused with its field", async () => {
    const res = await op.post("/announcements", { title: "错时", startAt: "2026-12-02T00:00:00Z", endAt: "2026-12-01T00:00:00Z" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain("结束时间须晚于开始时间");
  });
});

describe("help categories and entries in the back office", () => {
  test("entries are written, counted, indexed for site search in step, and a used category cannot be deleted", async () => {
    const cate = await op.post("/help-categories", { name: "发票", sort: 1 });
    expect(cate.status).toBe(201);
    const entry = await op.post("/help-entries", {
      categoryId: cate.json.id,
      question: "如何申请发票？",
      answer: "在考试记录中申请。",
      published: true,
    });
    expect(entry).toMatchObject({ status: 201, json: { question: "如何申请发票？", helpful: 0, unhelpful: 0, published: true } });
    const id = entry.json.id;
    expect(await helpDocs()).toEqual([{ source_id: id, title: "如何申请发票？", url: `/Help/Center?id=${id}`, visible: true }]);
    expect((await testClient(srv.url).call<HelpCate[]>("Help/GetCateList")).data).toEqual([
      { id: cate.json.id, name: "发票", list: [{ id, cateId: cate.json.id, title: "如何申请发票？" }] },
    ]);

    await op.put(`/help-entries/${id}`, { ...entry.json, question: "怎样开发票？", published: false });
    expect(await helpDocs()).toEqual([{ source_id: id, title: "怎样开发票？", url: `/Help/Center?id=${id}`, visible: false }]);
    expect((await testClient(srv.url).call<HelpCate[]>("Help/GetCateList")).data).toEqual([]);

    expect(await op.del(`/help-categories/${cate.json.id}`)).toMatchObject({
      status: 409,
      json: { message: "该分类下还有 1 个问题，不能删除" },
    });
    expect((await op.del(`/help-entries/${id}`)).status).toBe(200);
    expect(await helpDocs()).toEqual([]);
    expect((await op.del(`/help-categories/${cate.json.id}`)).status).toBe(200);
  });

  test("an entry needs an existing category; an enterprise account cannot read help entries", async () => {
    expect((await op.post("/help-entries", { categoryId: 99999, question: "问", answer: "答" })).status).toBe(400);
    const hr = await signedInAs(srv.deps.db, srv.url, "13900000061", { roles: ["person", "enterprise"] });
    expect((await hr.get("/help-entries")).status).toBe(403);
    expect((await hr.get("/announcements")).status).toBe(403);
  });
});
