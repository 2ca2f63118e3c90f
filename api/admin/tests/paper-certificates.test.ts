import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { letters } from "../../../db/schema";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { makeAttempt, makeExam } from "../../modules/certification/my-exams/tests/helpers";
import { signedInPeople } from "../../modules/training/tests/helpers";
import { type AdminBrowser, auditRows, listQuery, signedInAs, signedInOperator } from "./support";

let srv: TestServer;
let op: AdminBrowser;
let people: Awaited<ReturnType<typeof signedInPeople>>;
let examName: string;

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000041", "运营证书");
  people = await signedInPeople(srv.deps.db, srv.url, 3, 17800000000);
  const exam = await makeExam(srv.deps.db);
  examName = exam.name;
  for (const p of people) {
    const attempt = await makeAttempt(srv.deps.db, p.id, exam.id, "passed", 80);
    const asked = await p.client.call("pearson/AddCerPaper", { EadID: attempt.id, Province: "北京市", City: "北京市", AddressDetail: `海淀路${p.id}号` });
    expect(asked.code).toBe(0);
    const invoiced = await p.client.call("pearson/AddInvoice", { eadid: attempt.id, mySelf: 1, unitName: "本人", takerMobile: p.mobile, detailedAddress: `p${p.id}@example.com` });
    expect(invoiced.code).toBe(0);
  }
}, 60_000);
afterAll(() => srv.stop());

const inbox = (userId: number) => srv.deps.db.select().from(letters).where(eq(letters.userId, userId));

describe("the paper certificate queue", () => {
  test("lists requests by status", async () => {
    const all = await op.get(`/paper-certificates${listQuery({ filter: { status: "requested" }, sort: ["createdAt", "ASC"], range: [0, 9] })}`);
    expect(all.status).toBe(200);
    expect(all.json.map((r: { address: string }) => r.address)).toEqual(people.map((p) => `海淀路${p.id}号`));
    expect(all.headers.get("content-range")).toBe("paper-certificates 0-2/3");
  });

  test("shipping needs courier and tracking number; then the candidate gets a letter and the change is audited", async () => {
    const [req] = (await op.get(`/paper-certificates${listQuery({ filter: { userId: people[0].id } })}`)).json;
    expect(await op.put(`/paper-certificates/${req.id}`, { status: "shipped", courier: "", trackingNo: "SF1" })).toMatchObject({ status: 400, json: { message: "请填写快递公司" } });
    expect(await op.put(`/paper-certificates/${req.id}`, { status: "shipped", courier: "顺丰速运", trackingNo: " " })).toMatchObject({ status: 400, json: { message: "请填写快递单号" } });
    const shipped = await op.put(`/paper-certificates/${req.id}`, { status: "shipped", courier: "顺丰速运", trackingNo: "SF1234567890" });
    expect(shipped).toMatchObject({ status: 200, json: { status: "shipped", courier: "顺丰速运", trackingNo: "SF1234567890" } });
    expect(shipped.json.shippedAt).toBeTruthy();
    const [letter] = await inbox(people[0].id);
    expect(letter).toMatchObject({ title: "纸质证书已寄出", link: "/my/examinfo?type=success" });
    expect(letter.content).toContain(`《${examName}》`);
    expect(letter.content).toContain("SF1234567890");
    expect(letter.content).toContain("13-25元");
    const audit = await auditRows(srv.deps.db, "paper-certificates", req.id);
    expect(audit.map((a) => a.action)).toEqual(["update"]);
    // The candidate sees it on /my/examinfo.
    const mine = await people[0].client.call<{ list: { paper: { statusText: string; trackingNo: string } }[] }>("my/examinfo", { type: "success" });
    expect(mine.data.list[0].paper).toMatchObject({ statusText: "已寄出", courier: "顺丰速运", trackingNo: "SF1234567890" });
    // A shipped request is settled: no second decision.
    expect(await op.put(`/paper-certificates/${req.id}`, { status: "refused", courier: "", trackingNo: "" })).toMatchObject({ status: 409, json: { message: "该申请已处理，不能再修改" } });
    expect(await inbox(people[0].id)).toHaveLength(1);
  });

  test("a refused parcel: the letter says it was destroyed and cannot be re-sent", async () => {
    const [req] = (await op.get(`/paper-certificates${listQuery({ filter: { userId: people[1].id } })}`)).json;
    expect(await op.put(`/paper-certificates/${req.id}`, { status: "refused" })).toMatchObject({ status: 200, json: { status: "refused" } });
    const [letter] = await inbox(people[1].id);
    expect(letter.title).toBe("纸质证书包裹已被拒收");
    expect(letter.content).toContain("无法重新寄送");
  });

  test("two operators deciding one request at once: one decision, one letter", async () => {
    const [req] = (await op.get(`/paper-certificates${listQuery({ filter: { userId: people[2].id } })}`)).json;
    const other = await signedInOperator(srv.deps.db, srv.url, "13900000042", "运营二");
    const answers = await Promise.all([
      op.put(`/paper-certificates/${req.id}`, { status: "shipped", courier: "顺丰速运", trackingNo: "SF1" }),
      other.put(`/paper-certificates/${req.id}`, { status: "refused" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await inbox(people[2].id)).toHaveLength(1);
  });
});

describe("the invoice queue", () => {
  test("marking an invoice sent needs its number; the candidate is told it went to their e-mail", async () => {
    const [req] = (await op.get(`/invoice-requests${listQuery({ filter: { userId: people[0].id } })}`)).json;
    expect(req).toMatchObject({ status: "requested", email: `p${people[0].id}@example.com`, amountFen: 19900, mySelf: 1 });
    expect(await op.put(`/invoice-requests/${req.id}`, { status: "sent", invoiceNo: "" })).toMatchObject({ status: 400, json: { message: "请填写发票号码" } });
    expect(await op.put(`/invoice-requests/${req.id}`, { status: "sent", invoiceNo: "No.00012345" })).toMatchObject({ status: 200, json: { status: "sent" } });
    const sent = (await inbox(people[0].id)).find((l) => l.title === "发票已发送");
    expect(sent?.content).toContain(`p${people[0].id}@example.com`);
    expect(sent?.content).toContain("No.00012345");
    expect((await auditRows(srv.deps.db, "invoice-requests", req.id)).map((a) => a.action)).toEqual(["update"]);
  });

  test("an enterprise account cannot open the queues", async () => {
    const hr = await signedInAs(srv.deps.db, srv.url, "13900000043", { roles: ["person", "enterprise"], chineseName: "企业HR" });
    expect((await hr.get("/paper-certificates")).status).toBe(403);
    expect((await hr.get("/invoice-requests")).status).toBe(403);
    expect((await hr.get("/lecturer-submissions")).status).toBe(403);
  });
});
