import type { KeyObject } from "node:crypto";
import { calculateJwkThumbprint, exportJWK, SignJWT } from "jose";
import { CREDENTIAL_JOSE_HEADER, didWebOf } from "@/api/contract/credential";
import type { Db } from "@/db/client";
import type { PublicJwk } from "@/db/schema/certification/issuer-keys";
import { saveIssuerKey } from "./queries";

/** The public half of the signing key as a JWK: kty, crv and x only. */
export async function publicJwkOf(privateKey: KeyObject): Promise<PublicJwk> {
  const { x } = await exportJWK(privateKey);
  return { kty: "OKP", crv: "Ed25519", x: x! };
}

/** Per database and key, its row: listed on first use, then known for the process's life. */
const listed = new WeakMap<Db, WeakMap<KeyObject, Promise<number>>>();

/** The configured key's number in the DID document (#key-N), listing it first if it is new (a rotation). */
export function currentKeyId(db: Db, privateKey: KeyObject) {
  const ofDb = listed.get(db) ?? new WeakMap<KeyObject, Promise<number>>();
  listed.set(db, ofDb);
  let id = ofDb.get(privateKey);
  if (!id) {
    id = publicJwkOf(privateKey).then(async (jwk) => saveIssuerKey(db, await calculateJwkThumbprint(jwk), jwk));
    id.catch(() => ofDb.delete(privateKey));
    ofDb.set(privateKey, id);
  }
  return id;
}

export const keyIdUrl = (origin: string, id: number) => `${didWebOf(origin)}#key-${id}`;

/** A credential as a VC-JWT: JOSE compact serialisation, EdDSA, the VC-JOSE-COSE typ and cty, `kid` naming the key. */
export function signCredential(privateKey: KeyObject, kid: string, credential: Record<string, unknown>) {
  return new SignJWT(credential)
    .setProtectedHeader({ ...CREDENTIAL_JOSE_HEADER, kid })
    .setIssuer(kid.slice(0, kid.indexOf("#")))
    .setIssuedAt()
    .sign(privateKey);
}

/** Signs a credential as the site, with the configured key as /.well-known/did.json lists it. */
export async function signAsIssuer(db: Db, privateKey: KeyObject, origin: string, credential: Record<string, unknown>) {
  return signCredential(privateKey, keyIdUrl(origin, await currentKeyId(db, privateKey)), credential);
}
