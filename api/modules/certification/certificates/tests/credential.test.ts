import { describe, expect, test } from "bun:test";
import { generateKeyPairSync } from "node:crypto";
import { decodeProtectedHeader } from "jose";
import {
  buildCertificateCredential,
  buildStatusListCredential,
  type CertificateCredentialInput,
  decodeStatusList,
  encodeStatusList,
  identityHashOf,
  isBitSet,
  STATUS_LIST_BITS,
} from "@/api/contract/credential";
import { type StatusSource, verifyCertificateCredential } from "@/api/contract/credential-verify";
import { didDocumentFrom } from "../credentials/did-document";
import { publicJwkOf, signCredential } from "../credentials/issuer";

/** Build, sign and verify with a key made here: no database, no server, the public key alone. */
const ORIGIN = "https://xuexi.example.com:8443";
const DID = "did:web:xuexi.example.com%3A8443";
const KID = `${DID}#key-1`;
const { privateKey } = generateKeyPairSync("ed25519");
const did = didDocumentFrom(ORIGIN, [{ id: 1, publicJwk: await publicJwkOf(privateKey) }]);

const input = (over: Partial<CertificateCredentialInput> = {}): CertificateCredentialInput => ({
  origin: ORIGIN,
  number: "CERT2026000001",
  code: "AB3D",
  examName: "巨量引擎营销认证",
  achievement: { kind: "exam", examId: 7, passScore: 60, totalScore: 100, score: 86 },
  holderName: "钱玉珍",
  mobileHash: "sha256$00",
  salt: "5f1e",
  issuedAt: new Date("2026-03-01T02:30:00Z"),
  expiresAt: new Date("2028-03-01T02:30:00Z"),
  statusIndex: 131_072 + 5,
  ...over,
});

const sign = (payload: object, kid = KID, key = privateKey) => signCredential(key, kid, payload as Record<string, unknown>);

async function statusList(revoked: number[], list = 2): Promise<StatusSource> {
  const vc = buildStatusListCredential(ORIGIN, list, await encodeStatusList(revoked), new Date());
  return { jwt: await sign(vc), fetchedAt: Date.now(), live: true };
}

const NOW = new Date("2026-06-01T00:00:00Z");

