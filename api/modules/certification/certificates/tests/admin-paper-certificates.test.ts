import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, auditRows, listQuery, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import { signedInPeople } from "@/api/modules/training/tests/helpers";
import { invoiceRequests } from "@/db/schema/certification/requests";
import { letters } from "@/db/schema/letters/letters";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeAttempt, makeExam } from "../../my-exams/tests/helpers";

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
    const asked = await p.client.call("pearson/AddCerPaper", {
      EadID: attempt.id,
      Province: "北京市",
      City: "北京市",
      AddressDetail: `海淀路${p.id}号`,
    });
    expect(asked.code).toBe(0);
    const invoiced = await p.client.call("pearson/AddInvoice", {
      eadid: attempt.id,
      mySelf: 1,
      unitName: "本人",
      takerMobile: p.mobile,
      detailedAddress: `p${p.id}@example.com`,
    });
    expect(invoiced.code).toBe(0);
  }
}, 60_000);
afterAll(() => srv.stop());

const inbox = (userId: number) => srv.deps.db.select().from(letters).where(eq(letters.userId, userId));

describe("the paper certificate queue", () => {
  test("lists requests by status", async () => {
    const all = await op.get(
      `/paper-certificates${listQuery({ filter: { status: "requested" }, sort: ["createdAt", "ASC"], range: [0, 9] })}`,
    );
    expect(all.status).toBe(200);
    expect(all.json.map((r: { address: string }) => r.address)).toEqual(people.map((p) => `海淀路${p.id}号`));
    expect(all.headers.get("content-range")).toBe("paper-certificates 0-2/3");
  });

  test("shipping needs courier and tracking number; then the candidate gets a letter and the change is audited", async () => {
    const [req] = (await op.get(`/paper-certificates${listQuery({ filter: { userId: people[0].id } })}`)).json;
    expect(await op.put(`/paper-certificates/${req.id}`, { status: "shipped", courier: "", trackingNo: "SF1" })).toMatchObject({
      status: 400,
      json: { message: "请填写快递公司" },
    });
    expect(await op.put(`/paper-certificates/${req.id}`, { status: "shipped", courier: "顺丰速运", trackingNo: " " })).toMatchObject({
      status: 400,
      json: { message: "请填写快递单号" },
    });
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
    const mine = await people[0].client.call<{ list: { paper: { statusText: string; trackingNo: string } }[] }>("my/examinfo", {
      type: "success",
    });
    expect(mine.data.list[0].paper).toMatchObject({ statusText: "已寄出", courier: "顺丰速运", trackingNo: "SF1234567890" });
    // A shipped request is settled: no second decision.
    expect(await op.put(`/paper-certificates/${req.id}`, { status: "refused", courier: "", trackingNo: "" })).toMatchObject({
      status: 409,
      json: { message: "该申请已处理，不能再修改" },
    });
    expect(await inbox(people[0].id)).toHaveLength(1);
  });

  test("a refused parcel: the letter says it was destroyed and cannot be re-sent", async () => {
    const [req] = (await op.get(`/paper-certificates${listQuery({ filter: { userId: people[1].id } })}`)).json;
    expect(await op.put(`/paper-certificates/${req.id}`, { status: "refused" })).toMatchObject({
      status: 200,
      json: { status: "refused" },
    });
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
    expect(await op.put(`/invoice-requests/${req.id}`, { status: "sent", invoiceNo: "" })).toMatchObject({
      status: 400,
      json: { message: "请填写发票号码" },
    });
    expect(await op.put(`/invoice-requests/${req.id}`, { status: "sent", invoiceNo: "No.00012345" })).toMatchObject({
      status: 200,
      json: { status: "sent" },
    });
    const sent = (await inbox(people[0].id)).find((l) => l.title === "发票已发送");
    expect(sent?.content).toContain(`p${people[0].id}@example.com`);
    expect(sent?.content).toContain("No.00012345");
    expect((await auditRows(srv.deps.db, "invoice-requests", req.id)).map((a) => a.action)).toEqual(["update"]);
  });

  test("each invoice shows its send-by day; one unsent past two months is listed as overdue", async () => {
    const [late] = (await op.get(`/invoice-requests${listQuery({ filter: { userId: people[1].id } })}`)).json;
    const requested = new Date(late.createdAt);
    expect(new Date(late.dueAt).getTime() - requested.getTime()).toBeGreaterThanOrEqual(59 * 86_400_000);
    expect((await op.get(`/invoice-requests${listQuery({ filter: { overdue: true } })}`)).json).toEqual([]);
    await srv.deps.db
      .update(invoiceRequests)
      .set({ createdAt: new Date(Date.now() - 70 * 86_400_000) })
      .where(eq(invoiceRequests.id, late.id));
    const overdue = await op.get(`/invoice-requests${listQuery({ filter: { overdue: true } })}`);
    expect(overdue.json.map((r: { id: number }) => r.id)).toEqual([late.id]);
    expect(Date.parse(overdue.json[0].dueAt)).toBeLessThan(Date.now());
    expect((await op.get(`/invoice-requests${listQuery({ filter: { overdue: "yes" } })}`)).status).toBe(400);
  });

  test("an enterprise account cannot open the queues", async () => {
    const hr = await signedInAs(srv.deps.db, srv.url, "13900000043", { roles: ["person", "enterprise"], chineseName: "企业HR" });
    expect((await hr.get("/paper-certificates")).status).toBe(403);
    expect((await hr.get("/invoice-requests")).status).toBe(403);
    expect((await hr.get("/lecturer-submissions")).status).toBe(403);
  });
});

describe("the lecturer course queue", () => {
  test("a lecturer's course is accepted once; the lecturer gets a letter and the decision is audited", async () => {
    const lecturer = people[1];
    expect(
      (await lecturer.client.call("Pearson/LecSubmit", { yunlink: "https://share.weiyun.com/lec42", coursename: "信息流投放实战" })).code,
    ).toBe(0);
    const [sub] = (await op.get(`/lecturer-submissions${listQuery({ filter: { userId: lecturer.id } })}`)).json;
    expect(sub).toMatchObject({ status: "submitted", coursename: "信息流投放实战", yunlink: "https://share.weiyun.com/lec42" });
    expect(await op.put(`/lecturer-submissions/${sub.id}`, { status: "accepted" })).toMatchObject({
      status: 200,
      json: { status: "accepted" },
    });
    const letter = (await inbox(lecturer.id)).find((l) => l.title === "讲师课程已采纳");
    expect(letter).toMatchObject({ link: "/certification/lecsubmit" });
    expect(letter?.content).toContain("《信息流投放实战》");
    expect((await auditRows(srv.deps.db, "lecturer-submissions", sub.id)).map((a) => a.action)).toEqual(["update"]);
    // Decided once: declining afterwards is refused and sends nothing.
    expect(await op.put(`/lecturer-submissions/${sub.id}`, { status: "declined" })).toMatchObject({
      status: 409,
      json: { message: "该申请已处理，不能再修改" },
    });
    expect((await inbox(lecturer.id)).filter((l) => l.title.startsWith("讲师课程"))).toHaveLength(1);
  });
});
