import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { signedInPeople } from "@/api/modules/training/tests/helpers";
import { invoiceRequests, paperCertificateRequests } from "@/db/schema/certification/requests";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { issueCertificate } from "../../certificates/issue";
import { makeAttempt, makeExam } from "./helpers";

type Row = {
  eadid: number;
  examName: string;
  status: string;
  statusText: string;
  action: { text: string; url: string } | null;
  score: number | null;
  certificateNo: string;
  paper: { status: string; statusText: string } | null;
  invoice: { status: string; statusText: string } | null;
  canPaper: boolean;
  canInvoice: boolean;
};
type Page = { list: Row[]; pager: { currentPage: number; totalPage: number; totalRecord: number; type: string } };

let srv: TestServer;
let me: Awaited<ReturnType<typeof signedInPeople>>[number];
let other: typeof me;
const mine: Record<string, number> = {};
let theirs: number;
let province: string;
let city: string;
let certificateNo: string;

beforeAll(async () => {
  srv = await startTestServer();
  const db = srv.deps.db;
  [me, other] = await signedInPeople(db, srv.url, 2, 17500000000);
  const [a, b, c] = [await makeExam(db), await makeExam(db), await makeExam(db)];
  mine.unpaid = (await makeAttempt(db, me.id, a.id, "unpaid")).id;
  mine.approved = (await makeAttempt(db, me.id, b.id, "approved")).id;
  mine.failed = (await makeAttempt(db, me.id, a.id, "failed", 52)).id;
  mine.rejected = (await makeAttempt(db, me.id, b.id, "rejected")).id;
  theirs = (await makeAttempt(db, other.id, c.id, "passed", 90)).id;
  const passed = await makeAttempt(db, me.id, c.id, "passed", 86);
  mine.passed = passed.id;
  certificateNo = (await issueCertificate(db, { ...passed, score: 86 }, c)).number;
  const provinces = (await me.client.call<{ id: number; provinceName: string }[]>("common/province")).data;
  const guangdong = provinces.find((p) => p.provinceName.startsWith("广东"))!;
  province = guangdong.provinceName;
  city = (await me.client.call<{ cityName: string }[]>(`common/city?id=${guangdong.id}`)).data[0].cityName;
}, 60_000);
afterAll(() => srv.stop());

const list = (type: string, who = me) => who.client.call<Page>("my/examinfo", { type, currentPage: 1 });
const paper = (EadID: number, over: Record<string, unknown> = {}, who = me) =>
  who.client.call<{ url: string }>("pearson/AddCerPaper", { EadID, Province: province, City: city, AddressDetail: "天河路1号", ...over });
const invoice = (eadid: number, over: Record<string, unknown> = {}, who = me) =>
  who.client.call("pearson/AddInvoice", {
    eadid,
    mySelf: 1,
    unitName: "张三",
    takerMobile: "13800000000",
    detailedAddress: "zhang@example.com",
    ...over,
  });

describe("my/examinfo: the await, success and fail lists", () => {
  test("each list holds only the caller's own attempts in its statuses, with the status in Chinese and the next step", async () => {
    const waiting = await list("await");
    expect(waiting.code).toBe(0);
    expect(waiting.data.list.map((r) => [r.eadid, r.statusText, r.action?.text])).toEqual([
      [mine.approved, "待预约考试", "预约考试"],
      [mine.unpaid, "待支付", "去支付"],
    ]);
    expect(waiting.data.list[1].action?.url).toStartWith(`/certification/pay?pra_id=${mine.unpaid}`);
    expect(waiting.data.pager).toMatchObject({ currentPage: 1, totalPage: 1, totalRecord: 2, type: "await" });

    const passed = (await list("success")).data.list;
    expect(passed).toHaveLength(1);
    expect(passed[0]).toMatchObject({
      eadid: mine.passed,
      statusText: "已通过",
      score: 86,
      certificateNo,
      canPaper: true,
      canInvoice: true,
      paper: null,
    });

    const failed = (await list("fail")).data.list;
    expect(failed.map((r) => [r.eadid, r.statusText])).toEqual([
      [mine.rejected, "审核未通过"],
      [mine.failed, "未通过"],
    ]);
    expect(failed.find((r) => r.eadid === mine.rejected)?.canInvoice).toBe(false);
    expect((await list("success", other)).data.list.map((r) => r.eadid)).toEqual([theirs]);
  });

  test("a visitor is asked to log in, and an unknown list is refused", async () => {
    expect((await testClient(srv.url).call("my/examinfo", { type: "await" })).code).toBe(1503);
    expect(await me.client.call("my/examinfo", { type: "all" })).toMatchObject({ code: 1, msg: "参数错误" });
  });
});

