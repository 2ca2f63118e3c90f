import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type AdminBrowser, listQuery, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
let op: AdminBrowser;

const input = {
  place: "certification",
  title: "  春季认证季  ",
  image: "/upload/common/spring.webp",
  link: "/certification/exam",
  sort: 3,
  published: true,
  startAt: "2026-03-01T00:00:00.000Z",
  endAt: null,
};

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000061", "运营丙");
}, 60_000);
afterAll(() => srv.stop());

describe("banners in the back office", () => {
  test("an operator creates, lists by place, edits and removes a banner", async () => {
    const created = await op.post("/banners", input);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ title: "春季认证季", place: "certification", published: true, endAt: null });
    const id = created.json.id;
    const listed = await op.get(`/banners${listQuery({ filter: { place: "certification" } })}`);
    expect(listed.json.map((b: { id: number }) => b.id)).toEqual([id]);
    expect((await op.get(`/banners${listQuery({ filter: { place: "home" } })}`)).json).toEqual([]);
    const edited = await op.put(`/banners/${id}`, { ...input, link: "https://example.com/a", published: false });
    expect(edited.json).toMatchObject({ link: "https://example.com/a", published: false });
    expect((await op.del(`/banners/${id}`)).status).toBe(200);
  });

  test("the image is required, the link is a site path or an http(s) address, the place one of three", async () => {
    expect(await op.post("/banners", { ...input, image: "" })).toMatchObject({
      status: 400,
      json: { message: "请上传图片", field: "image" },
    });
    expect(await op.post("/banners", { ...input, link: "javascript:alert(1)" })).toMatchObject({
      status: 400,
      json: { message: "链接须以 / 或 http(s):// 开头，且不超过500个字符", field: "link" },
    });
    expect(await op.post("/banners", { ...input, place: "shop" })).toMatchObject({
      status: 400,
      json: { message: "展示位置无效", field: "place" },
    });
    expect(await op.post("/banners", { ...input, endAt: "2026-02-01T00:00:00.000Z" })).toMatchObject({
      status: 400,
      json: { message: "结束时间须晚于开始时间", field: "endAt" },
    });
  });

  test("only operators", async () => {
    const person = await signedInAs(srv.deps.db, srv.url, "13900000062", { roles: ["person", "enterprise"] });
    expect((await person.get("/banners")).status).toBe(403);
    expect((await person.post("/banners", input)).status).toBe(403);
  });
});
