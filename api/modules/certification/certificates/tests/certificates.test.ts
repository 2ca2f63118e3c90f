import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import sharp from "sharp";
import { signedInPeople } from "@/api/modules/training/tests/helpers";
import { certificates, certificateVerifications } from "@/db/schema/certification/certificates";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { recordResult } from "../../results/record";
import { bookedAttempt, makeExam } from "../../results/tests/fixtures";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

let ipSerial = 0;
/** A visitor from an address of its own, so the per-address limit of one test does not reach another. */
const visitor = () => testClient(srv.url, { ip: `10.20.0.${++ipSerial}` });

/** A passed attempt with its certificate. */
async function issued(opts: { name?: string; userId?: number; mobile?: string } = {}) {
  const exam = await makeExam(srv.deps.db, { name: "巨量引擎营销认证（测试）" });
  const { reg, user } = await bookedAttempt(srv.deps.db, exam.id, { name: opts.name ?? "李雷", mobile: opts.mobile });
  const result = await srv.deps.db.transaction((tx) => recordResult(tx, srv.deps.sms, reg.id, 90));
  return { cert: result!.certificate!, reg, user, exam };
}

const verifications = (certificateId: number) =>
  srv.deps.db.select().from(certificateVerifications).where(eq(certificateVerifications.certificateId, certificateId));

describe("pearson/certificate", () => {
  test("type 2 finds the certificate by number and code (any letter case) and answers no ID number", async () => {
    const { cert, exam } = await issued({ name: "韩梅梅" });
    const res = await visitor().call("pearson/certificate", {
      val: 2,
      number: ` ${cert.number.toLowerCase()} `,
      code: cert.code.toLowerCase(),
    });
    expect(res.code).toBe(0);
    expect(res.data).toEqual({
      number: cert.number,
      holderName: "韩梅梅",
      examName: exam.name,
      kind: "exam",
      kindText: "认证考试",
      issuedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: "valid",
      statusText: "有效",
    });
    expect(JSON.stringify(res.data)).not.toContain(cert.idCard);
    const logged = await verifications(cert.id);
    expect(logged.map((v) => [v.how, v.ip])).toEqual([["query", `10.20.0.${ipSerial}`]]);
  });

  test("type 1 finds it by ID number and code", async () => {
    const { cert } = await issued();
    const res = await visitor().call("pearson/certificate", { val: "1", number: cert.idCard, code: cert.code });
    expect(res.code).toBe(0);
    expect((res.data as { number: string }).number).toBe(cert.number);
  });

  test("a wrong code and an unknown number answer the same plain message, and nothing is logged", async () => {
    const { cert } = await issued();
    const wrongCode = cert.code === "AAAA" ? "BBBB" : "AAAA";
    const client = visitor();
    for (const payload of [
      { val: 2, number: cert.number, code: wrongCode },
      { val: 2, number: "CERT2099999999", code: cert.code },
      { val: 1, number: cert.idCard, code: wrongCode },
      { val: 1, number: "11010519491231002X", code: cert.code },
    ]) {
      const res = await client.call("pearson/certificate", payload);
      expect([res.code, res.msg, res.data]).toEqual([1, "未查询到证书", null]);
    }
    expect(await verifications(cert.id)).toHaveLength(0);
  });

  test("the spec's checks: type 1 needs a valid ID number, type 2 a number, both a 4-character code", async () => {
    const client = visitor();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ val: 1, number: "110105199003071000", code: "AB12" }, "请输入正确的身份证号", "number"],
      [{ val: 2, number: "  ", code: "AB12" }, "请输入证书编号", "number"],
      [{ val: 2, number: "CERT2026000001", code: "AB1" }, "请输入4位查询码", "code"],
      [{ val: 1, number: "110105199003071007", code: "AB123" }, "请输入4位查询码", "code"],
      [{ val: 3, number: "CERT2026000001", code: "AB12" }, "请选择查询方式", "val"],
    ];
    for (const [payload, msg, field] of cases) {
      const res = await client.call("pearson/certificate", payload);
      expect([res.code, res.msg, res.data]).toEqual([1, msg, { field }]);
    }
  });

  test("one address is limited to 20 lookups in ten minutes, hits and misses alike", async () => {
    const { cert } = await issued();
    const client = visitor();
    for (let i = 0; i < 20; i++) {
      const res = await client.call("pearson/certificate", { val: 2, number: cert.number, code: i % 2 ? cert.code : "ZZZZ" });
      expect(res.msg).not.toBe("查询过于频繁，请稍后再试");
    }
    const blocked = await client.call("pearson/certificate", { val: 2, number: cert.number, code: cert.code });
    expect([blocked.code, blocked.msg]).toEqual([1, "查询过于频繁，请稍后再试"]);
    expect((await visitor().call("pearson/certificate", { val: 2, number: cert.number, code: cert.code })).code).toBe(0);
  });

  test("a revoked or lapsed certificate is found with its status", async () => {
    const { cert } = await issued();
    await srv.deps.db
      .update(certificates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(certificates.id, cert.id));
    const lapsed = await visitor().call("pearson/certificate", { val: 2, number: cert.number, code: cert.code });
    expect(lapsed.data).toMatchObject({ status: "expired", statusText: "已过期" });
    await srv.deps.db.update(certificates).set({ revokedAt: new Date() }).where(eq(certificates.id, cert.id));
    const revoked = await visitor().call("pearson/certificate", { val: 2, number: cert.number, code: cert.code });
    expect(revoked.data).toMatchObject({ status: "revoked", statusText: "已撤销" });
  });
});

