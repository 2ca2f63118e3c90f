import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { EXAM_MSG } from "@/api/contract/certification-exams";
import { signedInPeople } from "@/api/modules/training/tests/helpers";
import { users } from "@/db/schema/account/users";
import { examChecks } from "@/db/schema/certification/exam-checks";
import { examRegistrations } from "@/db/schema/certification/exams";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { ALREADY_REGISTERED } from "../register";
import { cameraPhoto, freshCode, fromPhone, ID_CARD, makeExam, registrationForm } from "./helpers";

type Added = { url: string; id: number; status: string };

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

const registrationsOf = (userId: number) => srv.deps.db.select().from(examRegistrations).where(eq(examRegistrations.userId, userId));

describe("Pearson/ExamAdd", () => {
  test("needs a signed-in person", async () => {
    const res = await testClient(srv.url).call("Pearson/ExamAdd", registrationForm(1, "13900000100", "123456"));
    expect(res.code).toBe(1503);
  });

  test("a phone browser is refused with the spec's message and nothing is written", async () => {
    const exam = await makeExam(srv.deps.db);
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 13910000000);
    const code = await freshCode(p.client, srv.url, p.mobile);
    const res = await fromPhone(srv.url, p.client).call("Pearson/ExamAdd", registrationForm(exam.id, p.mobile, code));
    expect(res).toMatchObject({ code: 1, msg: EXAM_MSG.mobileDevice });
    expect(await registrationsOf(p.id)).toHaveLength(0);
  });

  test("each field is checked with the spec's messages, naming the field", async () => {
    const exam = await makeExam(srv.deps.db);
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 13911000000);
    const call = (over: Record<string, unknown>) => p.client.call("Pearson/ExamAdd", registrationForm(exam.id, p.mobile, "123456", over));
    expect(await call({ chineseName: " " })).toMatchObject({ code: 1, msg: EXAM_MSG.required, data: { field: "chineseName" } });
    expect(await call({ companyName: "" })).toMatchObject({ code: 1, msg: EXAM_MSG.required, data: { field: "companyName" } });
    expect(await call({ examid: "" })).toMatchObject({ code: 1, msg: EXAM_MSG.required, data: { field: "examid" } });
    // A wrong check digit is not an ID number.
    expect(await call({ idCard: "110105194912310021" })).toMatchObject({ code: 1, msg: EXAM_MSG.idFormat, data: { field: "idCard" } });
    expect(await call({ idType: 1, idCard: "E12", idPic: "/uploads/idcard/1/a.jpg" })).toMatchObject({
      code: 1,
      msg: EXAM_MSG.idFormat,
      data: { field: "idCard" },
    });
    expect(await call({ idType: 1, idCard: "" })).toMatchObject({ code: 1, msg: EXAM_MSG.passportEmpty, data: { field: "idCard" } });
    expect(await call({ idType: 1, idCard: "E12345678" })).toMatchObject({ code: 1, msg: EXAM_MSG.idPicEmpty, data: { field: "idPic" } });
    expect(await call({ code: "12a" })).toMatchObject({ code: 1, msg: "请输入正确的验证码格式", data: { field: "code" } });
    expect(await registrationsOf(p.id)).toHaveLength(0);
  });

  test("a wrong SMS code registers nothing", async () => {
    const exam = await makeExam(srv.deps.db);
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 13912000000);
    const code = await freshCode(p.client, srv.url, p.mobile);
    const wrong = code === "000000" ? "111111" : "000000";
    const res = await p.client.call("Pearson/ExamAdd", registrationForm(exam.id, p.mobile, wrong));
    expect(res).toMatchObject({ code: 1, msg: "验证码错误", data: { field: "code" } });
    expect(await registrationsOf(p.id)).toHaveLength(0);
  });

  test("a video exam with an ID card goes to the camera check; the photo moves it to payment", async () => {
    const exam = await makeExam(srv.deps.db, { isVideo: 1 });
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 13913000000);
    const code = await freshCode(p.client, srv.url, p.mobile);
    const res = await p.client.call<Added>("Pearson/ExamAdd", registrationForm(exam.id, p.mobile, code, { idCard: ID_CARD.toLowerCase() }));
    expect(res).toMatchObject({ code: 0, msg: "报名成功", data: { url: `/certification/examcheck/${exam.id}`, status: "check" } });
    const [reg] = await registrationsOf(p.id);
    expect(reg).toMatchObject({ status: "check", idCard: ID_CARD, feeFen: 19900, chineseName: "张三", companyName: "测试公司" });

    // A blank or fake photo is not a capture.
    const check = (photo: string) =>
      p.client.call<{ url: string }>("Pearson/ExamUserCheck", { examid: exam.id, deviceid: "cam-1", devicename: "FaceTime HD", photo });
    expect(await check("data:image/jpeg;base64,")).toMatchObject({ code: 1, msg: EXAM_MSG.photo });
    expect(await check(Buffer.from("x".repeat(3000)).toString("base64"))).toMatchObject({ code: 1, msg: EXAM_MSG.photo });
    expect((await registrationsOf(p.id))[0].status).toBe("check");

    const ok = await check(await cameraPhoto());
    expect(ok).toMatchObject({ code: 0, data: { url: `/certification/pay?pra_id=${reg.id}&pra_em=${exam.id}` } });
    expect((await registrationsOf(p.id))[0].status).toBe("unpaid");
    const [row] = await srv.deps.db.select().from(examChecks).where(eq(examChecks.registrationId, reg.id));
    expect(row).toMatchObject({ userId: p.id, deviceId: "cam-1", deviceName: "FaceTime HD" });
    const stored = await srv.deps.storage.get(row.photoKey);
    expect(stored!.size).toBeGreaterThan(1000);
    // The photo is private: not served to anyone through the public uploads path.
    expect((await fetch(`${srv.url}/uploads/${row.photoKey}`)).status).toBe(404);

    // Asked again, the check answers where the registration stands and keeps one photo.
    expect(await check(await cameraPhoto())).toMatchObject({
      code: 0,
      data: { url: `/certification/pay?pra_id=${reg.id}&pra_em=${exam.id}` },
    });
    expect(await srv.deps.db.select().from(examChecks).where(eq(examChecks.registrationId, reg.id))).toHaveLength(1);
  });

  test("the camera check needs a registration waiting for it", async () => {
    const exam = await makeExam(srv.deps.db, { isVideo: 1 });
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 13914000000);
    const res = await p.client.call("Pearson/ExamUserCheck", { examid: exam.id, photo: await cameraPhoto() });
    expect(res).toMatchObject({ code: 1, msg: "请先报名该考试" });
  });

  test("a passport needs the candidate's own uploaded photo and goes straight to payment, even for a video exam", async () => {
    const exam = await makeExam(srv.deps.db, { isVideo: 1 });
    const [p, other] = await signedInPeople(srv.deps.db, srv.url, 2, 13915000000);
    const photo = (await cameraPhoto(500, 300)).split(",")[1];
    const upload = (who: typeof p) =>
      who.client.call<string>("pearson/SetIDCardImg", { base64: photo, data: JSON.stringify({ x: 0, y: 0, width: 500, height: 300 }) });
    const mine = (await upload(p)).data;
    const theirs = (await upload(other)).data;
    const code = await freshCode(p.client, srv.url, p.mobile);
    const form = (idPic: string) => registrationForm(exam.id, p.mobile, code, { idType: 1, idCard: "E12345678", idPic });

    expect(await p.client.call("Pearson/ExamAdd", form(theirs))).toMatchObject({
      code: 1,
      msg: EXAM_MSG.idPicEmpty,
      data: { field: "idPic" },
    });
    const res = await p.client.call<Added>("Pearson/ExamAdd", form(mine));
    const [reg] = await registrationsOf(p.id);
    expect(res).toMatchObject({ code: 0, data: { url: `/certification/pay?pra_id=${reg.id}&pra_em=${exam.id}`, status: "unpaid" } });
    expect(reg).toMatchObject({ idType: 1, idCard: "E12345678", idPic: mine, status: "unpaid" });
  });

  test("a free exam goes straight to review", async () => {
    const exam = await makeExam(srv.deps.db, { feeFen: 0 });
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 13916000000);
    const code = await freshCode(p.client, srv.url, p.mobile);
    const res = await p.client.call<Added>("Pearson/ExamAdd", registrationForm(exam.id, p.mobile, code));
    expect(res).toMatchObject({ code: 0, data: { url: `/certification/waitaudit?examid=${exam.id}`, status: "waitaudit" } });
    expect((await registrationsOf(p.id))[0]).toMatchObject({ status: "waitaudit", payMethod: "free", paidFen: 0 });
  });

  test("an open registration is answered, not repeated; a double submit writes one row", async () => {
    const exam = await makeExam(srv.deps.db);
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 13917000000);
    const code = await freshCode(p.client, srv.url, p.mobile);
    const both = await Promise.all([0, 1].map(() => p.client.call<Added>("Pearson/ExamAdd", registrationForm(exam.id, p.mobile, code))));
    expect(both.filter((r) => r.code === 0).length).toBeGreaterThanOrEqual(1);
    const rows = await registrationsOf(p.id);
    expect(rows).toHaveLength(1);

    const again = await p.client.call<Added>("Pearson/ExamAdd", registrationForm(exam.id, p.mobile, "123456"));
    expect(again).toMatchObject({
      code: 0,
      msg: ALREADY_REGISTERED,
      data: { id: rows[0].id, url: `/certification/pay?pra_id=${rows[0].id}&pra_em=${exam.id}` },
    });
    expect(await registrationsOf(p.id)).toHaveLength(1);
  });

  test("an unpublished exam cannot be registered for", async () => {
    const exam = await makeExam(srv.deps.db, { published: 0 });
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 13918000000);
    expect(await p.client.call("Pearson/ExamAdd", registrationForm(exam.id, p.mobile, "123456"))).toMatchObject({
      code: 1,
      msg: EXAM_MSG.examMissing,
    });
  });
});

describe("pearson/EditCompanyName", () => {
  test("changes the profile's company name, which the form then starts from", async () => {
    const [p] = await signedInPeople(srv.deps.db, srv.url, 1, 13919000000);
    expect(await p.client.call("pearson/EditCompanyName", { companyName: "  新公司  " })).toMatchObject({
      code: 0,
      msg: EXAM_MSG.companyDone,
    });
    const [u] = await srv.deps.db.select({ companyName: users.companyName }).from(users).where(eq(users.id, p.id));
    expect(u.companyName).toBe("新公司");
    expect(await p.client.call("pearson/EditCompanyName", { companyName: "" })).toMatchObject({ code: 1, msg: EXAM_MSG.required });
  });
});
