import type { Conn } from "@/db/client";
import type { activities } from "@/db/schema/activity";
import { fail } from "../../protocol/errors";
import { findSignup } from "./queries";

type Activity = typeof activities.$inferSelect;

/**
 * An activity has a sign-up when its form asks something (as a session's hasForm) or its sign-ups are reviewed;
 * a special topic without either is open to every signed-in person.
 */
export const hasSignUp = (a: Activity) => a.userDetailList.length > 0 || a.surveyQuestions.length > 0 || a.needApprove === 1;

/** A sign-up that stands: approved (audit 1; a sign-up needing no review is approved at once). */
export const isApproved = (signup: { audit: number } | null) => signup?.audit === 1;

/** Doing an activity's tasks and claiming its scores and medals needs its sign-up, where it has one, to stand. */
export async function requireSignUp(db: Conn, activity: Activity, userId: number) {
  if (!hasSignUp(activity)) return;
  const signup = await findSignup(db, activity.id, userId);
  if (isApproved(signup)) return;
  if (signup?.audit === 0) fail("您的报名正在审核中，审核通过后即可参与");
  if (signup?.audit === 2) fail("您的报名未通过审核");
  fail("请先报名该活动");
}
