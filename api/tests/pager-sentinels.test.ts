import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

/** A spec client starts every pager as spec 001 section 3 writes it: page 1, no total yet, no choice yet. */
const INITIAL = { currentPage: 1, totalRecord: -1 };

describe("the pager's initial values, as a spec client sends them", () => {
  test("search/SearchList {key, currentPage, id: -1} searches every type", async () => {
    const visitor = testClient(srv.url);
    const unset = await visitor.call("search/SearchList", { ...INITIAL, key: "营销", id: -1 });
    expect(unset.code).toBe(0);
    expect(unset.data).toEqual((await visitor.call("search/SearchList", { ...INITIAL, key: "营销", id: 0 })).data);
    expect((await visitor.call("search/SearchList", { ...INITIAL, key: "营销", id: -2 })).msg).toBe("参数错误");
  });

  test("filters sent as -1 mean all: JShop/GetJShopProductlist, SolutionContents/Idea, SolutionContents/GetList", async () => {
    const visitor = testClient(srv.url);
    const shop = await visitor.call("JShop/GetJShopProductlist", { ...INITIAL, proType: -1, buyType: -1 });
    expect(shop.code).toBe(0);
    expect(shop.data).toEqual((await visitor.call("JShop/GetJShopProductlist", { ...INITIAL })).data);
    expect((await visitor.call("SolutionContents/Idea", { ...INITIAL, cateId: -1 })).code).toBe(0);
    expect((await visitor.call("JShop/GetJShopProductlist", { ...INITIAL, proType: -3 })).msg).toBe("参数错误");
  });
});
