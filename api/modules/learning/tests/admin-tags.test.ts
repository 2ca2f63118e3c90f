import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type AdminBrowser, auditRows, listQuery as q, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import { companies } from "@/db/schema/company";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
let op: AdminBrowser;

const session = {
  title: "短视频投放实战",
  startAt: "2026-12-12T11:00:00.000Z",
  endAt: "2026-12-12T12:00:00.000Z",
  published: true,
};

type Tag = { id: number; kind: string; name: string; sort: number };

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000050", "运营戊");
}, 60_000);
afterAll(() => srv.stop());

describe("learning tags in the back office", () => {
  test("an operator creates, lists, edits and deletes a tag; each write leaves an audit row", async () => {
    const created = await op.post("/learning-tags", { kind: "product", name: "  短视频推广 ", sort: 3 });
    expect(created).toMatchObject({ status: 201, json: { kind: "product", name: "短视频推广", sort: 3 } });
    const id = created.json.id;
    await op.post("/learning-tags", { kind: "gangwei", name: "剪辑师" });
    await op.post("/learning-tags", { kind: "product", name: "搜索广告" });

    const products = await op.get(`/learning-tags${q({ filter: { kind: "product" }, sort: ["name", "ASC"], range: [0, 9] })}`);
    expect(products.json.map((t: Tag) => t.name)).toEqual(["搜索广告", "短视频推广"].sort());
    expect(products.headers.get("content-range")).toBe("learning-tags 0-1/2");
    const searched = await op.get(`/learning-tags${q({ filter: { q: "剪辑" } })}`);
    expect(searched.json).toEqual([{ id: expect.any(Number), kind: "gangwei", name: "剪辑师", sort: 0 }]);
    // The session form reads tags as 「岗位 · 剪辑师」: typing the kind finds them too.
    expect((await op.get(`/learning-tags${q({ filter: { q: "岗位" } })}`)).json.map((t: Tag) => t.name)).toEqual(["剪辑师"]);
    expect((await op.get(`/learning-tags${q({ filter: { kind: "colour" } })}`)).status).toBe(400);

    const edited = await op.put(`/learning-tags/${id}`, { kind: "resources", name: "短视频课", sort: 1 });
    expect(edited).toMatchObject({ status: 200, json: { id, kind: "resources", name: "短视频课", sort: 1 } });
    expect(await op.del(`/learning-tags/${id}`)).toMatchObject({ status: 200 });
    expect((await op.get(`/learning-tags/${id}`)).status).toBe(404);
    expect((await auditRows(srv.deps.db, "learning-tags", id)).map((r) => r.action)).toEqual(["create", "update", "delete"]);
  });

  test("bad input names the field; the same name twice under one kind is refused, under another kind allowed", async () => {
    expect(await op.post("/learning-tags", { kind: "colour", name: "红" })).toMatchObject({
      status: 400,
      json: { message: "请选择标签类型", field: "kind" },
    });
    expect(await op.post("/learning-tags", { kind: "theme", name: " " })).toMatchObject({
      status: 400,
      json: { message: "请输入标签名称", field: "name" },
    });
    expect(await op.post("/learning-tags", { kind: "theme", name: "字".repeat(31) })).toMatchObject({
      status: 400,
      json: { message: "标签名称不能超过30个字", field: "name" },
    });
    expect((await op.post("/learning-tags", { kind: "theme", name: "增长" })).status).toBe(201);
    expect(await op.post("/learning-tags", { kind: "theme", name: "增长" })).toMatchObject({
      status: 409,
      json: { message: "该类型下已有同名标签" },
    });
    expect((await op.post("/learning-tags", { kind: "target", name: "增长" })).status).toBe(201);
  });

  test("a session carries industries and tags; the portal's Training/GetList3 filters by them; a tag in use is kept", async () => {
    const tag = (await op.post("/learning-tags", { kind: "product", name: "直播带货" })).json;
    const other = (await op.post("/learning-tags", { kind: "product", name: "品牌专区" })).json;
    const industries = (await op.get(`/training-industries${q({ sort: ["sort", "ASC"], range: [0, 1] })}`)).json;
    expect(industries).toHaveLength(2);
    expect(industries[0]).toEqual({ id: expect.any(Number), title: expect.any(String), sort: expect.any(Number) });

    const created = await op.post("/trainings", { ...session, industryIds: [industries[0].id], tagIds: [tag.id, tag.id] });
    expect(created).toMatchObject({ status: 201, json: { industryIds: [industries[0].id], tagIds: [tag.id] } });
    const t = created.json;

    const portal = testClient(srv.url);
    const titles = async (payload: Record<string, unknown>) =>
      (await portal.call<{ list: { title: string }[] }>("Training/GetList3", payload)).data.list.map((i) => i.title);
    expect(await titles({ product: [tag.id] })).toEqual([session.title]);
    expect(await titles({ product: [other.id] })).toEqual([]);
    expect(await titles({ industry: [industries[0].id], product: [tag.id] })).toEqual([session.title]);

    expect(await op.del(`/learning-tags/${tag.id}`)).toMatchObject({ status: 409, json: { message: "该标签已用于 1 门课程，不能删除" } });
    // The operator finds which session that is: the session list filters by tag and by industry.
    const ids = async (filter: Record<string, unknown>) =>
      (await op.get(`/trainings${q({ filter })}`)).json.map((x: { id: number }) => x.id);
    expect(await ids({ tagId: tag.id })).toEqual([t.id]);
    expect(await ids({ industryId: industries[0].id, tagId: String(tag.id) })).toEqual([t.id]);
    expect(await ids({ tagId: other.id })).toEqual([]);
    expect((await op.get(`/trainings${q({ filter: { tagId: "x" } })}`)).status).toBe(400);

    const edited = await op.put(`/trainings/${t.id}`, { ...t, industryIds: [industries[1].id], tagIds: [other.id] });
    expect(edited).toMatchObject({ status: 200, json: { industryIds: [industries[1].id], tagIds: [other.id] } });
    expect(await titles({ product: [tag.id] })).toEqual([]);
    expect(await titles({ industry: [industries[1].id], product: [other.id] })).toEqual([session.title]);
    expect(await titles({ industry: [industries[0].id] })).not.toContain(session.title);

    expect(await op.del(`/learning-tags/${tag.id}`)).toMatchObject({ status: 200 });
  });

  test("unknown industries and tags, and more than 20 of either, are refused naming the input", async () => {
    expect(await op.post("/trainings", { ...session, tagIds: [999_999] })).toMatchObject({
      status: 400,
      json: { message: "所选标签不存在或已被删除，请重新选择", field: "tagIds" },
    });
    expect(await op.post("/trainings", { ...session, industryIds: [999_999] })).toMatchObject({
      status: 400,
      json: { message: "所选行业不存在，请重新选择", field: "industryIds" },
    });
    const many = Array.from({ length: 21 }, (_, i) => i + 1);
    expect(await op.post("/trainings", { ...session, tagIds: many })).toMatchObject({
      status: 400,
      json: { message: "标签不能超过20个", field: "tagIds" },
    });
    expect(await op.post("/trainings", { ...session, industryIds: ["x"] })).toMatchObject({
      status: 400,
      json: { message: "请选择有效的行业" },
    });
  });

  test("an enterprise account may read the industries but neither read nor change tags; nobody writes industries", async () => {
    const [company] = await srv.deps.db.insert(companies).values({ companyName: "标签测试公司" }).returning();
    const ent = await signedInAs(srv.deps.db, srv.url, "13900000051", { roles: ["person", "enterprise"], companyId: company.id });
    const forbidden = { status: 403, json: { message: "没有权限执行该操作" } };
    expect(await ent.get("/learning-tags")).toMatchObject(forbidden);
    expect(await ent.post("/learning-tags", { kind: "theme", name: "企业标签" })).toMatchObject(forbidden);
    expect((await ent.get("/training-industries")).status).toBe(200);
    expect(await op.post("/training-industries", { title: "新行业" })).toMatchObject(forbidden);
  });
});
