import { INTERVIEW_MSG } from "@/api/contract/zhaopin-interviews";
import type { Tx } from "@/db/client";
import { namesOf } from "./names";
import { noticeCancelledByCandidate } from "./notices";
import { cancelOpenOfApplication } from "./queries";

/**
 * The candidate withdrew the application: its open invitation is off too, and the HR who sent it is told (the
 * candidate knows). Called in the withdrawal's transaction.
 */
export async function endInterviewOnWithdrawal(tx: Tx, applicationId: number) {
  const ended = await cancelOpenOfApplication(tx, applicationId, "candidate", INTERVIEW_MSG.endedByWithdrawal);
  if (ended) await noticeCancelledByCandidate(tx, ended, await namesOf(tx, ended));
}