describe("a certificate's signed credential, verified with the public key alone", () => {
  test("verifies: VC-JWT header as VC-JOSE-COSE says, holder, exam, score and Beijing dates read back", async () => {
    const jwt = await sign(buildCertificateCredential(input()));
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: "EdDSA", typ: "vc+jwt", cty: "vc", kid: KID });
    const verdict = await verifyCertificateCredential(jwt, did, await statusList([4, 6]), NOW);
    expect(verdict).toEqual({
      ok: true,
      status: "valid",
      statusText: "有效",
      revocationChecked: true,
      facts: {
        number: "CERT2026000001",
        issuerName: "学习认证中心",
        holderName: "钱玉珍",
        achievement: "巨量引擎营销认证",
        kind: "exam",
        score: "86",
        validFrom: "2026-03-01",
        validUntil: "2028-03-01",
        mobile: { hash: "sha256$00", salt: "5f1e" },
      },
    });
  });

  test("a flipped byte anywhere in the payload or signature fails the signature", async () => {
    const jwt = await sign(buildCertificateCredential(input()));
    const [header, payload, signature] = jwt.split(".") as [string, string, string];
    const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === "A" ? "B" : "A") + s.slice(at + 1);
    // The score '86' written as '96': the JSON still parses, the signature no longer holds.
    const forged = Buffer.from(payload, "base64url").toString("utf8").replace('"value":"86"', '"value":"96"');
    for (const tampered of [
      `${header}.${flip(payload, 40)}.${signature}`,
      `${header}.${Buffer.from(forged).toString("base64url")}.${signature}`,
      `${header}.${payload}.${flip(signature, 10)}`,
    ]) {
      expect(await verifyCertificateCredential(tampered, did, null, NOW)).toEqual({
        ok: false,
        failure: "signature",
        message: "签名无效：证书内容被改动过，或签名与本站的公钥不符",
      });
    }
  });

  test("a revoked certificate reads revoked through the status list; a list it cannot check leaves the status unchecked", async () => {
    const jwt = await sign(buildCertificateCredential(input()));
    const revoked = await verifyCertificateCredential(jwt, did, await statusList([5]), NOW);
    expect(revoked).toMatchObject({ ok: true, status: "revoked", statusText: "已撤销", revocationChecked: true });
    // List 1 is not the list this entry (index 131,077) points to; a list signed by another key is not ours.
    const otherKey = generateKeyPairSync("ed25519").privateKey;
    const wrongList = await statusList([5], 1);
    const forgedList = {
      ...(await statusList([])),
      jwt: await sign(buildStatusListCredential(ORIGIN, 2, await encodeStatusList([]), NOW), KID, otherKey),
    };
    for (const source of [wrongList, forgedList, null]) {
      expect(await verifyCertificateCredential(jwt, did, source, NOW)).toMatchObject({
        ok: true,
        status: "valid",
        revocationChecked: false,
      });
    }
  });

  test("an expired one reads expired; one without an expiry never lapses", async () => {
    const lapsed = await sign(buildCertificateCredential(input({ expiresAt: new Date("2026-05-31T16:00:00Z") })));
    expect(await verifyCertificateCredential(lapsed, did, await statusList([]), NOW)).toMatchObject({
      ok: true,
      status: "expired",
      statusText: "已过期",
    });
    const forever = await sign(buildCertificateCredential(input({ expiresAt: null })));
    const verdict = await verifyCertificateCredential(forever, did, await statusList([]), new Date("2099-01-01"));
    expect(verdict).toMatchObject({ ok: true, status: "valid", facts: { validUntil: "" } });
  });

  test("not ours: a key outside our DID document, or another issuer under our key; malformed input is named as such", async () => {
    const credential = buildCertificateCredential(input());
    const otherKey = generateKeyPairSync("ed25519").privateKey;
    const notOurs = { ok: false, failure: "notOurs", message: "不是本站签发的证书：签发方或签名密钥不属于本站" } as const;
    expect(await verifyCertificateCredential(await sign(credential, "did:web:elsewhere.example#key-1", otherKey), did, null)).toEqual(
      notOurs,
    );
    expect(await verifyCertificateCredential(await sign(credential, `${DID}#key-2`, otherKey), did, null)).toEqual(notOurs);
    const otherIssuer = { ...credential, issuer: { ...credential.issuer, id: "did:web:elsewhere.example" } };
    expect(await verifyCertificateCredential(await sign(otherIssuer), did, null)).toEqual(notOurs);
    for (const bad of ["", "hello", "a.b.c", `${await sign({ hello: "world" })}`]) {
      expect(await verifyCertificateCredential(bad, did, null)).toMatchObject({ ok: false, failure: "malformed" });
    }
  });

  test("the holder: named, identified by a salted SHA-256 of the mobile, never an ID number", async () => {
    const mobileHash = await identityHashOf("13900000016", "5f1e");
    expect(mobileHash).toBe(`sha256$${new Bun.CryptoHasher("sha256").update("139000000165f1e").digest("hex")}`);
    const { identifier } = buildCertificateCredential(input({ mobileHash })).credentialSubject;
    expect(identifier).toEqual([
      { type: "IdentityObject", identityType: "name", hashed: false, identityHash: "钱玉珍" },
      { type: "IdentityObject", identityType: "ext:mobilePhone", hashed: true, identityHash: mobileHash, salt: "5f1e" },
    ]);
  });
});

/**
 * Required by Open Badges 3.0 (1EdTech, ob_v3p0 data model: AchievementCredential over VerifiableCredential,
 * AchievementSubject, Achievement, Criteria, Profile, IdentityObject, Result, ResultDescription) and by the Bitstring
 * Status List entry; each path is [object path, property].
 */
const OB3_REQUIRED: [string, string][] = [
  ["", "@context"],
  ["", "id"],
  ["", "type"],
  ["", "name"],
  ["", "issuer"],
  ["", "validFrom"],
  ["", "credentialSubject"],
  ["issuer", "id"],
  ["issuer", "type"],
  ["credentialSubject", "type"],
  ["credentialSubject", "achievement"],
  ["credentialSubject.achievement", "id"],
  ["credentialSubject.achievement", "type"],
  ["credentialSubject.achievement", "name"],
  ["credentialSubject.achievement", "description"],
  ["credentialSubject.achievement", "criteria"],
  ["credentialSubject.achievement.resultDescription.0", "id"],
  ["credentialSubject.achievement.resultDescription.0", "type"],
  ["credentialSubject.achievement.resultDescription.0", "name"],
  ["credentialSubject.achievement.resultDescription.0", "resultType"],
  ["credentialSubject.identifier.0", "type"],
  ["credentialSubject.identifier.0", "hashed"],
  ["credentialSubject.identifier.0", "identityHash"],
  ["credentialSubject.identifier.0", "identityType"],
  ["credentialSubject.identifier.1", "type"],
  ["credentialSubject.identifier.1", "hashed"],
  ["credentialSubject.identifier.1", "identityHash"],
  ["credentialSubject.identifier.1", "identityType"],
  ["credentialSubject.result.0", "type"],
  ["credentialStatus", "type"],
  ["credentialStatus", "statusPurpose"],
  ["credentialStatus", "statusListIndex"],
  ["credentialStatus", "statusListCredential"],
];