describe("certificate/verify (the QR and link page)", () => {
  test("answers the certificate and logs how the visitor came", async () => {
    const { cert } = await issued({ name: "张伟" });
    const qr = await visitor().call("certificate/verify", { number: cert.number, code: cert.code, from: "qr" });
    expect(qr.data).toMatchObject({ number: cert.number, holderName: "张伟", status: "valid" });
    await visitor().call("certificate/verify", { number: cert.number, code: cert.code });
    const miss = await visitor().call("certificate/verify", { number: cert.number, code: "" });
    expect([miss.code, miss.msg]).toEqual([1, "未查询到证书"]);
    expect((await verifications(cert.id)).map((v) => v.how).sort()).toEqual(["link", "qr"]);
  });
});

describe("certificate/print", () => {
  test("the holder gets the code, score and a QR code that opens the verification page", async () => {
    const [holder] = await signedInPeople(srv.deps.db, srv.url, 1, 17800000000);
    const { cert } = await issued({ mobile: holder!.mobile, name: "学员0" });
    const res = await holder!.client.call("certificate/print", { number: cert.number });
    expect(res.code).toBe(0);
    const data = res.data as { code: string; score: number; verifyUrl: string; qrSvg: string; holderName: string };
    expect(data).toMatchObject({ number: cert.number, code: cert.code, score: 90, holderName: "学员0" });
    expect(data.verifyUrl).toBe(`${srv.url}/certificate/verify?number=${cert.number}&code=${cert.code}&from=qr`);
    const { data: pixels, info } = await sharp(Buffer.from(data.qrSvg), { density: 300 })
      .flatten({ background: "#fff" })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(pixels), info.width, info.height)?.data).toBe(data.verifyUrl);
  });

  test("needs a login, and someone else's certificate is as absent as a missing one", async () => {
    const { cert } = await issued();
    expect((await visitor().call("certificate/print", { number: cert.number })).code).toBe(1503);
    const [other] = await signedInPeople(srv.deps.db, srv.url, 1, 17800000100);
    const res = await other!.client.call("certificate/print", { number: cert.number });
    expect([res.code, res.msg]).toEqual([1, "证书不存在"]);
  });
});
