import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type AdminBrowser, auditRows, listQuery as q, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import type { InterestCategory } from "@/api/contract/interest";
import { seedInterest } from "@/db/seed/interest";
import { silentLog } from "@/db/seed/progress";
import { signIn, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
let op: AdminBrowser;
type Option = { id: number; cateId: number; parentId: number | null; title: string; value: number; childTitle: string };

beforeAll(async () => {
  srv = await startTestServer();
  await seedInterest(srv.deps.db, silentLog);
  op = await signedInOperator(srv.deps.db, srv.url, "13900000051", "运营己");
}, 60_000);
afterAll(() => srv.stop());

const tree = async () => (await testClient(srv.url).call<{ list: InterestCategory[] }>("common/getinterestlist")).data.list;
const byTitle = async (cateId: number, title: string) =>
  (await op.get(`/interest-options${q({ filter: { cateId, q: title } })}`)).json.find((o: Option) => o.title === title) as Option;

describe("the interest option tree in the back office", () => {
  test("lists a category's options in order; a new follow-up under 是 shows in the survey; edits and deletes are audited", async () => {
    const identity = await op.get(`/interest-options${q({ filter: { cateId: 1, parentId: "" }, sort: ["id", "ASC"], range: [0, 5] })}`);
    expect(identity.json.slice(0, 3).map((o: Option) => o.title)).toEqual(["广告主", "代理商", "流量主"]);
    const yes = await byTitle(1, "是");
    expect(yes).toMatchObject({ childTitle: "已接入的平台" });

    const created = await op.post("/interest-options", { cateId: 1, parentId: yes.id, title: " 小米广告 ", value: 6, sort: 45 });
    expect(created).toMatchObject({
      status: 201,
      json: { cateId: 1, parentId: yes.id, title: "小米广告", exclusive: false, isOther: false },
    });
    const id = created.json.id;
    const platforms = (await tree())[0].oplist.find((o) => o.title === "流量主")!.child[0].child.map((o) => o.title);
    expect(platforms).toEqual(["穿山甲", "优量汇", "百度联盟", "快手联盟", "小米广告", "其他"]);

    expect((await op.put(`/interest-options/${id}`, { ...created.json, title: "小米广告联盟" })).json.title).toBe("小米广告联盟");
    expect(await op.del(`/interest-options/${id}`)).toMatchObject({ status: 200 });
    expect((await auditRows(srv.deps.db, "interest-options", id)).map((r) => r.action)).toEqual(["create", "update", "delete"]);
  });

  test("a parent must be of the same category and never the option itself or below it", async () => {
    const owner = await byTitle(1, "流量主");
    const yes = await byTitle(1, "是");
    const search = await byTitle(5, "搜索推广");
    expect(await op.post("/interest-options", { cateId: 5, parentId: owner.id, title: "抖音" })).toMatchObject({
      status: 400,
      json: { message: "上级选项须属于同一分类", field: "parentId" },
    });
    expect(await op.post("/interest-options", { cateId: 1, parentId: 999999, title: "抖音" })).toMatchObject({
      status: 400,
      json: { message: "上级选项不存在" },
    });
    expect(await op.put(`/interest-options/${owner.id}`, { ...owner, parentId: yes.id })).toMatchObject({
      status: 400,
      json: { message: "不能选择该选项自身或其下的选项作为上级", field: "parentId" },
    });
    expect(await op.put(`/interest-options/${owner.id}`, { ...owner, cateId: 2 })).toMatchObject({
      status: 400,
      json: { message: "该选项下还有追问选项，不能更换分类", field: "cateId" },
    });
    expect(await op.post("/interest-options", { cateId: 6, title: "抖音" })).toMatchObject({
      status: 400,
      json: { message: "请选择分类", field: "cateId" },
    });
    expect(await op.post("/interest-options", { cateId: 5, title: " " })).toMatchObject({
      status: 400,
      json: { message: "请输入选项名称", field: "title" },
    });
    // 88 (no marketing behaviour) is exclusive by the spec: an option with that value must say so.
    expect(await op.post("/interest-options", { cateId: 5, title: "暂无投放", value: 88 })).toMatchObject({
      status: 400,
      json: { message: "选项值 88（暂无营销行为）须设为互斥选项", field: "exclusive" },
    });
    expect(await op.del(`/interest-options/${owner.id}`)).toMatchObject({
      status: 409,
      json: { message: "该选项下还有 2 个追问选项，请先删除它们" },
    });
    expect((await op.put(`/interest-options/${search.id}`, { ...search, sort: 9 })).status).toBe(200);
  });

  test("only operators reach it", async () => {
    const hr = await signedInAs(srv.deps.db, srv.url, "13900000052", { roles: ["person", "enterprise"] });
    expect((await hr.get("/interest-options")).status).toBe(403);
  });

  test("a category the operator empties asks nothing: the survey goes on without it", async () => {
    const topics = (await op.get(`/interest-options${q({ filter: { cateId: 8 }, range: [0, 49] })}`)).json as Option[];
    for (const t of topics) expect((await op.del(`/interest-options/${t.id}`)).status).toBe(200);
    const left = await tree();
    expect(left.map((c) => c.cateId)).toEqual([1, 2, 3, 4, 5, 7]);

    const person = testClient(srv.url, { ip: "10.4.1.1" });
    expect((await signIn(person, srv.url, "13800138401")).code).toBe(0);
    const list = left.map((c) => ({ id: c.oplist[1].id, cateid: c.cateId, title: c.oplist[1].title }));
    expect(await person.call("Home/AddUserInterest", { list })).toMatchObject({ code: 0, msg: "提交成功" });
  });
});