describe("pearson/AddCerPaper", () => {
  test("province, city and address are each required, with the spec's messages", async () => {
    expect(await paper(mine.passed, { Province: "" })).toMatchObject({ code: 1, msg: "省份不能为空", data: { field: "Province" } });
    expect(await paper(mine.passed, { City: " " })).toMatchObject({ code: 1, msg: "城市不能为空", data: { field: "City" } });
    expect(await paper(mine.passed, { AddressDetail: "" })).toMatchObject({
      code: 1,
      msg: "详细地址不能为空",
      data: { field: "AddressDetail" },
    });
    expect(await paper(mine.passed, { City: "不存在市" })).toMatchObject({ code: 1, msg: "请选择正确的城市" });
  });

  test("someone else's attempt is as absent as a missing one, and a failed attempt gets no certificate", async () => {
    expect(await paper(theirs)).toMatchObject({ code: 1, msg: "考试记录不存在" });
    expect(await paper(999_999)).toMatchObject({ code: 1, msg: "考试记录不存在" });
    expect(await paper(mine.failed)).toMatchObject({ code: 1, msg: "通过考试后才能申请纸质证书" });
    expect(await srv.deps.db.select().from(paperCertificateRequests)).toEqual([]);
  });

  test("the passed attempt's request succeeds once; the success list then shows it", async () => {
    expect(await paper(mine.passed)).toMatchObject({ code: 0, msg: "纸质证书申请成功", data: { url: "/my/examinfo?type=success" } });
    expect(await paper(mine.passed)).toMatchObject({ code: 1, msg: "该考试已申请过纸质证书" });
    const [row] = (await list("success")).data.list;
    expect(row).toMatchObject({ canPaper: false, paper: { status: "requested", statusText: "已申请，待寄出" } });
    const [stored] = await srv.deps.db
      .select()
      .from(paperCertificateRequests)
      .where(eq(paperCertificateRequests.registrationId, mine.passed));
    expect(stored).toMatchObject({ userId: me.id, province, city, address: "天河路1号", status: "requested" });
  });

  test("twenty requests for one attempt at once: exactly one is filed", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => paper(theirs, {}, other)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.msg === "该考试已申请过纸质证书")).toHaveLength(19);
    expect(
      await srv.deps.db.select().from(paperCertificateRequests).where(eq(paperCertificateRequests.registrationId, theirs)),
    ).toHaveLength(1);
  });
});

