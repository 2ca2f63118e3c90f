import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type AdminBrowser, auditRows, listQuery, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import { VOUCHER_ALPHABET } from "@/api/contract/voucher";
import { candidate, makeExam } from "@/api/modules/pay/tests/helpers";
import { startTestServer, type TestServer } from "@/tests/support/server";

type Voucher = { id: number; code: string; batchId: number; examId: number; used: boolean; usedBy: number | null; usedAt: string | null };

let srv: TestServer;
let op: AdminBrowser;
let exam: Awaited<ReturnType<typeof makeExam>>;
beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000050", "运营代金券");
  exam = await makeExam(srv.deps.db, { name: "代金券后台考试" });
}, 60_000);
afterAll(() => srv.stop());

const codesOf = async (batchId: number) =>
  (await op.get(`/vouchers${listQuery({ filter: { batchId }, sort: ["code", "ASC"], range: [0, 99] })}`)).json as Voucher[];

describe("voucher batches in the back office", () => {
  test("generates N distinct single-use codes XXXX-XXXX-XXXX-XXXX for the exam, audited", async () => {
    const res = await op.post("/voucher-batches", { examId: exam.id, count: 25, note: "合作伙伴赠送" });
    expect(res).toMatchObject({ status: 201, json: { examId: exam.id, count: 25, note: "合作伙伴赠送" } });
    const codes = await codesOf(res.json.id);
    expect(codes).toHaveLength(25);
    expect(new Set(codes.map((c) => c.code)).size).toBe(25);
    const format = new RegExp(`^[${VOUCHER_ALPHABET}]{4}(-[${VOUCHER_ALPHABET}]{4}){3}$`);
    expect(codes.every((c) => format.test(c.code) && c.examId === exam.id && !c.used && c.usedBy === null)).toBe(true);
    expect((await auditRows(srv.deps.db, "voucher-batches", res.json.id))[0]).toMatchObject({
      action: "create",
      actorName: "运营代金券 +86 13900000050",
    });
  });

  test("the list shows who used a code, and the CSV export carries every code with its state", async () => {
    const batch = (await op.post("/voucher-batches", { examId: exam.id, count: 3, note: "" })).json;
    const [first] = await codesOf(batch.id);
    const c = await candidate(srv.deps.db, srv.url, "18500000001", exam);
    expect(await c.client.call("pearson/voupay", { examid: exam.id, pwd: first!.code })).toMatchObject({ code: 0 });

    const used = (await op.get(`/vouchers${listQuery({ filter: { batchId: batch.id, used: true } })}`)).json as Voucher[];
    expect(used).toEqual([expect.objectContaining({ code: first!.code, used: true, usedBy: c.user.id })]);
    expect((await op.get(`/vouchers${listQuery({ filter: { batchId: batch.id, used: false } })}`)).json).toHaveLength(2);

    const csv = await fetch(`${srv.url}/admin/api/voucher-batches/${batch.id}/export`, {
      headers: { cookie: [...op.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("代金券号码,考试,状态,使用人,手机号,使用时间");
    expect(lines).toHaveLength(4);
    expect(lines.find((l) => l.startsWith(first!.code))).toContain(`代金券后台考试,已使用,${c.user.chineseName},"=""+86 18500000001""",`);
    expect(lines.filter((l) => l.includes(",未使用,"))).toHaveLength(2);
  });

  test("bad input is refused in Chinese; codes cannot be edited; only operators", async () => {
    expect(await op.post("/voucher-batches", { examId: exam.id, count: 0 })).toMatchObject({
      status: 400,
      json: { message: "至少生成 1 张" },
    });
    expect(await op.post("/voucher-batches", { examId: exam.id, count: 1001 })).toMatchObject({
      status: 400,
      json: { message: "一次最多生成 1000 张" },
    });
    expect(await op.post("/voucher-batches", { count: 5 })).toMatchObject({ status: 400, json: { message: "请选择考试" } });
    expect(await op.post("/voucher-batches", { examId: 999_999, count: 5 })).toMatchObject({ status: 400 });
    expect(await op.post("/vouchers", { code: "AAAA-AAAA-AAAA-AAAA" })).toMatchObject({ status: 403 });

    const hr = await signedInAs(srv.deps.db, srv.url, "13900000051", { roles: ["person", "enterprise"] });
    expect((await hr.get("/voucher-batches")).status).toBe(403);
    expect((await hr.get("/vouchers")).status).toBe(403);
    expect((await hr.get("/payment-orders")).status).toBe(403);
    expect((await fetch(`${srv.url}/admin/api/voucher-batches/1/export`)).status).toBe(401);
  });

  test("payment orders are listed read-only", async () => {
    const c = await candidate(srv.deps.db, srv.url, "18500000002", exam);
    const confirm = await c.client.call<{ orderNum: string }>("pearson/Confirm", { pra_id: c.registration.id, pra_em: exam.id });
    const listed = await op.get(`/payment-orders${listQuery({ filter: { q: confirm.data.orderNum } })}`);
    expect(listed.json).toEqual([
      expect.objectContaining({
        orderNumber: confirm.data.orderNum,
        userId: c.user.id,
        amountFen: 19900,
        status: "created",
        subjectKind: "exam_registration",
      }),
    ]);
    expect((await op.put(`/payment-orders/${listed.json[0].id}`, { status: "paid" })).status).toBe(403);
  });
});
