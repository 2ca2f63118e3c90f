import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, auditRows, listQuery, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import { parseResultCsv, RESULT_CHUNK_ROWS, type ResultImportRow } from "@/api/contract/exam-results";
import { users } from "@/db/schema/account/users";
import { certificates } from "@/db/schema/certification/certificates";
import { examRegistrations } from "@/db/schema/certification/exams";
import { companies } from "@/db/schema/company";
import { letters } from "@/db/schema/letters/letters";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { bookedAttempt, makeExam } from "./fixtures";

let srv: TestServer;
let operator: AdminBrowser;
beforeAll(async () => {
  srv = await startTestServer();
  operator = await signedInOperator(srv.deps.db, srv.url, "13700000002", "成绩导入员");
}, 60_000);
afterAll(() => srv.stop());

/** Sends the rows in chunks, as the import screen does, and adds up the answers. */
async function importRows(rows: ResultImportRow[]) {
  const total = { applied: 0, unchanged: 0, rejected: [] as { line: number; reason: string }[] };
  for (let i = 0; i < rows.length; i += RESULT_CHUNK_ROWS) {
    const res = await operator.post("/exam-results/import", { rows: rows.slice(i, i + RESULT_CHUNK_ROWS) });
    expect(res.status).toBe(200);
    total.applied += res.json.applied;
    total.unchanged += res.json.unchanged;
    total.rejected.push(...res.json.rejected);
  }
  return total;
}

const statusOf = async (id: number) => (await srv.deps.db.select().from(examRegistrations).where(eq(examRegistrations.id, id)))[0]!;

