import { asc, eq } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { activities, activitySignups, users } from "@/db/schema";
import { SIGNUP_AUDIT_LABELS, surveyAnswerText } from "../contract/activity-admin";
import { chinaTime, toCsv, typed } from "./csv";

/**
 * An activity's sign-ups as CSV: the person, the state, then one column per form field and survey question, in the
 * form's order. UTF-8 with a BOM, so Excel reads the Chinese right. Null when the activity does not exist.
 */
export async function signupsCsv(db: Conn, activityId: number): Promise<string | null> {
  const [activity] = await db.select().from(activities).where(eq(activities.id, activityId));
  if (!activity) return null;
  const rows = await db
    .select({ signup: activitySignups, name: users.chineseName, areaCode: users.areaCode, mobile: users.mobile })
    .from(activitySignups)
    .innerJoin(users, eq(users.id, activitySignups.userId))
    .where(eq(activitySignups.activityId, activityId))
    .orderBy(asc(activitySignups.id));
  const header = [
    "报名ID",
    "姓名",
    "手机号",
    "来源",
    "审核状态",
    "报名时间",
    ...activity.userDetailList.map((f) => f.name),
    ...activity.surveyQuestions.map((q) => q.questionName),
  ];
  const lines = rows.map(({ signup, name, areaCode, mobile }) => [
    String(signup.id),
    typed(name),
    `${areaCode} ${mobile}`,
    typed(signup.source),
    SIGNUP_AUDIT_LABELS[signup.audit] ?? String(signup.audit),
    chinaTime(signup.createdAt),
    ...activity.userDetailList.map((f) => typed(signup.setting.find((s) => s.k === f.typeId)?.v ?? "")),
    ...activity.surveyQuestions.map((q) =>
      signup.surveySubmit
        .filter((a) => a.questionId === q.id)
        .map((a) => typed(surveyAnswerText(q, a.value)))
        .join("、"),
    ),
  ]);
  return toCsv([header, ...lines]);
}
