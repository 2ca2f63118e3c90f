import type { KeyObject } from "node:crypto";
import { didWebOf } from "@/api/contract/credential";
import type { DidDocument } from "@/api/contract/credential-verify";
import type { Db } from "@/db/client";
import type { PublicJwk } from "@/db/schema/certification/issuer-keys";
import { currentKeyId, keyIdUrl } from "./issuer";
import { allIssuerKeys } from "./queries";

/** The DID document listing these public keys, each as #key-<id> and an assertion method. */
export function didDocumentFrom(origin: string, keys: { id: number; publicJwk: PublicJwk }[]): DidDocument {
  const did = didWebOf(origin);
  return {
    "@context": ["https://www.w3.org/ns/did/v1", "https://www.w3.org/ns/cid/v1"],
    id: did,
    verificationMethod: keys.map((k) => ({ id: keyIdUrl(origin, k.id), type: "JsonWebKey", controller: did, publicKeyJwk: k.publicJwk })),
    assertionMethod: keys.map((k) => keyIdUrl(origin, k.id)),
  };
}

/**
 * The site's DID document (did:web): every public key it has signed with, current and retired, so a credential keeps
 * verifying after the key rotates. Never a private part.
 */
export async function didDocumentOf(db: Db, privateKey: KeyObject, origin: string) {
  await currentKeyId(db, privateKey);
  return didDocumentFrom(origin, await allIssuerKeys(db));
}
