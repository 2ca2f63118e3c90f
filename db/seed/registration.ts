import { and, asc, eq } from "drizzle-orm";
import { enterpriseApplications } from "@/db/schema/account/registration";
import { users } from "@/db/schema/account/users";
import { industries } from "@/db/schema/common";
import type { Db } from "../client";
import type { SeedLog } from "./progress";

/** The demo enterprise registration (docs/decisions/0036): a person waiting for an operator's 通过 in the back office. */
export const APPLICANT = { mobile: "13900000097", chineseName: "周若兰", companyName: "星河互动广告有限公司", accountId: "xinghe_ads" };

/**
 * An account as common/reg leaves it for an enterprise, with its pending application; once only (a decided application
 * stays decided). Seeded before the interest survey, which answers for every demo account (广告主 first, as registered).
 */
export async function seedEnterpriseApplication(db: Db, log: SeedLog) {
  const step = log.step("企业认证申请", 1);
  const [industry] = await db
    .select({ id: industries.id })
    .from(industries)
    .where(eq(industries.parentId, 0))
    .orderBy(asc(industries.sort), asc(industries.id))
    .limit(1);
  await db
    .insert(users)
    .values({
      areaCode: "+86",
      mobile: APPLICANT.mobile,
      chineseName: APPLICANT.chineseName,
      companyName: APPLICANT.companyName,
      industryFirst: industry?.id ?? null,
    })
    .onConflictDoNothing();
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.areaCode, "+86"), eq(users.mobile, APPLICANT.mobile)));
  const [applied] = await db
    .select({ id: enterpriseApplications.id })
    .from(enterpriseApplications)
    .where(eq(enterpriseApplications.userId, user.id))
    .limit(1);
  if (!applied) {
    await db.insert(enterpriseApplications).values({ userId: user.id, companyName: APPLICANT.companyName, accountId: APPLICANT.accountId });
  }
  step.tick();
  step.done();
}
