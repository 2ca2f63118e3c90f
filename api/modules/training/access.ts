import type { Db } from "@/db/client";
import { reply } from "../../protocol/call";
import { fail } from "../../protocol/errors";
import type { SessionUser } from "../../protocol/session";
import { waitingPosition } from "./places/queries";
import { findAttend, recordVisit } from "./queries";
import { mayEnter, requireTraining } from "./sign-up";

const PUBLISHING_MSG = "课程发布中";

/**
 * training/Live and training/Review: the join or replay link, only for a person whose place may enter;
 * 课程发布中 while the operator has set none. Every link handed out is recorded as a visit.
 */
export async function enterRoom(db: Db, user: SessionUser, strId: string, kind: "live" | "replay") {
  const training = await requireTraining(db, strId);
  const attend = await findAttend(db, training.id, user.id);
  if (!mayEnter(training, attend)) {
    if (attend?.status === "signed" && attend.audit === 0) fail("您的报名正在审核中，审核通过后即可观看");
    fail("请先报名该课程");
  }
  const url = kind === "live" ? training.joinUrl : training.dbUrl;
  if (!url) return reply({ url: "", title: training.title }, PUBLISHING_MSG);
  await recordVisit(db, training.id, user.id, kind);
  return { url, title: training.title };
}

/**
 * GetExistsTraining(3): whether this person holds a sign-up for the session, and its state.
 * A visitor reads as not signed up.
 */
export async function existingSignUp(db: Db, user: SessionUser | null, strId: string) {
  const training = await requireTraining(db, strId);
  const attend = user ? await findAttend(db, training.id, user.id) : null;
  if (!attend || attend.status === "released") {
    return { isExists: 0, attend: { id: 0, audit: attend?.audit ?? 0 }, status: attend?.status ?? "", position: 0 };
  }
  return {
    isExists: 1,
    attend: { id: attend.id, audit: attend.audit },
    status: attend.status,
    position: attend.status === "waiting" ? await waitingPosition(db, attend) : 0,
  };
}
