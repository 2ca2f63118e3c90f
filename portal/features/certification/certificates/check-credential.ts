import { DID_DOCUMENT_PATH } from "@/api/contract/credential";
import {
  type DidDocument,
  revocationEntryOf,
  type StatusSource,
  type Verdict,
  verifyCertificateCredential,
} from "@/api/contract/credential-verify";

/**
 * The verify page's check of a pasted or uploaded credential, all in this browser: the site's DID document is fetched
 * once and kept (so later checks work offline), the revocation list is fetched each time and kept as a fallback.
 */

const DID_KEY = "credential.did-document";
const STATUS_LIST_PATH = /^\/credentials\/status\/\d{1,9}$/;
const statusKey = (url: string) => `credential.status-list.${url}`;

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (private mode, full): this check still runs, only the next one offline cannot.
  }
}

async function fetchText(url: string) {
  const res = await fetch(url, { cache: "no-store", credentials: "omit" });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.text();
}

const isDidDocument = (d: unknown): d is DidDocument =>
  typeof (d as DidDocument | null)?.id === "string" && Array.isArray((d as DidDocument).verificationMethod);

/** The DID document fresh from the site, kept for offline checks; null when it cannot be had now. */
async function fetchDidDocument() {
  try {
    const doc: unknown = JSON.parse(await fetchText(DID_DOCUMENT_PATH));
    if (!isDidDocument(doc)) return null;
    writeJson(DID_KEY, doc);
    return doc;
  } catch {
    return null;
  }
}

/** The kept DID document, or the site's when none is kept yet (the page calls this once on opening). */
export async function loadDidDocument() {
  const kept = readJson<unknown>(DID_KEY);
  return isDidDocument(kept) ? kept : fetchDidDocument();
}

function pathOf(url: string) {
  try {
    return new URL(url).pathname;
  } catch {
    return "";
  }
}

/** The credential's revocation list: fetched now (and kept), else the kept copy with the time it was fetched. */
async function statusSourceOf(jwt: string): Promise<StatusSource | null> {
  const entry = revocationEntryOf(jwt);
  // Read from this site whatever origin the entry names: only a list signed by our key, with that very id, counts.
  const url = entry ? pathOf(entry.statusListCredential) : "";
  if (!STATUS_LIST_PATH.test(url)) return null;
  try {
    const source = { jwt: await fetchText(url), fetchedAt: Date.now(), live: true };
    writeJson(statusKey(url), { jwt: source.jwt, fetchedAt: source.fetchedAt });
    return source;
  } catch {
    const kept = readJson<{ jwt: string; fetchedAt: number }>(statusKey(url));
    return kept ? { ...kept, live: false } : null;
  }
}

export type CredentialCheck = { keys: false } | { keys: true; verdict: Verdict; status: { live: boolean; fetchedAt: number } | null };

/** Verifies a credential against the site's keys; a kept DID document that does not know its key is fetched again (a new key). */
export async function checkCredential(jwt: string): Promise<CredentialCheck> {
  const kept = await loadDidDocument();
  if (!kept) return { keys: false };
  const status = await statusSourceOf(jwt);
  let verdict = await verifyCertificateCredential(jwt, kept, status);
  if (!verdict.ok && verdict.failure === "notOurs") {
    const fresh = await fetchDidDocument();
    if (fresh) verdict = await verifyCertificateCredential(jwt, fresh, status);
  }
  const read = verdict.ok && verdict.revocationChecked && status ? { live: status.live, fetchedAt: status.fetchedAt } : null;
  return { keys: true, verdict, status: read };
}