describe("pearson/AddInvoice", () => {
  test("the e-mail is required and must be an address", async () => {
    expect(await invoice(mine.passed, { detailedAddress: "" })).toMatchObject({
      code: 1,
      msg: "邮箱地址不能为空",
      data: { field: "detailedAddress" },
    });
    expect(await invoice(mine.passed, { detailedAddress: "zhang@" })).toMatchObject({
      code: 1,
      msg: "邮箱格式不正确",
      data: { field: "detailedAddress" },
    });
  });

  test("a company invoice needs the company's tax number; the mobile must be a mobile", async () => {
    expect(await invoice(mine.passed, { mySelf: 0, unitName: "测试公司" })).toMatchObject({
      code: 1,
      msg: "纳税人识别号不能为空",
      data: { field: "registrationNumber" },
    });
    expect(await invoice(mine.passed, { mySelf: 0, registrationNumber: "123" })).toMatchObject({ code: 1, msg: "纳税人识别号格式不正确" });
    expect(await invoice(mine.passed, { takerMobile: "12345" })).toMatchObject({
      code: 1,
      msg: "请输入正确的手机号",
      data: { field: "takerMobile" },
    });
  });

  test("only the caller's own paid attempt, once", async () => {
    expect(await invoice(mine.unpaid)).toMatchObject({ code: 1, msg: "仅已付费的考试可以申请发票" });
    expect(await invoice(theirs)).toMatchObject({ code: 1, msg: "考试记录不存在" });
    const done = await invoice(mine.passed, { mySelf: 0, unitName: "测试公司", registrationNumber: "91110000600037341l" });
    expect(done).toMatchObject({ code: 0, msg: "申请发票成功" });
    expect(await invoice(mine.passed)).toMatchObject({ code: 1, msg: "该考试已申请过发票" });
    const [stored] = await srv.deps.db.select().from(invoiceRequests).where(eq(invoiceRequests.registrationId, mine.passed));
    expect(stored).toMatchObject({
      mySelf: 0,
      unitName: "测试公司",
      registrationNumber: "91110000600037341L",
      email: "zhang@example.com",
      amountFen: 19900,
      status: "requested",
    });
    expect((await list("success")).data.list[0]).toMatchObject({
      canInvoice: false,
      invoice: { statusText: "已申请，1-2个月内发送至邮箱" },
    });
  });
});

describe("pearson/AddInvoice under concurrency", () => {
  test("ten invoice requests for one attempt at once: exactly one is filed", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => invoice(theirs, {}, other)));
    expect(answers.map((a) => a.msg).sort()).toEqual(["申请发票成功", ...Array(9).fill("该考试已申请过发票")]);
    expect(await srv.deps.db.select().from(invoiceRequests).where(eq(invoiceRequests.registrationId, theirs))).toHaveLength(1);
  });
});

describe("history score and lecturer submit", () => {
  test("pearson/HistoryScore answers the caller's scored attempts per exam", async () => {
    type Exam = {
      examId: number;
      passScore: number;
      bestScore: number;
      passed: boolean;
      list: { eadid: number; score: number; statusText: string; certificateNo: string }[];
    };
    const answer = await me.client.call<{ list: Exam[] }>("pearson/HistoryScore", {});
    expect(
      answer.data.list.map((e) => [e.bestScore, e.passed, e.list.map((a) => [a.eadid, a.score, a.statusText, a.certificateNo])]),
    ).toEqual([
      [52, false, [[mine.failed, 52, "未通过", ""]]],
      [86, true, [[mine.passed, 86, "已通过", certificateNo]]],
    ]);
    const one = await me.client.call<{ list: Exam[] }>("pearson/HistoryScore", { examid: answer.data.list[1].examId });
    expect(one.data.list.map((e) => e.bestScore)).toEqual([86]);
  });

  test("Pearson/LecSubmit checks the Weiyun link and the course name", async () => {
    const lec = (over: Record<string, unknown>) =>
      me.client.call("Pearson/LecSubmit", { yunlink: "https://share.weiyun.com/abc123", coursename: "汉语教学法", ...over });
    expect(await lec({ yunlink: "" })).toMatchObject({ code: 1, msg: "微云文件夹链接 不能为空", data: { field: "yunlink" } });
    expect(await lec({ yunlink: "weiyun abc" })).toMatchObject({ code: 1, msg: "请输入正确的微云文件夹链接" });
    expect(await lec({ coursename: "" })).toMatchObject({ code: 1, msg: "课程名称 不能为空", data: { field: "coursename" } });
    expect(await lec({})).toMatchObject({ code: 0, msg: "提交成功" });
    // Ten a day per person; the eleventh waits for tomorrow.
    const more = [];
    for (let i = 0; i < 10; i++) more.push((await lec({ coursename: `课程${i}` })).msg);
    expect(more).toEqual([...Array(9).fill("提交成功"), "今日提交次数已达上限，请明天再试"]);
  });
});