const at = (root: unknown, path: string) =>
  path ? path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], root) : root;

describe("the credential's shape against Open Badges 3.0", () => {
  const vc = buildCertificateCredential(input());

  test("every required field is present and not empty", () => {
    const missing = OB3_REQUIRED.filter(([path, key]) => {
      const value = (at(vc, path) as Record<string, unknown> | undefined)?.[key];
      return value === undefined || value === null || value === "";
    });
    expect(missing).toEqual([]);
  });

  test("contexts, types and the values OB 3.0 fixes", () => {
    expect(vc["@context"]).toEqual(["https://www.w3.org/ns/credentials/v2", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"]);
    expect(vc.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(vc.issuer).toEqual({ id: DID, type: ["Profile"], name: "学习认证中心", url: ORIGIN });
    expect(vc.credentialSubject.type).toContain("AchievementSubject");
    expect(vc.credentialSubject.achievement.type).toContain("Achievement");
    expect(vc.credentialSubject.achievement.criteria.narrative).toContain("60 分");
    // Either an id or at least one identifier names the subject; ours has identifiers only (no DID of the holder).
    expect(vc.credentialSubject.identifier.length).toBeGreaterThan(0);
    expect(vc.credentialSubject.result?.[0]).toEqual({
      type: ["Result"],
      resultDescription: `${ORIGIN}/certification/exam?examId=7#score`,
      value: "86",
    });
    // DateTimeZ: Beijing time with its offset.
    expect([vc.validFrom, vc.validUntil]).toEqual(["2026-03-01T10:30:00+08:00", "2028-03-01T10:30:00+08:00"]);
    expect(vc.id).toBe(`${ORIGIN}/certificate/verify?number=CERT2026000001&code=AB3D&from=link`);
    expect(vc.credentialStatus).toEqual({
      id: `${ORIGIN}/credentials/status/2#5`,
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: "5",
      statusListCredential: `${ORIGIN}/credentials/status/2`,
    });
    expect(JSON.stringify(vc)).not.toMatch(/\d{17}[\dX]/);
  });
});

describe("a course's 结业证书 as a credential", () => {
  const course = (finalQuiz: { passScore: number; totalScore: number; score: number } | null) =>
    buildCertificateCredential(
      input({
        examName: "数据分析入门",
        expiresAt: null,
        achievement: { kind: "course", coursePath: "/MoocTraining/Detail/demo-course-21", finalQuiz },
      }),
    );

  test("a CertificateOfCompletion named by the course's page, with the final quiz's score as its result", async () => {
    const vc = course({ passScore: 60, totalScore: 100, score: 90 });
    const { achievement, result } = vc.credentialSubject;
    expect(vc.name).toBe("数据分析入门 结业证书");
    expect(achievement).toMatchObject({
      id: `${ORIGIN}/MoocTraining/Detail/demo-course-21`,
      achievementType: "CertificateOfCompletion",
      name: "数据分析入门",
      criteria: { narrative: "学完「数据分析入门」的全部课时，并通过结业测验（60 分及格，满分 100 分）。" },
    });
    expect(result).toEqual([{ type: ["Result"], resultDescription: `${ORIGIN}/MoocTraining/Detail/demo-course-21#score`, value: "90" }]);
    expect(vc.validUntil).toBeUndefined();
    const verdict = await verifyCertificateCredential(await sign(vc), did, await statusList([]), NOW);
    expect(verdict).toMatchObject({ ok: true, facts: { achievement: "数据分析入门", kind: "course", score: "90", validUntil: "" } });
  });

  test("without a final quiz: no score claimed at all", () => {
    const vc = course(null);
    expect(vc.credentialSubject.result).toBeUndefined();
    expect(vc.credentialSubject.achievement.resultDescription).toBeUndefined();
    expect(vc.credentialSubject.achievement.criteria.narrative).toBe("学完「数据分析入门」的全部课时。");
  });
});

describe("the status list's encoding", () => {
  test("GZIP bitstring of at least 16 KB, multibase base64url; bit 0 is the first byte's highest bit", async () => {
    const encoded = await encodeStatusList([0, 9, STATUS_LIST_BITS - 1]);
    expect(encoded).toMatch(/^u[A-Za-z0-9_-]+$/);
    expect(Buffer.from(encoded.slice(1), "base64url").subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const bits = await decodeStatusList(encoded);
    expect(bits.length).toBe(16 * 1024);
    expect([bits[0], bits[1], bits.at(-1)]).toEqual([0x80, 0x40, 0x01]);
    expect([0, 1, 9, STATUS_LIST_BITS - 1].map((i) => isBitSet(bits, i))).toEqual([true, false, true, true]);
  });
});
