import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { companies, mainCompanies } from "@/db/schema/company";
import { seedDemo } from "@/db/seed";
import { type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";

type Suggestion = { id: number; companyName: string; mainCompany: { id: number; name: string } | null };
type Page = { data: { id: number; name: string }[]; currentPage: number; totalPage: number };

let srv: TestServer;
let browser: TestClient;
beforeAll(async () => {
  srv = await startTestServer();
  await seedDemo(srv.deps.db, srv.deps.storage);
  // Names of our own, so prefix order and paging are known: 11 main companies named 星河…
  const mains = await srv.deps.db
    .insert(mainCompanies)
    .values(Array.from({ length: 11 }, (_, i) => ({ name: `深圳市星河${String(i).padStart(2, "0")}科技有限公司` })))
    .returning();
  await srv.deps.db
    .insert(companies)
    .values([
      { companyName: "星河科技", mainCompanyId: mains[0].id },
      { companyName: "银河星河传媒", mainCompanyId: mains[1].id },
      { companyName: "星河100%_数据" },
    ]);
  browser = testClient(srv.url);
}, 60_000);
afterAll(() => srv.stop());

describe("company/GetByKeyName", () => {
  test("answers nothing for one character", async () => {
    expect(await browser.call("company/GetByKeyName", { name: "星" })).toMatchObject({ code: 0, data: [] });
    expect(await browser.call("company/GetByKeyName", { name: " " })).toMatchObject({ code: 0, data: [] });
  });

  test("suggests names containing the text, those starting with it first, each with its main company", async () => {
    const res = await browser.call<Suggestion[]>("company/GetByKeyName", { name: "星河" });
    expect(res.code).toBe(0);
    expect(res.data.map((s) => s.companyName)).toEqual(["星河科技", "星河100%_数据", "银河星河传媒"]);
    expect(res.data[0].mainCompany).toEqual({ id: expect.any(Number), name: "深圳市星河00科技有限公司" });
    expect(res.data[1].mainCompany).toBeNull();
  });

  test("treats % and _ as text, not wildcards", async () => {
    const res = await browser.call<Suggestion[]>("company/GetByKeyName", { name: "0%_" });
    expect(res.data.map((s) => s.companyName)).toEqual(["星河100%_数据"]);
    expect((await browser.call<Suggestion[]>("company/GetByKeyName", { name: "%%" })).data).toEqual([]);
  });

  test("answers at most 10 seeded companies, each with a main company", async () => {
    const res = await browser.call<Suggestion[]>("company/GetByKeyName", { name: "科技" });
    expect(res.data).toHaveLength(10);
    for (const s of res.data) expect(s.companyName).toContain("科技");
  });
});

describe("company/GetTycName", () => {
  test("pages main companies 10 at a time", async () => {
    const first = await browser.call<Page>("company/GetTycName", { name: "星河", currentPage: 1 });
    expect(first.data).toMatchObject({ currentPage: 1, totalPage: 2 });
    expect(first.data.data).toHaveLength(10);
    expect(first.data.data[0]).toEqual({ id: expect.any(Number), name: "深圳市星河00科技有限公司" });
    const second = await browser.call<Page>("company/GetTycName", { name: "星河", currentPage: "2" });
    expect(second.data).toMatchObject({ currentPage: 2, totalPage: 2 });
    expect(second.data.data.map((m) => m.name)).toEqual(["深圳市星河10科技有限公司"]);
  });

  test("answers an empty page below two characters and a field error for a bad page", async () => {
    expect((await browser.call<Page>("company/GetTycName", { name: "星" })).data).toEqual({ data: [], currentPage: 1, totalPage: 0 });
    expect(await browser.call("company/GetTycName", { name: "星河", currentPage: 0 })).toMatchObject({
      code: 1,
      msg: "页码错误",
      data: { field: "currentPage" },
    });
  });
});
