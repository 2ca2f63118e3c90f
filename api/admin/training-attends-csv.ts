import { asc, eq } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { trainingAttends, trainings, users } from "@/db/schema";
import { ATTEND_AUDIT_LABELS, ATTEND_STATUS_LABELS, answerText } from "../contract/training-admin";
import { readSignUpForm } from "../modules/training/queries";
import { chinaTime, toCsv, typed } from "./csv";

/**
 * A session's sign-ups as CSV: the person, the states, then one column per profile field and survey question, in the
 * form's order. UTF-8 with a BOM, so Excel reads the Chinese right. Null when the session does not exist.
 */
export async function attendsCsv(db: Conn, trainingId: number): Promise<string | null> {
  const [training] = await db.select({ id: trainings.id }).from(trainings).where(eq(trainings.id, trainingId));
  if (!training) return null;
  const form = await readSignUpForm(db, trainingId);
  const rows = await db
    .select({ attend: trainingAttends, name: users.chineseName, areaCode: users.areaCode, mobile: users.mobile })
    .from(trainingAttends)
    .innerJoin(users, eq(users.id, trainingAttends.userId))
    .where(eq(trainingAttends.trainingId, trainingId))
    .orderBy(asc(trainingAttends.id));
  const header = [
    "报名ID",
    "姓名",
    "手机号",
    "审核状态",
    "名额状态",
    "报名时间",
    ...form.userDetailList.map((f) => f.name),
    ...form.surveyList.map((q) => q.questionName),
  ];
  const lines = rows.map(({ attend, name, areaCode, mobile }) => [
    String(attend.id),
    typed(name),
    `${areaCode} ${mobile}`,
    ATTEND_AUDIT_LABELS[attend.audit] ?? String(attend.audit),
    ATTEND_STATUS_LABELS[attend.status] ?? attend.status,
    chinaTime(attend.createdAt),
    ...form.userDetailList.map((f) => typed(attend.settings.find((s) => s.k === f.typeId)?.v ?? "")),
    ...form.surveyList.map((q) => typed(answerText(q, attend.survey))),
  ]);
  return toCsv([header, ...lines]);
}
