import { and, eq } from "drizzle-orm";
import { users } from "@/db/schema/account/users";
import type { Db } from "../client";
import type { SeedLog } from "./progress";

/**
 * A demo learner whose profile (/my/edit) is complete, so the forms that prefill from it show it: 13900000041, whom
 * no browser journey uses (their exam-profile and sign-up journeys start from empty profiles on purpose).
 */
const PROFILE_DEMO_MOBILE = "13900000041";

export async function seedProfiles(db: Db, log: SeedLog) {
  const step = log.step("完整的个人资料", 1);
  // Only an untouched profile: a person's own edits are never overwritten by a rerun.
  await db
    .update(users)
    .set({
      province: "浙江省",
      city: "杭州市",
      email: "demo41@example.com",
      qq: "80041041",
      wechat: "demo_learner41",
      department: "品牌市场部",
      position: "市场经理",
      address: "浙江省杭州市西湖区文三路 478 号",
      mainCompany: "杭州示例网络科技有限公司",
    })
    .where(and(eq(users.areaCode, "+86"), eq(users.mobile, PROFILE_DEMO_MOBILE), eq(users.email, "")));
  step.tick();
  step.done();
}
