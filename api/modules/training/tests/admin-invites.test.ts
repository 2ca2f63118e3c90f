import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, auditRows, listQuery as q, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import { companies } from "@/db/schema/company";
import { trainingInvites } from "@/db/schema/training";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeTraining, signedInPeople } from "./helpers";

let srv: TestServer;
let op: AdminBrowser;

const NOT_INVITED = { code: 1, msg: "本课程为定向邀请课程，您暂未获得邀请", data: { isAp: 2 } };

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000040", "运营丁");
}, 60_000);
afterAll(() => srv.stop());

describe("a directed session's invite list, one number at a time", () => {
  test("an operator adds numbers (+86 unless told), lists one session's, finds one by its digits; each add is audited", async () => {
    const db = srv.deps.db;
    const t = await makeTraining(db, { directed: 1 });
    const other = await makeTraining(db, { directed: 1 });

    const added = await op.post("/training-invites", { trainingId: t.id, mobile: "177 8000 0000" });
    expect(added).toMatchObject({ status: 201, json: { trainingId: t.id, areaCode: "+86", mobile: "17780000000" } });
    expect(await op.post("/training-invites", { trainingId: t.id, areaCode: "852", mobile: "51234567" })).toMatchObject({
      status: 201,
      json: { areaCode: "+852", mobile: "51234567" },
    });
    await op.post("/training-invites", { trainingId: other.id, mobile: "17780000009" });

    const listed = await op.get(`/training-invites${q({ filter: { trainingId: t.id }, sort: ["mobile", "ASC"], range: [0, 9] })}`);
    expect(listed.headers.get("content-range")).toBe("training-invites 0-1/2");
    expect(listed.json.map((i: { areaCode: string; mobile: string }) => `${i.areaCode} ${i.mobile}`)).toEqual([
      "+86 17780000000",
      "+852 51234567",
    ]);
    const found = await op.get(`/training-invites${q({ filter: { trainingId: t.id, q: "8000" } })}`);
    expect(found.json.map((i: { id: number }) => i.id)).toEqual([added.json.id]);

    expect(await auditRows(db, "training-invites", added.json.id)).toMatchObject([
      { action: "create", actorName: "运营丁 +86 13900000040", after: { trainingId: t.id, mobile: "17780000000" } },
    ]);
  });

  test("a bad number, a number already invited or a missing session is refused in Chinese", async () => {
    const t = await makeTraining(srv.deps.db, { directed: 1 });
    expect(await op.post("/training-invites", { trainingId: t.id, mobile: "12345" })).toMatchObject({
      status: 400,
      json: { message: "手机号格式错误", field: "mobile" },
    });
    expect(await op.post("/training-invites", { trainingId: t.id, areaCode: "+999", mobile: "17780000001" })).toMatchObject({
      status: 400,
      json: { message: "请选择区号", field: "areaCode" },
    });
    expect((await op.post("/training-invites", { trainingId: t.id, mobile: "17780000001" })).status).toBe(201);
    expect(await op.post("/training-invites", { trainingId: t.id, areaCode: "+86", mobile: "17780000001" })).toMatchObject({
      status: 409,
      json: { message: "该手机号已在邀请名单中" },
    });
    expect(await op.post("/training-invites", { trainingId: 999999, mobile: "17780000001" })).toMatchObject({
      status: 404,
      json: { message: "记录不存在" },
    });
  });

  test("a deleted invite is audited, and its person is then refused the session as not invited", async () => {
    const db = srv.deps.db;
    const t = await makeTraining(db, { directed: 1 });
    const [person] = await signedInPeople(db, srv.url, 1, 17781000000);
    const invite = (await op.post("/training-invites", { trainingId: t.id, mobile: person.mobile })).json;
    expect(await person.client.call(`training/apply?id=${t.strId}`)).toMatchObject({ code: 0, data: { isAp: 0 } });

    expect(await op.del(`/training-invites/${invite.id}`)).toMatchObject({ status: 200, json: { id: invite.id, mobile: person.mobile } });
    expect((await op.get(`/training-invites${q({ filter: { trainingId: t.id } })}`)).json).toEqual([]);
    expect((await auditRows(db, "training-invites", invite.id)).map((r) => [r.action, r.before === null, r.after === null])).toEqual([
      ["create", true, false],
      ["delete", false, true],
    ]);
    expect(await op.del(`/training-invites/${invite.id}`)).toMatchObject({ status: 404 });

    expect(await person.client.call(`training/apply?id=${t.strId}`)).toMatchObject(NOT_INVITED);
  });

  test("an enterprise account may neither read nor change an invite list", async () => {
    const db = srv.deps.db;
    const t = await makeTraining(db, { directed: 1 });
    const [invite] = await db.insert(trainingInvites).values({ trainingId: t.id, mobile: "17782000000" }).returning();
    const [company] = await db.insert(companies).values({ companyName: "邀请测试公司" }).returning();
    const ent = await signedInAs(db, srv.url, "13900000041", { roles: ["person", "enterprise"], companyId: company.id });
    const forbidden = { status: 403, json: { message: "没有权限执行该操作" } };
    expect(await ent.get(`/training-invites${q({ filter: { trainingId: t.id } })}`)).toMatchObject(forbidden);
    expect(await ent.get(`/training-invites/${invite.id}`)).toMatchObject(forbidden);
    expect(await ent.post("/training-invites", { trainingId: t.id, mobile: "17782000001" })).toMatchObject(forbidden);
    expect(await ent.del(`/training-invites/${invite.id}`)).toMatchObject(forbidden);
    expect(await ent.post("/training-invites/import", { trainingId: t.id, csv: "17782000001" })).toMatchObject(forbidden);
    expect(await db.select().from(trainingInvites).where(eq(trainingInvites.trainingId, t.id))).toHaveLength(1);
  });
});

