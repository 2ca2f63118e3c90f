import type * as v from "valibot";
import { type AuditEntry, recordAudits } from "@/api/admin/audit";
import { type Admin, auditActor } from "@/api/admin/identity";
import { ADMIN_MSG } from "@/api/contract/admin";
import { EnterpriseApproveSchema, EnterpriseRefuseSchema, REG_MSG } from "@/api/contract/registration";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import { SMS_SIGNATURE } from "@/api/providers/sms";
import type { Tx } from "@/db/client";
import type { enterpriseApplications } from "@/db/schema/account/registration";
import { companyExists, findOrCreateCompany } from "../../company/service";
import { type Notice, notifyPerson } from "../../letters/service";
import { decideApplication, findApplicant, findApplication, grantEnterpriseRole } from "./queries";

export const RESOURCE = "enterprise-applications";
type Application = typeof enterpriseApplications.$inferSelect;

/** What the person is told either way: what happens now (sign in to the back office, or why not). */
function noticeOf(a: Application, backOffice: string): Notice {
  if (a.status === "approved") {
    return {
      sms: `${SMS_SIGNATURE}您的企业认证（${a.companyName}）已通过，请用本手机号登录企业后台 ${backOffice} 发布职位、管理员工。`,
      title: REG_MSG.approvedTitle,
      content: `您提交的企业认证「${a.companyName}」已通过审核。请在电脑上打开企业后台 ${backOffice}，用本手机号和短信验证码登录，即可发布职位、查看简历和管理员工。`,
      link: "",
    };
  }
  return {
    sms: `${SMS_SIGNATURE}很抱歉，您的企业认证（${a.companyName}）未通过，原因：${a.reason}`,
    title: REG_MSG.refusedTitle,
    content: `很抱歉，您提交的企业认证「${a.companyName}」未通过审核，原因：${a.reason}。您的个人账号不受影响；如有疑问请联系客服。`,
    link: "",
  };
}

type StepResult = { after: Application; audits: AuditEntry[] };
export type Step<S extends v.GenericSchema> = {
  path: "approve" | "refuse";
  schema: S;
  run: (tx: Tx, admin: Admin, before: Application, input: v.InferOutput<S>) => Promise<StepResult>;
};

const step = <S extends v.GenericSchema>(s: Step<S>) => s;

/** Decides the application once: the conditional update loses to a decision made meanwhile (409). */
async function decide(tx: Tx, before: Application, d: Parameters<typeof decideApplication>[2]) {
  const after = await decideApplication(tx, before.id, d);
  if (!after) throw httpError(409, REG_MSG.alreadyDecided);
  return after;
}

const audit = (admin: Admin, resource: string, recordId: number, before: unknown, after: unknown): AuditEntry => ({
  actor: auditActor(admin),
  action: "update",
  resource,
  recordId,
  before,
  after,
});

/** 通过: the chosen company (or one made with the applied name) and the enterprise role for it. */
export const approve = step({
  path: "approve",
  schema: EnterpriseApproveSchema,
  async run(tx, admin, before, { companyId }) {
    if (companyId !== null && !(await companyExists(tx, companyId))) throw httpError(400, "所选公司不存在", "companyId");
    const company = companyId ?? (await findOrCreateCompany(tx, before.companyName));
    const after = await decide(tx, before, { status: "approved", reason: "", companyId: company, decidedBy: admin.id });
    const personBefore = await findApplicant(tx, after.userId);
    const personAfter = await grantEnterpriseRole(tx, after.userId, company);
    return { after, audits: [audit(admin, "users", after.userId, personBefore, personAfter)] };
  },
});

/** 不通过: the reason, which the person is told. */
export const refuse = step({
  path: "refuse",
  schema: EnterpriseRefuseSchema,
  run: async (tx, admin, before, { reason }) => ({
    after: await decide(tx, before, { status: "refused", reason, companyId: null, decidedBy: admin.id }),
    audits: [],
  }),
});

/**
 * Decides the application by one step: the step, the person told (a letter and an SMS) and the audit rows, in one
 * transaction; 404 for no such application, 409 when it was decided already.
 */
export async function decideEnterpriseApplication<S extends v.GenericSchema>(
  deps: Deps,
  admin: Admin,
  id: number,
  s: Step<S>,
  input: v.InferOutput<S>,
) {
  const backOffice = `${deps.env.publicUrl ?? ""}/admin`;
  return deps.db.transaction(async (tx) => {
    const before = await findApplication(tx, id);
    if (!before) throw httpError(404, ADMIN_MSG.notFound);
    if (before.status !== "pending") throw httpError(409, REG_MSG.alreadyDecided);
    const done = await s.run(tx, admin, before, input);
    const to = await findApplicant(tx, done.after.userId);
    if (to) await notifyPerson(tx, deps.sms, { userId: to.id, areaCode: to.areaCode, mobile: to.mobile }, noticeOf(done.after, backOffice));
    await recordAudits(tx, [audit(admin, RESOURCE, before.id, before, done.after), ...done.audits]);
    return done.after;
  });
}
