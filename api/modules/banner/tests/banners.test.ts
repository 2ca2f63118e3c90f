import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Banner } from "@/api/contract/banner";
import { banners } from "@/db/schema/banner";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";

const DAY = 24 * 3600_000;

let srv: TestServer;

beforeAll(async () => {
  srv = await startTestServer();
  const now = Date.now();
  await srv.deps.db.insert(banners).values([
    { place: "catalogue", title: "第二", image: "/img/2.webp", link: "/Learning/List", sort: 2 },
    { place: "catalogue", title: "第一", image: "/img/1.webp", link: "https://example.com/", sort: 1, endAt: new Date(now + DAY) },
    { place: "catalogue", title: "同序较新", image: "/img/3.webp", sort: 2, startAt: new Date(now - DAY) },
    { place: "catalogue", title: "未开始", image: "/img/x.webp", startAt: new Date(now + DAY) },
    { place: "catalogue", title: "已结束", image: "/img/x.webp", endAt: new Date(now - DAY) },
    { place: "catalogue", title: "未发布", image: "/img/x.webp", published: 0 },
    { place: "home", title: "首页横幅", image: "/img/h.webp" },
  ]);
}, 60_000);
afterAll(() => srv.stop());

const titlesOf = async (place: unknown) => {
  const res = await testClient(srv.url).call<Banner[]>("common/GetBanners", { place });
  expect(res.code).toBe(0);
  return res.data.map((b) => b.title);
};

describe("common/GetBanners", () => {
  test("a visitor gets a place's published banners within their dates, by sort and then the newest first", async () => {
    expect(await titlesOf("catalogue")).toEqual(["第一", "同序较新", "第二"]);
    expect(await titlesOf("home")).toEqual(["首页横幅"]);
    expect(await titlesOf("certification")).toEqual([]);
  });

  test("a slide carries its image, title and link, nothing of the back office", async () => {
    const res = await testClient(srv.url).call<Banner[]>("common/GetBanners", { place: "catalogue" });
    expect(res.data[0]).toEqual({ id: expect.any(Number), title: "第一", image: "/img/1.webp", link: "https://example.com/" });
  });

  test("an unknown place is refused in Chinese, a missing one names the field", async () => {
    expect(await testClient(srv.url).call("common/GetBanners", { place: "shop" })).toMatchObject({ code: 1, msg: "展示位置无效" });
    expect(await testClient(srv.url).call("common/GetBanners", {})).toMatchObject({ code: 1, data: { field: "place" } });
  });
});
