import { userWith } from "@/api/admin/tests/support";
import type { Conn } from "@/db/client";
import { applications, cvEducations, cvIntentions, cvs, cvWorks, positions } from "@/db/schema/zhaopin";

/** A candidate with a complete CV, public or private. */
export async function candidate(db: Conn, mobile: string, name: string, isPublic: 0 | 1, fields: Partial<typeof cvs.$inferInsert> = {}) {
  const user = await userWith(db, mobile, { chineseName: name });
  const [cv] = await db
    .insert(cvs)
    .values({
      userId: user.id,
      chineseName: name,
      sex: 1,
      age: 28,
      education: "本科",
      workYears: "3-5年",
      jobStatus: 4,
      province: "广东省",
      city: "深圳市",
      isPublic,
      ...fields,
    })
    .returning();
  await db.insert(cvWorks).values({ userId: user.id, startTime: "2019/07", endTime: "", companyName: "某某科技", position: "运营" });
  await db
    .insert(cvEducations)
    .values({ userId: user.id, startTime: "2015/09", endTime: "2019/06", university: "某某大学", major: "市场营销", education: "本科" });
  await db
    .insert(cvIntentions)
    .values({ userId: user.id, positionType: "运营", salaryRange: "8-12K", education: "本科", province: "广东省", city: "深圳市" });
  return { user, cv: cv! };
}

/** An open position of the company. */
export async function openPosition(db: Conn, companyId: number, name: string) {
  const [p] = await db
    .insert(positions)
    .values({
      companyId,
      name,
      positionType: "运营",
      province: "广东省",
      city: "深圳市",
      description: "负责运营",
      status: "open",
      publishedAt: new Date(),
    })
    .returning();
  return p!;
}

/** The candidate's application to the position, at 投递成功. */
export async function apply(db: Conn, position: { id: number; companyId: number }, who: { user: { id: number }; cv: { id: number } }) {
  const [a] = await db
    .insert(applications)
    .values({ positionId: position.id, companyId: position.companyId, userId: who.user.id, cvId: who.cv.id })
    .returning();
  return a!;
}
