import type { Db } from "@/db/client";
import { type ActivitySign, checkActivitySign, formOnTheWire } from "../../contract/activity";
import { reply } from "../../protocol/call";
import { fail } from "../../protocol/errors";
import { findActivity, findSignup, insertSignup } from "./queries";

/** isAp of spec 000 section 4: 0 signed up, 1 under review. */
const isApOf = (audit: number) => (audit === 0 ? 1 : 0);
const SIGNED_MSG = ["报名成功", "报名信息已提交，请等待审核"] as const;

/**
 * Activity/ActivitySign: the form's rules against this activity's own form, then one row per person
 * (a double click or a second tab answers the first sign-up's state).
 */
export async function signUp(db: Db, userId: number, input: ActivitySign) {
  const activity = await findActivity(db, input.activityId);
  if (!activity) fail("活动不存在");
  if (activity.endTime.getTime() < Date.now()) fail("活动已结束");
  const issue = checkActivitySign(formOnTheWire(activity), input);
  if (issue) fail(issue.msg, issue.field);

  // Only the answers the form asked for are kept.
  const asked = new Set(activity.userDetailList.map((f) => f.typeId));
  const questions = new Set(activity.surveyQuestions.map((q) => q.id));
  const created = await insertSignup(db, {
    activityId: activity.id,
    userId,
    source: input.source,
    setting: input.setting.filter((s) => asked.has(s.k)),
    surveySubmit: input.surveySubmit.filter((a) => questions.has(a.questionId)),
    audit: activity.needApprove ? 0 : 1,
  });
  if (created) {
    const isAp = isApOf(created.audit);
    return reply({ isAp }, SIGNED_MSG[isAp]);
  }
  const existing = (await findSignup(db, activity.id, userId))!;
  if (existing.audit === 2) fail("您的报名未通过审核");
  return reply({ isAp: isApOf(existing.audit) }, "您已报名");
}