describe("invite list import", () => {
  test("accepted, already invited and refused rows are counted; each added number is audited; invited people may then sign up", async () => {
    const db = srv.deps.db;
    const t = await makeTraining(db, { directed: 1 });
    await db.insert(trainingInvites).values({ trainingId: t.id, mobile: "17740000001" });
    const csv = "\uFEFF手机号,姓名\r\n17740000000,张三\r\n17740000001\r\n12345\r\n+852 51234567\r\n17740000000\r\n\r\nabc\r\n";
    const res = await op.post("/training-invites/import", { trainingId: t.id, csv });
    expect(res).toMatchObject({
      status: 200,
      json: {
        added: 2,
        existing: 1,
        rejected: [
          { line: 4, value: "12345", reason: "手机号格式错误" },
          { line: 6, value: "17740000000", reason: "文件中重复" },
          { line: 8, value: "abc", reason: "手机号格式错误" },
        ],
      },
    });
    const listed = await op.get(`/training-invites${q({ filter: { trainingId: t.id }, sort: ["mobile", "ASC"] })}`);
    expect(listed.json.map((i: { areaCode: string; mobile: string }) => `${i.areaCode} ${i.mobile}`)).toEqual([
      "+86 17740000000",
      "+86 17740000001",
      "+852 51234567",
    ]);
    for (const invite of listed.json.filter((i: { mobile: string }) => i.mobile !== "17740000001")) {
      expect(await auditRows(db, "training-invites", invite.id)).toMatchObject([
        { action: "create", before: null, after: { mobile: invite.mobile } },
      ]);
    }

    const [invited] = await signedInPeople(db, srv.url, 1, 17740000000);
    expect(await invited.client.call(`training/apply?id=${t.strId}`)).toMatchObject({ code: 0, data: { isAp: 0 } });
    expect(await op.post("/training-invites/import", { trainingId: 999999, csv: "17740000000" })).toMatchObject({ status: 404 });
  });
});
