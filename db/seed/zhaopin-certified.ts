import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { idCardCheckDigit } from "@/api/contract/id-card";
import { issueCertificate } from "@/api/modules/certification/certificates/issue";
import { revokeRegistrationCertificate } from "@/api/modules/certification/certificates/revoke";
import { users } from "@/db/schema/account/users";
import { examRegistrations, exams } from "@/db/schema/certification/exams";
import { applicationEvents, applications, cvEducations, cvIntentions, cvs, cvWorks, positions } from "@/db/schema/zhaopin";
import type { Db } from "../client";
import { beijingAt } from "./clock";
import type { SeedLog } from "./progress";
import { demoIndustry } from "./zhaopin-cv";

/** The certified job seeker and a second HR of the demo HR's company, of their own (no other journey signs in as them). */
export const CERTIFIED_MOBILE = "13900000141";
const HR_MOBILE = "13900000142";
const DEMO_HR_MOBILE = "13900000001";

/** Her three certificates, one per demo exam: valid, past its 24 months, and revoked (a voided attempt). */
const PASSES = [
  { kaoShiId: "KS-ADS-01", score: 88, daysAgo: 40, revoke: "" },
  { kaoShiId: "KS-ADS-02", score: 82, daysAgo: 800, revoke: "" },
  { kaoShiId: "KS-CONTENT-01", score: 76, daysAgo: 120, revoke: "复核发现考试违纪，成绩作废" },
];

const NAME = "苏婉清";
const ID_FIRST17 = "44010619930815042";

/**
 * 已验证证书 on the CV (issue 37 part 4): a job seeker with a public CV, three certificates earned here (有效, 已过期,
 * 已撤销) and an application to the demo HR's company, whose second HR account reads it. Runs after the hiring seed, so
 * its made-up applications never take her CV. A person who already has a CV keeps everything as it is.
 */
export async function seedCertifiedCandidate(db: Db, log: SeedLog) {
  const [demoHr] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.mobile, DEMO_HR_MOBILE));
  const companyId = demoHr?.companyId;
  const demoExams = await db
    .select()
    .from(exams)
    .where(
      inArray(
        exams.kaoShiId,
        PASSES.map((p) => p.kaoShiId),
      ),
    );
  if (!companyId || demoExams.length < PASSES.length) return;
  const step = log.step("已验证证书简历", 1);
  const industry = await demoIndustry(db);
  await db
    .insert(users)
    .values([
      { ...industry, areaCode: "+86", mobile: CERTIFIED_MOBILE, chineseName: NAME, province: "广东省", city: "深圳市" },
      { ...industry, areaCode: "+86", mobile: HR_MOBILE, chineseName: "梁人事", roles: ["person", "enterprise"], companyId },
    ])
    .onConflictDoNothing();
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.areaCode, "+86"), eq(users.mobile, CERTIFIED_MOBILE)));
  const [position] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.companyId, companyId), eq(positions.status, "open"), gt(positions.expiresAt, new Date())))
    .orderBy(asc(positions.id))
    .limit(1);
  if (!person || !position) return step.done();
  const userId = person.id;
  await db.transaction(async (tx) => {
    const [cv] = await tx
      .insert(cvs)
      .values({
        userId,
        chineseName: NAME,
        sex: 2,
        age: 30,
        province: "广东省",
        city: "深圳市",
        education: "本科",
        workStyle: "全职",
        workYears: "5-10年",
        jobStatus: 2,
        isPublic: 1,
        description: "六年效果广告投放经验，持有本站巨量引擎营销认证，擅长账户搭建与转化优化。",
      })
      .onConflictDoNothing()
      .returning({ id: cvs.id });
    if (!cv) return;
    await tx.insert(cvWorks).values({
      userId,
      startTime: "2019/03",
      endTime: "",
      companyName: "深圳浪潮数字营销有限公司",
      position: "广告优化组长",
      salary: "18K",
    });
    await tx
      .insert(cvEducations)
      .values({ userId, startTime: "2011/09", endTime: "2015/06", university: "深圳大学", major: "广告学", education: "本科" });
    await tx
      .insert(cvIntentions)
      .values({ userId, positionType: "广告优化师", salaryRange: "20-30K", education: "本科", province: "广东省", city: "深圳市" });
    for (const [n, pass] of PASSES.entries()) {
      const exam = demoExams.find((e) => e.kaoShiId === pass.kaoShiId)!;
      const resultAt = beijingAt(-pass.daysAgo, 17);
      const idCard = `${ID_FIRST17.slice(0, 16)}${n}`;
      const [reg] = await tx
        .insert(examRegistrations)
        .values({
          userId,
          examId: exam.id,
          chineseName: NAME,
          companyName: "深圳浪潮数字营销有限公司",
          idType: 0,
          idCard: idCard + idCardCheckDigit(idCard),
          areaCode: "+86",
          phone: CERTIFIED_MOBILE,
          status: "passed",
          feeFen: exam.feeFen,
          payMethod: exam.feeFen ? "sandbox" : null,
          paidFen: exam.feeFen || null,
          paidAt: exam.feeFen ? new Date(resultAt.getTime() - 7 * 86_400_000) : null,
          score: pass.score,
          resultAt,
          createdAt: new Date(resultAt.getTime() - 8 * 86_400_000),
        })
        .returning();
      await issueCertificate(tx, { ...reg!, score: pass.score }, exam);
      if (pass.revoke) await revokeRegistrationCertificate(tx, reg!.id, pass.revoke);
    }
    const sentAt = new Date(Date.now() - 3 * 3_600_000);
    const [applied] = await tx
      .insert(applications)
      .values({ positionId: position.id, companyId, userId, cvId: cv.id, createdAt: sentAt, updatedAt: sentAt })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (applied) await tx.insert(applicationEvents).values({ applicationId: applied.id, stage: "sent", createdAt: sentAt });
  });
  step.tick();
  step.done();
}
