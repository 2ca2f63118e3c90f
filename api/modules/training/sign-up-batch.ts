import { batcher } from "@/db/batch";
import type { Db } from "@/db/client";
import { type SignUpOutcome, type SignUpRequest, signUpBatch } from "./places/queries";

/** At most this many people per statement: a bound on the time one batch holds its sessions' rows. */
const MAX_BATCH = 200;

type TakeSeat = (request: SignUpRequest) => Promise<SignUpOutcome>;
const byDb = new WeakMap<Db, TakeSeat>();

/**
 * A person's sign-up, written together with everyone else's from this process (group commit): every sign-up to a
 * session locks its row, so one at a time they would each wait for the one before to commit, and each commit waits
 * for its own flush to disk; as a batch, one statement, one round trip and one commit serve them all, whichever
 * sessions they are for. Batches per database handle, as each test has its own.
 */
export function takeSeat(db: Db, request: SignUpRequest) {
  let take = byDb.get(db);
  if (!take) {
    take = batcher((people: SignUpRequest[]) => signUpBatch(db, people), MAX_BATCH);
    byDb.set(db, take);
  }
  return take(request);
}
