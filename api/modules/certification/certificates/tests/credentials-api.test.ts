import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { generateKeyPairSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { type AdminBrowser, signedInOperator } from "@/api/admin/tests/support";
import { identityHashOf } from "@/api/contract/credential";
import { type DidDocument, type StatusSource, verifyCertificateCredential } from "@/api/contract/credential-verify";
import type { Database } from "@/db/client";
import { certificates } from "@/db/schema/certification/certificates";
import { freshDatabase } from "@/tests/support/database";
import { listen, type TestServer } from "@/tests/support/server";
import { attemptWaiting, makeExam as makeOnlineExam } from "../../online-review/tests/helpers";
import { recordResult } from "../../results/record";
import { bookedAttempt, makeExam } from "../../results/tests/fixtures";

/** The site as people reach it, the same for every server of this file (two servers stand for a key rotation). */
const PUBLIC_URL = "https://xuexi.example.com:8443";
const DID = "did:web:xuexi.example.com%3A8443";

let database: Database;
let srv: TestServer;
let op: AdminBrowser;
beforeAll(async () => {
  database = await freshDatabase();
  srv = listen(database, { PUBLIC_URL });
  op = await signedInOperator(srv.deps.db, srv.url, "13900000971", "证书运营");
}, 60_000);
afterAll(async () => {
  await srv.stop();
  await database.close();
});

let ipSerial = 0;
/** Each test asks from an address of its own, so the per-address allowance of one does not reach another. */
const from = () => ({ "x-forwarded-for": `10.30.0.${++ipSerial}` });

async function issued(name = "钱玉珍") {
  const exam = await makeExam(srv.deps.db, { name: "巨量引擎营销认证（测试）", passScore: 60, zongFen: 100 });
  const { reg, user } = await bookedAttempt(srv.deps.db, exam.id, { name });
  const result = await srv.deps.db.transaction((tx) => recordResult(tx, srv.deps.sms, reg.id, 88));
  return { cert: result!.certificate!, user, exam };
}

const didOf = async (base = srv.url) => (await (await fetch(`${base}/.well-known/did.json`)).json()) as DidDocument;
const download = (number: string, code: string, headers = from()) =>
  fetch(`${srv.url}/certificate/credential?${new URLSearchParams({ number, code })}`, { headers });
async function statusOf(jwt: string): Promise<StatusSource> {
  const url = (decodeJwt(jwt).credentialStatus as { statusListCredential: string }).statusListCredential;
  const res = await fetch(url.replace(new URL(url).origin, srv.url));
  expect(res.headers.get("content-type")).toBe("application/vc+jwt");
  return { jwt: await res.text(), fetchedAt: Date.now(), live: true };
}

describe("GET /.well-known/did.json", () => {
  test("the site's did:web with its public key as a JsonWebKey assertion method, never the private part", async () => {
    const res = await fetch(`${srv.url}/.well-known/did.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/did+json");
    const doc = (await res.json()) as DidDocument;
    const did = DID;
    expect(doc.id).toBe(did);
    expect(doc.verificationMethod).toEqual([
      { id: `${did}#key-1`, type: "JsonWebKey", controller: did, publicKeyJwk: { kty: "OKP", crv: "Ed25519", x: expect.any(String) } },
    ]);
    expect(doc.assertionMethod).toEqual([`${did}#key-1`]);
    expect(JSON.stringify(doc)).not.toContain('"d"');
  });
});

