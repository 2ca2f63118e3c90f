import { buildStatusListCredential, encodeStatusList, STATUS_LIST_BITS } from "@/api/contract/credential";
import type { Deps } from "@/api/deps";
import type { Db } from "@/db/client";
import { signAsIssuer } from "./issuer";
import { highestStatusIndex, revokedIndexesIn } from "./queries";

/**
 * How long a process keeps a signed list. With the answer's 30 s HTTP cache a revoke reaches every verifier within
 * 50 s (the one-minute rule); in the process that revoked it, at once (forgetStatusLists).
 */
const KEEP_MS = 20_000;

type Kept = { at: number; generation: number; jwt: Promise<string | null> };
const keptByDb = new WeakMap<Db, Map<string, Kept>>();
/** Bumped by every revoke and restore in this process: a list signed before it is not served again. */
let generation = 0;

/** Read and sign revocation list `list`: null past the lists in use. */
async function signedList(deps: Deps, origin: string, list: number) {
  const top = await highestStatusIndex(deps.db);
  const lists = top === null ? 1 : Math.floor(top / STATUS_LIST_BITS) + 1;
  if (list > lists) return null;
  const from = (list - 1) * STATUS_LIST_BITS;
  const revoked = await revokedIndexesIn(deps.db, from, from + STATUS_LIST_BITS);
  const encoded = await encodeStatusList(revoked.map((i) => i - from));
  return signAsIssuer(deps.db, deps.env.issuerPrivateKey, origin, buildStatusListCredential(origin, list, encoded, new Date()));
}

/**
 * GET /credentials/status/{list}: revocation list `list` as a signed credential, read, compressed and signed at most
 * once per KEEP_MS per process and origin (every verifier of every certificate fetches it). Null past the lists in use.
 */
export function statusListJwt(deps: Deps, origin: string, list: number): Promise<string | null> {
  if (!Number.isSafeInteger(list) || list < 1) return Promise.resolve(null);
  let kept = keptByDb.get(deps.db);
  if (!kept) {
    kept = new Map();
    keptByDb.set(deps.db, kept);
  }
  const key = `${origin} ${list}`;
  const now = Date.now();
  const hit = kept.get(key);
  if (hit && hit.generation === generation && now - hit.at < KEEP_MS) return hit.jwt;
  const jwt = signedList(deps, origin, list);
  const entry = { at: now, generation, jwt };
  kept.set(key, entry);
  jwt.catch(() => kept.get(key) === entry && kept.delete(key));
  return jwt;
}

/** After a revoke or restore (in the caller's transaction or after it): this process signs its lists afresh. */
export function forgetStatusLists() {
  generation++;
}
