import { randomUUID } from "node:crypto";
import { type ClientEventKind, LEAVE_KINDS, ONLINE_MSG, type OnlineEventAnswer } from "@/api/contract/online-exam";
import type { Deps } from "@/api/deps";
import { fail } from "@/api/protocol/errors";
import type { SessionUser } from "@/api/protocol/session";
import { cleanPhoto } from "../registration/camera-check";
import { endAttempt } from "./finish";
import { type AttemptState, countLeave, findAttempt, insertEvent, ownAttempt } from "./queries";

/** Snapshots are personal data under their owner's id, like the camera check's photos: private, deleted after 7 days. */
const snapshotKey = (userId: number) => `examsnap/${userId}/${randomUUID().replaceAll("-", "")}.jpg`;

const answer = (a: AttemptState): OnlineEventAnswer => ({
  violations: a.violations,
  leaveLimit: a.leaveLimit,
  ended: a.endedAt !== null,
  ...(a.endReason ? { endReason: a.endReason } : {}),
});

/** A leave of a proctored attempt: counted, and one past the limit ends the attempt as submitted for that reason. */
async function leave(deps: Deps, attempt: AttemptState, kind: ClientEventKind) {
  await insertEvent(deps.db, attempt.id, kind);
  const counted = await countLeave(deps.db, attempt.id);
  if (counted && counted.violations > counted.leaveLimit) {
    await endAttempt(deps.db, deps.sms, attempt.id, "violations");
  }
}

/**
 * pearson/OnlineEvent {attemptId, kind, photo?}: what the page saw. A snapshot's photo is checked by its content and
 * kept privately; leaves (blur, full-screen exits) of a proctored attempt are counted. Answers the count, the limit
 * and whether the attempt has ended.
 */
export async function recordOnlineEvent(
  deps: Deps,
  user: SessionUser,
  input: { attemptId: number; kind: ClientEventKind; photo?: string },
) {
  const attempt = await ownAttempt(deps.db, input.attemptId, user.id);
  if (!attempt) fail(ONLINE_MSG.attempt, "attemptId");
  if (attempt.endedAt) return answer(attempt);
  const timedOut = attempt.endsAt <= new Date();
  const leaving = attempt.proctored === 1 && LEAVE_KINDS.includes(input.kind);
  if (timedOut) {
    await endAttempt(deps.db, deps.sms, attempt.id, "timeout");
  } else if (input.kind === "snapshot") {
    if (attempt.proctored !== 1) fail(ONLINE_MSG.notProctored, "kind");
    if (!input.photo) fail(ONLINE_MSG.photo, "photo");
    const key = snapshotKey(user.id);
    await deps.storage.put(key, await cleanPhoto(input.photo));
    await insertEvent(deps.db, attempt.id, "snapshot", "", key);
  } else if (leaving) {
    await leave(deps, attempt, input.kind);
  } else {
    await insertEvent(deps.db, attempt.id, input.kind);
  }
  // Only an end or a counted leave changes what the page is answered; a snapshot or a paste reads nothing again.
  return answer(timedOut || leaving ? ((await findAttempt(deps.db, attempt.id)) ?? attempt) : attempt);
}