describe("GET /certificate/credential", () => {
  test("answers the VC-JWT as a file; it verifies with the DID document alone and names holder, exam and score", async () => {
    const { cert, user, exam } = await issued();
    const res = await download(cert.number, cert.code.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vc+jwt");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${cert.number}.jwt"`);
    const jwt = await res.text();
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: "EdDSA", typ: "vc+jwt", kid: expect.stringMatching(/#key-1$/) });
    const verdict = await verifyCertificateCredential(jwt, await didOf(), await statusOf(jwt));
    expect(verdict).toMatchObject({
      ok: true,
      status: "valid",
      revocationChecked: true,
      facts: { number: cert.number, holderName: "钱玉珍", achievement: exam.name, score: "88", issuerName: "学习认证中心" },
    });
    // The holder is the mobile's salted hash, and the ID number is nowhere.
    const facts = verdict.ok ? verdict.facts : null;
    expect(facts?.mobile?.hash).toBe(await identityHashOf(user.mobile, cert.identitySalt));
    expect(Buffer.from(jwt.split(".")[1]!, "base64url").toString()).not.toContain(cert.idCard);
    expect(Buffer.from(jwt.split(".")[1]!, "base64url").toString()).not.toContain(user.mobile);
  });

  test("a wrong code or unknown number answers the query's plain message; a missing code says what to type", async () => {
    const { cert } = await issued();
    const wrong = cert.code === "AAAA" ? "BBBB" : "AAAA";
    for (const [number, code] of [
      [cert.number, wrong],
      ["CERT2099999999", cert.code],
    ] as const) {
      const res = await download(number, code);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 404, msg: "未查询到证书", data: null });
    }
    const res = await fetch(`${srv.url}/certificate/credential?number=${cert.number}`, { headers: from() });
    expect([res.status, (await res.json()).msg]).toEqual([400, "请输入4位查询码"]);
  });

  test("counts against the public query's allowance per address: past it, 429 with the query's message", async () => {
    const { cert } = await issued();
    const headers = from();
    for (let i = 0; i < 20; i++) expect((await download(cert.number, cert.code, headers)).status).toBe(200);
    const res = await download(cert.number, cert.code, headers);
    expect([res.status, (await res.json()).msg]).toEqual([429, "查询过于频繁，请稍后再试"]);
  });
});

describe("GET /credentials/status/{list}", () => {
  test("a signed BitstringStatusListCredential; an operator's revoke flips the certificate's bit at once, restoring clears it", async () => {
    const { cert } = await issued();
    const jwt = await (await download(cert.number, cert.code)).text();
    const did = await didOf();
    const list = await fetch(`${srv.url}/credentials/status/1`);
    expect(list.headers.get("cache-control")).toBe("public, max-age=30");
    const listVc = decodeJwt(await list.text());
    expect(listVc).toMatchObject({
      type: ["VerifiableCredential", "BitstringStatusListCredential"],
      credentialSubject: { type: "BitstringStatusList", statusPurpose: "revocation", encodedList: expect.stringMatching(/^u/) },
    });

    const put = (revoked: boolean) => op.put(`/certificates/${cert.id}`, { revoked, revokeReason: revoked ? "证书信息有误" : "" });
    expect((await put(true)).status).toBe(200);
    expect(await verifyCertificateCredential(jwt, did, await statusOf(jwt))).toMatchObject({
      ok: true,
      status: "revoked",
      statusText: "已撤销",
    });
    expect((await put(false)).status).toBe(200);
    expect(await verifyCertificateCredential(jwt, did, await statusOf(jwt))).toMatchObject({ ok: true, status: "valid" });
  });

  test("a list is signed once and served again until a revoke here (one in another process shows within the minute)", async () => {
    const { cert } = await issued("孙立新");
    const jwt = await (await download(cert.number, cert.code)).text();
    const did = await didOf();
    const first = await statusOf(jwt);
    // Revoked behind the back office's back (as another process would): this process still serves its kept list.
    await srv.deps.db.update(certificates).set({ revokedAt: new Date() }).where(eq(certificates.id, cert.id));
    const kept = await statusOf(jwt);
    expect(kept.jwt).toBe(first.jwt);
    expect(await verifyCertificateCredential(jwt, did, kept)).toMatchObject({ status: "valid" });
    // Another certificate revoked through the back office here: the list is signed afresh, with both bits.
    const other = await issued("孙立平");
    expect((await op.put(`/certificates/${other.cert.id}`, { revoked: true, revokeReason: "证书信息有误" })).status).toBe(200);
    expect(await verifyCertificateCredential(jwt, did, await statusOf(jwt))).toMatchObject({ status: "revoked" });
  });

  test("voiding an online attempt in 监考记录 revokes its certificate in the list", async () => {
    const exam = await makeOnlineExam(srv.deps.db, { name: "网络安全在线认证", zongFen: 100, passScore: 60 });
    const a = await attemptWaiting(srv.deps.db, exam, "13700000301");
    expect(
      (await op.post("/exam-markings/mark", { attemptId: a.attempt.id, questionId: a.shortId, score: 55, comment: "" })).json,
    ).toMatchObject({
      finished: true,
    });
    const found = await op.get(`/certificates?filter=${encodeURIComponent(JSON.stringify({ userId: a.user.id }))}`);
    const cert = found.json[0] as { number: string; code: string };
    const jwt = await (await download(cert.number, cert.code)).text();
    const did = await didOf();
    expect(await verifyCertificateCredential(jwt, did, await statusOf(jwt))).toMatchObject({ status: "valid" });
    expect((await op.post(`/exam-attempts/${a.attempt.id}/void`, { reason: "抓拍照片显示他人代考" })).status).toBe(200);
    expect(await verifyCertificateCredential(jwt, did, await statusOf(jwt))).toMatchObject({ status: "revoked" });
  });

  test("lists past those in use, and anything but a number, are not found", async () => {
    expect((await fetch(`${srv.url}/credentials/status/2`)).status).toBe(404);
    expect((await fetch(`${srv.url}/credentials/status/0`)).status).toBe(404);
    expect((await fetch(`${srv.url}/credentials/status/abc`)).status).toBe(404);
  });
});

describe("key rotation", () => {
  test("a server with a new key lists it beside the old one; credentials signed before still verify", async () => {
    const { cert } = await issued();
    const before = await (await download(cert.number, cert.code)).text();
    const next = generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    const rotated = listen(database, { PUBLIC_URL, ISSUER_PRIVATE_KEY: next });
    try {
      const after = await (
        await fetch(`${rotated.url}/certificate/credential?${new URLSearchParams({ number: cert.number, code: cert.code })}`, {
          headers: from(),
        })
      ).text();
      expect(decodeProtectedHeader(after).kid).toMatch(/#key-2$/);
      const doc = await didOf(rotated.url);
      expect(doc.assertionMethod).toEqual([`${DID}#key-1`, `${DID}#key-2`]);
      expect(await verifyCertificateCredential(before, doc, null)).toMatchObject({ ok: true, status: "valid" });
      expect(await verifyCertificateCredential(after, doc, null)).toMatchObject({ ok: true, status: "valid" });
    } finally {
      await rotated.stop();
    }
  });
});
