import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";

type Industry = { id: number; title: string };
type Province = { id: number; provinceName: string };
type City = { id: number; cityName: string };

let srv: TestServer;
let browser: TestClient;
beforeAll(async () => {
  srv = await startTestServer();
  browser = testClient(srv.url);
});
afterAll(() => srv.stop());

async function ok<T>(path: string, payload: Record<string, unknown> = {}) {
  const res = await browser.call<T>(path, payload);
  expect(res.code).toBe(0);
  return res.data;
}

describe("industries", () => {
  test("common/industry lists the GB/T 4754 sections and 其他 as id 32", async () => {
    const list = await ok<Industry[]>("common/industry");
    expect(list).toContainEqual({ id: 32, title: "其他" });
    expect(list).toContainEqual({ id: 9, title: "信息传输、软件和信息技术服务业" });
    expect(list).toHaveLength(21);
    for (const item of list) expect(Object.keys(item).sort()).toEqual(["id", "title"]);
  });

  test("common/tindustry?parentId= lists the sub-industries, with the id from the query or the body", async () => {
    const it = await ok<Industry[]>("common/tindustry?parentId=9");
    expect(it.map((i) => i.title)).toEqual(["电信、广播电视和卫星传输服务", "互联网和相关服务", "软件和信息技术服务业"]);
    expect(await ok<Industry[]>("common/tindustry", { parentId: 9 })).toEqual(it);
    // 其他 and a section whose only division repeats it (教育) have no second level.
    expect(await ok<Industry[]>("common/tindustry?parentId=32")).toEqual([]);
    const education = (await ok<Industry[]>("common/industry")).find((i) => i.title === "教育")!;
    expect(await ok<Industry[]>(`common/tindustry?parentId=${education.id}`)).toEqual([]);
  });

  test("common/tindustry without a usable parentId is a field error", async () => {
    expect(await browser.call("common/tindustry?parentId=abc")).toMatchObject({
      code: 1,
      msg: "请选择一级行业",
      data: { field: "parentId" },
    });
    expect(await browser.call("common/tindustry")).toMatchObject({ code: 1, msg: "请选择一级行业" });
  });

  test("common/trainingIndustry is a flat list of {id, title}", async () => {
    const list = await ok<Industry[]>("common/trainingIndustry");
    expect(list.length).toBeGreaterThan(10);
    expect(list).toContainEqual({ id: 32, title: "其他" });
    expect(list[0]).toEqual({ id: 1, title: "农、林、牧、渔业" });
  });
});

describe("regions", () => {
  test("common/province lists every province with its GB/T 2260 code, then Hong Kong, Macau and Taiwan", async () => {
    const list = await ok<Province[]>("common/province");
    expect(list[0]).toEqual({ id: 110000, provinceName: "北京市" });
    expect(list).toContainEqual({ id: 440000, provinceName: "广东省" });
    expect(list.slice(-3).map((p) => p.provinceName)).toEqual(["香港特别行政区", "澳门特别行政区", "台湾省"]);
    expect(list).toHaveLength(34);
  });

  test("common/city?id= lists a province's cities; a municipality is its own single city", async () => {
    const guangdong = await ok<City[]>("common/city?id=440000");
    expect(guangdong).toContainEqual({ id: 440300, cityName: "深圳市" });
    expect(guangdong[0]).toEqual({ id: 440100, cityName: "广州市" });
    expect(await ok<City[]>("common/city?id=110000")).toEqual([{ id: 110100, cityName: "北京市" }]);
    expect((await ok<City[]>("common/city?id=500000")).map((c) => c.cityName)).toEqual(["重庆市"]);
    // Units directly under a province appear by their own names, not as 省直辖县级行政区划.
    const henan = (await ok<City[]>("common/city", { id: "410000" })).map((c) => c.cityName);
    expect(henan).toContain("济源市");
    expect(henan).not.toContain("省直辖县级行政区划");
    expect(await ok<City[]>("common/city?id=999999")).toEqual([]);
  });

  test("common/city without a province id is a field error", async () => {
    expect(await browser.call("common/city")).toMatchObject({ code: 1, msg: "请选择省份", data: { field: "id" } });
  });

  test("Common/GetCitysByProvinceName answers data.list for a full or short province name", async () => {
    const full = await ok<{ list: City[] }>("Common/GetCitysByProvinceName", { provincename: "广东省" });
    expect(full.list.map((c) => c.cityName)).toContain("深圳市");
    expect(await ok<{ list: City[] }>("common/getcitysbyprovincename", { provincename: "广东" })).toEqual(full);
    expect((await ok<{ list: City[] }>("Common/GetCitysByProvinceName", { provincename: "北京" })).list).toEqual([
      { id: 110100, cityName: "北京市" },
    ]);
    expect((await ok<{ list: City[] }>("Common/GetCitysByProvinceName", { provincename: "香港" })).list.map((c) => c.cityName)).toEqual([
      "香港岛",
      "九龙",
      "新界",
    ]);
    expect(await ok("Common/GetCitysByProvinceName", { provincename: "火星" })).toEqual({ list: [] });
    expect(await ok("Common/GetCitysByProvinceName", {})).toEqual({ list: [] });
  });
});

describe("area codes", () => {
  test("common/AreaTree groups every accepted area code under 中国大陆, 港澳台 and 海外", async () => {
    type Group = { id: number; name: string; children: { id: number; name: string; code: string }[] };
    const tree = await ok<Group[]>("common/AreaTree");
    expect(tree.map((g) => g.name)).toEqual(["中国大陆", "港澳台", "海外"]);
    expect(tree[0].children).toEqual([{ id: 10086, name: "中国大陆", code: "+86" }]);
    expect(tree[1].children.map((c) => c.code)).toEqual(["+852", "+853", "+886"]);
    expect(tree[2].children.map((c) => c.code)).toContain("+1");
    expect(tree.flatMap((g) => g.children)).toHaveLength(14);
  });
});
