import { createPrivateKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const NOT_ED25519 = "ISSUER_PRIVATE_KEY 必须是 Ed25519 私钥（PKCS8 PEM 或含 d 的 JWK）";

/** ISSUER_PRIVATE_KEY as given: a PKCS8 PEM (its newlines may be written as \n in one line) or a private JWK. */
function parseIssuerKey(value: string): KeyObject | null {
  try {
    const text = value.trim();
    const key = text.startsWith("{")
      ? createPrivateKey({ key: JSON.parse(text), format: "jwk" })
      : createPrivateKey({ key: text.replace(/\\n/g, "\n"), format: "pem" });
    return key.asymmetricKeyType === "ed25519" ? key : null;
  } catch {
    return null;
  }
}

/** The dev key in DATA_DIR, made on first use and reused across restarts, so credentials issued yesterday still verify. */
function devIssuerKey(dataDir: string) {
  const file = join(dataDir, "issuer-key.pem");
  if (existsSync(file)) return createPrivateKey(readFileSync(file, "utf8"));
  mkdirSync(dataDir, { recursive: true });
  const { privateKey } = generateKeyPairSync("ed25519");
  writeFileSync(file, privateKey.export({ format: "pem", type: "pkcs8" }), { mode: 0o600 });
  return privateKey;
}

/**
 * The key certificates are signed with (docs/decisions/0053-verifiable-certificates.md): ISSUER_PRIVATE_KEY, required in
 * production, else the dev key in DATA_DIR. A KeyObject, so printing the configuration never shows the key. Answers
 * the problem as text when there is one.
 */
export function readIssuerKey(value: string | undefined, production: boolean, dataDir: string): KeyObject | string {
  if (value === undefined) return production ? "ISSUER_PRIVATE_KEY: 生产环境 (NODE_ENV=production) 必须设置" : devIssuerKey(dataDir);
  return parseIssuerKey(value) ?? `ISSUER_PRIVATE_KEY: ${NOT_ED25519}`;
}
