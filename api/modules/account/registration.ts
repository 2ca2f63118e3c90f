import type { Context } from "hono";
import { beijingTime } from "@/api/contract/beijing-time";
import type { Conn } from "@/db/client";
import { type ChosenOption, INDUSTRY_OTHER_ID } from "../../contract/interest";
import { REG_MSG, type RegisterAnswer, type RegisterInput } from "../../contract/registration";
import type { Deps } from "../../deps";
import { fail } from "../../protocol/errors";
import { startSession } from "../../protocol/session";
import { isFirstLevelIndustry } from "../common/service";
import { interestTree, saveIdentityAnswers } from "../interest/service";
import { becomeReseller, usableAuthCode } from "../partner-login/reseller-auth";
import { findUserByMobile, insertEnterpriseApplication, insertRegisteredUser, latestEnterpriseApplication } from "./queries";
import { consumeSmsCode } from "./sms-code";

/** The survey's identity question (common/getinterestlist cate 1), whose options are the roles one registers as. */
const IDENTITY_CATE = 1;

/**
 * The role as the person's identity answers: a top-level option of cate 1 (written text for 其他) and, when it reveals a
 * question (流量主's), one of that question's options. Checked against the options, not the page's list.
 */
async function identityAnswers(db: Conn, input: RegisterInput): Promise<ChosenOption[]> {
  const identity = (await interestTree(db)).find((c) => c.cateId === IDENTITY_CATE);
  const role = identity?.oplist.find((o) => o.id === input.regRole);
  if (!role) fail(REG_MSG.role, "regRole");
  if (role.isother && !input.regRoleOther) fail(REG_MSG.roleOther, "regRoleOther");
  const chosen = [{ id: role.id, text: role.isother ? input.regRoleOther : "" }];
  if (!role.child.length) return chosen;
  const child = role.child.find((o) => o.id === input.regChildRole);
  if (!child) fail(REG_MSG.childRole, "regChildRole");
  return [...chosen, { id: child.id, text: "" }];
}

/**
 * common/reg: every rule that needs the database is checked before the SMS code is spent, so a wrong field costs the
 * person no code; then the code is spent as common/login spends it, and one transaction makes the account (the unique
 * number decides between two registrations at once), its identity answers and, for an enterprise, the application an
 * operator decides, and signs the person in.
 */
export async function register(deps: Deps, c: Context, input: RegisterInput): Promise<RegisterAnswer> {
  const { db } = deps;
  if (!(await isFirstLevelIndustry(db, input.industry))) fail(REG_MSG.industry, "industry");
  const answers = await identityAnswers(db, input);
  if (await findUserByMobile(db, input.areaCode, input.mobile)) fail(REG_MSG.registered, "mobile");
  // A reseller's link carried on to registration (?auth=): the new person becomes that reseller (docs/decisions/0037).
  const resellerCode = input.auth ? await usableAuthCode(db, input.auth) : null;
  await consumeSmsCode(db, deps.env.appSecret, input.areaCode, input.mobile, input.code);
  const enterprise = input.Person_Enterprise === 1;
  return db.transaction(async (tx): Promise<RegisterAnswer> => {
    const user = await insertRegisteredUser(tx, {
      areaCode: input.areaCode,
      mobile: input.mobile,
      chineseName: input.chineseName,
      companyName: enterprise ? input.companyName : "",
      industryFirst: input.industry,
      industryOther: input.industry === INDUSTRY_OTHER_ID ? input.industryOther : "",
    });
    if (!user) fail(REG_MSG.registered, "mobile");
    await saveIdentityAnswers(tx, user.id, answers);
    if (resellerCode) await becomeReseller(tx, user.id, resellerCode);
    const application = enterprise ? await insertEnterpriseApplication(tx, user.id, input.companyName, input.accountId) : null;
    await startSession(tx, c, user.id);
    return { userId: user.id, enterprise: application && { applicationId: application.id, status: "pending" } };
  });
}

/** my/EnterpriseApplication: the caller's newest application, null when none. */
export async function myEnterpriseApplication(db: Conn, userId: number) {
  const row = await latestEnterpriseApplication(db, userId);
  return (
    row && {
      id: row.id,
      companyName: row.companyName,
      status: row.status,
      reason: row.reason,
      createdAt: beijingTime(row.createdAt),
      decidedAt: row.decidedAt && beijingTime(row.decidedAt),
    }
  );
}
