import { eq } from "drizzle-orm";
import { SANDBOX_APP_ID, SANDBOX_DEMO_IDENTITY } from "@/api/providers/wechat/sandbox";
import { users } from "@/db/schema/account/users";
import { wechatIdentities } from "@/db/schema/wechat";
import type { Db } from "../client";
import type { SeedLog } from "./progress";

/** Whose account the sandbox's demo WeChat signs in to: the demo learner with the study history. */
export const DEMO_WECHAT_MOBILE = "13900000002";

/** The WeChat sandbox identity (docs/decisions/0041): 以「演示学员的微信」授权 on the sandbox's page signs in as this learner. */
export async function seedWechat(db: Db, log: SeedLog) {
  const step = log.step("微信沙箱身份", 1);
  const [learner] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_WECHAT_MOBILE));
  if (learner) {
    await db
      .insert(wechatIdentities)
      .values({ userId: learner.id, appId: SANDBOX_APP_ID, openId: SANDBOX_DEMO_IDENTITY.openId, nickname: SANDBOX_DEMO_IDENTITY.nickname })
      .onConflictDoNothing();
  }
  step.tick();
  step.done();
}