describe("CSV import of results", () => {
  test("valid rows are applied, bad rows reported by line with the reason; importing the file again changes nothing", async () => {
    const exam = await makeExam(srv.deps.db, { passScore: 60, zongFen: 100 });
    const a = await bookedAttempt(srv.deps.db, exam.id, { name: "赵一" });
    const b = await bookedAttempt(srv.deps.db, exam.id, { name: "钱二" });
    const c = await bookedAttempt(srv.deps.db, exam.id, { name: "孙三" });
    const notBooked = await bookedAttempt(srv.deps.db, exam.id, { name: "李四", status: "approved" });
    const many = Array.from({ length: 25 }, () => bookedAttempt(srv.deps.db, exam.id, { name: "批量" }));
    const bulk = await Promise.all(many);
    const csv = [
      "\uFEFF报名编号,手机号,姓名,考试编号,分数",
      `${a.reg.id},,赵一,,92`,
      `,${b.user.mobile},钱二,${exam.id},45`,
      `,${c.user.mobile},错名字,${exam.id},80`,
      `${c.reg.id},,,,101`,
      `,${notBooked.user.mobile},,${exam.id},70`,
      `,13000000000,,${exam.id},70`,
      `${a.reg.id},,,,八十`,
      ",,,,60",
      "",
      ...bulk.map((x) => `${x.reg.id},${x.user.mobile},批量,${exam.id},66`),
    ].join("\r\n");
    const parsed = parseResultCsv(csv);
    if (!("rows" in parsed)) throw new Error(parsed.error);
    expect(parsed.rows).toHaveLength(8 + 25);

    const first = await importRows(parsed.rows);
    expect(first.applied).toBe(2 + 25);
    expect(first.unchanged).toBe(0);
    expect(first.rejected).toEqual([
      { line: 4, reason: "姓名与报名信息不符" },
      { line: 5, reason: "分数不能超过满分100分" },
      { line: 6, reason: "该考生尚未预约考试场次，不能录入成绩" },
      { line: 7, reason: "未找到该考生的报名" },
      { line: 8, reason: "分数须为整数" },
      { line: 9, reason: "请填写报名编号，或手机号与考试编号" },
    ]);
    expect((await statusOf(a.reg.id)).status).toBe("passed");
    expect((await statusOf(b.reg.id)).status).toBe("failed");
    expect((await statusOf(c.reg.id)).status).toBe("booked");
    expect(await srv.deps.db.select().from(certificates).where(eq(certificates.examId, exam.id))).toHaveLength(26);
    expect(await auditRows(srv.deps.db, "exam-results", a.reg.id)).toHaveLength(1);

    const again = await importRows(parsed.rows);
    expect(again.applied).toBe(0);
    expect(again.unchanged).toBe(27);
    expect(again.rejected).toEqual(first.rejected);
    expect(await srv.deps.db.select().from(certificates).where(eq(certificates.examId, exam.id))).toHaveLength(26);
    expect(await srv.deps.db.select().from(letters).where(eq(letters.userId, a.user.id))).toHaveLength(1);
    expect(await auditRows(srv.deps.db, "exam-results", a.reg.id)).toHaveLength(1);

    // A different score for an attempt already scored is refused, not applied over it.
    const changed = await importRows([{ line: 2, registrationId: String(a.reg.id), mobile: "", name: "", examId: "", score: "50" }]);
    expect(changed.rejected).toEqual([{ line: 2, reason: "成绩已录入（92分），不能修改" }]);
  });

  test("a file without the needed columns or rows is refused before anything is sent", () => {
    expect(parseResultCsv("姓名,分数\r\n张三,90")).toEqual({ error: "表头须包含“分数”列，以及“报名编号”或“手机号”与“考试编号”列" });
    expect(parseResultCsv("报名编号,分数\r\n\r\n")).toEqual({ error: "文件中没有成绩数据" });
    expect(parseResultCsv('手机号,考试编号,分数\r\n"13800000000",1,"90"')).toEqual({
      rows: [{ line: 2, registrationId: "", mobile: "13800000000", name: "", examId: "1", score: "90" }],
    });
  });

  test("the results list shows booked attempts to score and scored ones; an enterprise account may not use it", async () => {
    const exam = await makeExam(srv.deps.db);
    const booked = await bookedAttempt(srv.deps.db, exam.id, { name: "待录入" });
    await bookedAttempt(srv.deps.db, exam.id, { status: "waitaudit" });
    const list = await operator.get(`/exam-results${listQuery({ filter: { examId: exam.id }, range: [0, 9] })}`);
    expect(list.json.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([[booked.reg.id, "booked"]]);
    expect(list.json[0]).not.toHaveProperty("idCard");

    const [company] = await srv.deps.db.insert(companies).values({ companyName: "成绩公司" }).returning();
    const hr = await signedInAs(srv.deps.db, srv.url, "13600000031", { roles: ["person", "enterprise"], companyId: company!.id });
    expect((await hr.get("/exam-results")).status).toBe(403);
    expect((await hr.post(`/exam-results/${booked.reg.id}/score`, { score: 90 })).status).toBe(403);
    expect(
      (
        await hr.post("/exam-results/import", {
          rows: [{ line: 2, registrationId: String(booked.reg.id), mobile: "", name: "", examId: "", score: "90" }],
        })
      ).status,
    ).toBe(403);
    expect((await statusOf(booked.reg.id)).status).toBe("booked");
  });
});

describe("certificates in the back office", () => {
  test("an enterprise sees its own people's certificates without ID numbers; an operator revokes one with an audit row and a letter", async () => {
    const exam = await makeExam(srv.deps.db);
    const [company] = await srv.deps.db.insert(companies).values({ companyName: "认证企业" }).returning();
    const mine = await bookedAttempt(srv.deps.db, exam.id, { name: "本公司员工" });
    const theirs = await bookedAttempt(srv.deps.db, exam.id, { name: "别人" });
    await srv.deps.db.update(users).set({ companyId: company!.id }).where(eq(users.id, mine.user.id));
    for (const x of [mine, theirs]) await operator.post(`/exam-results/${x.reg.id}/score`, { score: 90 });

    const hr = await signedInAs(srv.deps.db, srv.url, "13600000032", { roles: ["person", "enterprise"], companyId: company!.id });
    const seen = await hr.get(`/certificates${listQuery({ range: [0, 9] })}`);
    expect(seen.status).toBe(200);
    expect(seen.json.map((c: { holderName: string }) => c.holderName)).toEqual(["本公司员工"]);
    expect(seen.json[0]).not.toHaveProperty("idCard");
    expect(seen.json[0]).not.toHaveProperty("code");
    expect(JSON.stringify(seen.json)).not.toContain(mine.reg.idCard);
    const [theirCert] = await srv.deps.db.select().from(certificates).where(eq(certificates.userId, theirs.user.id));
    expect((await hr.get(`/certificates/${theirCert!.id}`)).status).toBe(404);
    expect((await hr.put(`/certificates/${seen.json[0].id}`, { revoked: true, revokeReason: "x" })).status).toBe(403);

    const found = await operator.get(`/certificates${listQuery({ filter: { q: "本公司员工" }, range: [0, 9] })}`);
    expect(found.json).toHaveLength(1);
    expect(found.json[0]).toMatchObject({ idCard: mine.reg.idCard, status: "valid", revoked: false });
    expect(found.json[0].verifyPath).toBe(`/certificate/verify?number=${found.json[0].number}&code=${found.json[0].code}&from=qr`);
    const revoked = await operator.put(`/certificates/${found.json[0].id}`, { revoked: true, revokeReason: "考试违纪" });
    expect(revoked.json).toMatchObject({ status: "revoked", revoked: true, revokeReason: "考试违纪" });
    const [audit] = await auditRows(srv.deps.db, "certificates", found.json[0].id);
    expect(audit).toMatchObject({ action: "update", actorName: "成绩导入员 +86 13700000002" });
    const notices = await srv.deps.db.select().from(letters).where(eq(letters.userId, mine.user.id));
    expect(notices.map((l) => l.title)).toEqual(["认证考试通过", "证书已撤销"]);
    expect(notices[1]!.content).toContain("原因：考试违纪");
  });

  test("the verification log lists each look at a certificate", async () => {
    const exam = await makeExam(srv.deps.db);
    const x = await bookedAttempt(srv.deps.db, exam.id);
    await operator.post(`/exam-results/${x.reg.id}/score`, { score: 77 });
    const [cert] = await srv.deps.db.select().from(certificates).where(eq(certificates.registrationId, x.reg.id));
    await testClient(srv.url, { ip: "10.30.0.1" }).call("certificate/verify", { number: cert!.number, code: cert!.code, from: "qr" });
    const log = await operator.get(
      `/certificate-verifications${listQuery({ filter: { certificateId: cert!.id }, sort: ["at", "DESC"], range: [0, 9] })}`,
    );
    expect(log.json.map((v: { how: string; ip: string }) => [v.how, v.ip])).toEqual([["qr", "10.30.0.1"]]);
  });
});
