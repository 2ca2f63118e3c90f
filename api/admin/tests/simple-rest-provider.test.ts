import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import simpleRestProvider from "ra-data-simple-rest";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { type AdminBrowser, auditRows, signedInOperator } from "./support";

/**
 * PROTOCOL.md promises outside clients the dialect of ra-data-simple-rest: this drives /admin/api with the library's own
 * dataProvider, over a plain fetch client that does what ra-core's fetchJson does (JSON content type for a body, unless
 * the caller set one; a rejection for any status outside 2xx) and carries the signed-in operator's cookie.
 */

let srv: TestServer;
let op: AdminBrowser;

/** What the dataProvider passes (ra-core's fetchUtils.Options, less what this client ignores). */
type Options = RequestInit;

function httpClient(browser: AdminBrowser) {
  return async (url: string, options: Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: "application/json" });
    if (options.body != null && !headers.has("content-type")) headers.set("content-type", "application/json");
    headers.set("cookie", [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(url, { ...options, headers });
    const body = await res.text();
    let json: { message?: string } | undefined;
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
    if (res.status < 200 || res.status >= 300) {
      throw Object.assign(new Error(json?.message ?? res.statusText), { status: res.status, body: json });
    }
    return { status: res.status, headers: res.headers, body, json };
  };
}

let data: ReturnType<typeof simpleRestProvider>;

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000090", "运营接口");
  data = simpleRestProvider(`${srv.url}/admin/api`, httpClient(op));
});
afterAll(() => srv.stop());

describe("the stock ra-data-simple-rest dataProvider against /admin/api", () => {
  test("create, getList with sort, filter and range, getOne, getMany", async () => {
    const ids: number[] = [];
    for (const [name, sort] of [
      ["账号与登录", 3],
      ["报名与缴费", 1],
      ["证书与查询", 2],
      ["账号安全", 4],
    ] as const) {
      const { data: created } = await data.create("help-categories", { data: { name, sort } });
      expect(created).toMatchObject({ name, sort });
      ids.push(created.id);
    }

    const page = await data.getList("help-categories", {
      sort: { field: "sort", order: "ASC" },
      pagination: { page: 1, perPage: 2 },
      filter: {},
    });
    expect(page.total).toBe(4);
    expect(page.data.map((c) => c.name)).toEqual(["报名与缴费", "证书与查询"]);
    const second = await data.getList("help-categories", {
      sort: { field: "sort", order: "ASC" },
      pagination: { page: 2, perPage: 2 },
      filter: {},
    });
    expect(second.data.map((c) => c.name)).toEqual(["账号与登录", "账号安全"]);

    const found = await data.getList("help-categories", {
      sort: { field: "sort", order: "DESC" },
      pagination: { page: 1, perPage: 10 },
      filter: { q: "账号" },
    });
    expect(found).toMatchObject({ total: 2, data: [{ name: "账号安全" }, { name: "账号与登录" }] });

    expect((await data.getOne("help-categories", { id: ids[1] })).data).toEqual({ id: ids[1], name: "报名与缴费", sort: 1 });
    const many = await data.getMany("help-categories", { ids: [ids[0], ids[2]] });
    expect(many.data.map((c) => c.name).sort()).toEqual(["证书与查询", "账号与登录"].sort());
  });

  test("getManyReference lists one category's entries; update and delete (a body-less DELETE saying text/plain) work", async () => {
    const { data: category } = await data.create("help-categories", { data: { name: "发票", sort: 9 } });
    const { data: other } = await data.create("help-categories", { data: { name: "其他", sort: 10 } });
    const entry = (question: string, categoryId: number, sort: number) =>
      data.create("help-entries", { data: { categoryId, question, answer: `${question}的解答`, sort, published: true } });
    const first = (await entry("如何开发票", category.id, 2)).data;
    await entry("发票多久寄到", category.id, 1);
    await entry("别的问题", other.id, 1);

    const refs = await data.getManyReference("help-entries", {
      target: "categoryId",
      id: category.id,
      sort: { field: "sort", order: "ASC" },
      pagination: { page: 1, perPage: 25 },
      filter: {},
    });
    expect(refs.total).toBe(2);
    expect(refs.data.map((e) => e.question)).toEqual(["发票多久寄到", "如何开发票"]);

    const { data: updated } = await data.update("help-entries", {
      id: first.id,
      data: { categoryId: category.id, question: "怎样开发票", answer: "在我的订单里申请", sort: 2, published: false },
      previousData: first,
    });
    expect(updated).toMatchObject({ id: first.id, question: "怎样开发票", published: false });

    const { data: deleted } = await data.delete("help-entries", { id: first.id, previousData: updated });
    expect(deleted).toMatchObject({ id: first.id, question: "怎样开发票" });
    await expect(data.getOne("help-entries", { id: first.id })).rejects.toMatchObject({ status: 404 });
    expect((await auditRows(srv.deps.db, "help-entries", first.id)).map((a) => a.action)).toEqual(["create", "update", "delete"]);
  });

  test("a body that is not JSON is still refused with 415, and so is a body-less POST that does not say JSON", async () => {
    const cookie = [...op.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const put = await fetch(`${srv.url}/admin/api/help-categories/1`, {
      method: "PUT",
      headers: { cookie, "content-type": "text/plain" },
      body: "name=x",
    });
    expect(put.status).toBe(415);
    const post = await fetch(`${srv.url}/admin/api/help-categories`, { method: "POST", headers: { cookie, "content-type": "text/plain" } });
    expect(post.status).toBe(415);
    const crossSite = await fetch(`${srv.url}/admin/api/help-categories/1`, {
      method: "DELETE",
      headers: { cookie, "content-type": "text/plain", origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
  });
});
