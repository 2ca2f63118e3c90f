import { eq } from "drizzle-orm";
import { sealPartnerSecret } from "@/api/modules/partner-login/handoff";
import { hashAuthCode } from "@/api/modules/partner-login/reseller-auth";
import { oauthPartners } from "@/db/schema/partner-login/oauth";
import { resellerAuthCodes } from "@/db/schema/partner-login/resellers";
import type { Db } from "../client";
import type { SeedLog } from "./progress";

/**
 * The demo partner and reseller code (docs/decisions/0037), with a secret and a code the README prints so anyone can
 * try both hand-offs locally. The partner sends people back to a page of ours, so the hand-off ends on this site.
 */
export const DEMO_PARTNER = { name: "演示合作方", redirectUrl: "/my/index", secret: "demo-partner-secret-change-me" };
export const DEMO_RESELLER = { resellerName: "华南演示代理商", code: "DEMO-RESELLER-2026" };

/** Once only; the partner's secret is sealed under this deployment's APP_SECRET (none given: no secret, none usable). */
export async function seedPartnerLogin(db: Db, log: SeedLog, appSecret?: string) {
  const step = log.step("合作方与代理商登录", 2);
  const [partner] = await db.select({ id: oauthPartners.id }).from(oauthPartners).where(eq(oauthPartners.name, DEMO_PARTNER.name));
  if (!partner) {
    await db.insert(oauthPartners).values({
      name: DEMO_PARTNER.name,
      redirectUrl: DEMO_PARTNER.redirectUrl,
      secretSealed: appSecret ? sealPartnerSecret(appSecret, DEMO_PARTNER.secret) : "",
      secretIssuedAt: appSecret ? new Date() : null,
    });
  }
  step.tick();
  await db
    .insert(resellerAuthCodes)
    .values({
      codeHash: hashAuthCode(DEMO_RESELLER.code),
      codeHint: DEMO_RESELLER.code.slice(-4),
      resellerName: DEMO_RESELLER.resellerName,
    })
    .onConflictDoNothing();
  step.tick();
  step.done();
}
