import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, auditRows, listQuery, signedInAs, signedInOperator, userWith } from "@/api/admin/tests/support";
import { exams } from "@/db/schema/certification/exams";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { addAttempt } from "../../registration/tests/helpers";

let srv: TestServer;
let op: AdminBrowser;

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13800000911", "考试管理员");
}, 60_000);
afterAll(() => srv.stop());

const form = {
  name: "  数据分析认证  ",
  series: "数据认证",
  kaoShiId: "KS-DATA-01",
  cover: "",
  intro: "数据分析基础",
  fee: 199.9,
  isVideo: true,
  cnt: 0,
  monthlyLimit: 3,
  subjectNum: 50,
  zongFen: 100,
  passScore: 60,
  duration: 90,
  outlineUrl: "",
  discipline: "独立完成考试",
  certValidMonths: 24,
  published: true,
  sort: 5,
};

describe("exams in the back office", () => {
  test("an operator creates an exam with the fee in yuan, stored in fen; the portal lists it", async () => {
    const res = await op.post("/exams", form);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: "数据分析认证", fee: 199.9, isVideo: true, monthlyLimit: 3, outlineUrl: "" });
    const [row] = await srv.deps.db.select().from(exams).where(eq(exams.id, res.json.id));
    expect(row).toMatchObject({ feeFen: 19990, isVideo: 1, published: 1 });
    expect(await auditRows(srv.deps.db, "exams", res.json.id)).toHaveLength(1);

    const listed = await testClient(srv.url).call<{ id: number; fee: number; outlineUrl: string }[]>("pearson/examall");
    expect(listed.data.find((e) => e.id === res.json.id)).toMatchObject({ fee: 19990, outlineUrl: "" });

    const edited = await op.put(`/exams/${res.json.id}`, {
      ...form,
      fee: 0,
      outlineUrl: "/certification/outline/KS-DATA-01",
      published: false,
    });
    expect(edited.json).toMatchObject({ fee: 0, outlineUrl: "/certification/outline/KS-DATA-01", published: false });
    expect((await testClient(srv.url).call<{ id: number }[]>("pearson/examall")).data.some((e) => e.id === res.json.id)).toBe(false);
  });

  test("bad values are refused with Chinese messages under their field", async () => {
    expect(await op.post("/exams", { ...form, fee: 1.234 })).toMatchObject({
      status: 400,
      json: { message: "报名费最多保留两位小数", field: "fee" },
    });
    expect(await op.post("/exams", { ...form, fee: -1 })).toMatchObject({ status: 400, json: { field: "fee" } });
    expect(await op.post("/exams", { ...form, passScore: 120 })).toMatchObject({
      status: 400,
      json: { message: "及格分不能高于总分", field: "passScore" },
    });
    expect(await op.post("/exams", { ...form, name: "" })).toMatchObject({
      status: 400,
      json: { message: "请输入考试名称", field: "name" },
    });
    expect(await op.post("/exams", { ...form, outlineUrl: "javascript:alert(1)" })).toMatchObject({
      status: 400,
      json: { field: "outlineUrl" },
    });
  });

  test("an exam people registered for cannot be deleted; an enterprise account cannot manage exams", async () => {
    const made = await op.post("/exams", form);
    const person = await userWith(srv.deps.db, "13960000001");
    await addAttempt(srv.deps.db, person.id, made.json.id, { status: "unpaid" });
    expect(await op.del(`/exams/${made.json.id}`)).toMatchObject({
      status: 409,
      json: { message: "该考试已有 1 条报名记录，不能删除，请改为下线" },
    });
    const fresh = await op.post("/exams", form);
    expect((await op.del(`/exams/${fresh.json.id}`)).status).toBe(200);

    const hr = await signedInAs(srv.deps.db, srv.url, "13850000912", { roles: ["person", "enterprise"] });
    expect((await hr.get(`/exams${listQuery({})}`)).status).toBe(403);
    expect((await hr.post("/exams", form)).status).toBe(403);
  });
});
