import { Hono } from "hono";
import type * as v from "valibot";
import { type AuditEntry, recordAudits } from "@/api/admin/audit";
import { type Admin, type AdminEnv, auditActor, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import { ADMIN_MSG } from "@/api/contract/admin";
import { pick } from "@/api/contract/pick";
import { EnterpriseApproveSchema, EnterpriseRefuseSchema, REG_MSG } from "@/api/contract/registration";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import { SMS_SIGNATURE } from "@/api/providers/sms";
import type { Tx } from "@/db/client";
import type { enterpriseApplications } from "@/db/schema/account/registration";
import { companyExists, findOrCreateCompany } from "../../company/service";
import { type Notice, notifyPerson } from "../../letters/service";
import { applicationFigures, ENTERPRISE_APPLICATION_FIELDS } from "./enterprise-applications";
import { decideApplication, findApplicant, findApplication, grantEnterpriseRole } from "./enterprise-decision-queries";

const RESOURCE = "enterprise-applications";
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
type Step<S extends v.GenericSchema> = {
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
const approve = step({
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
const refuse = step({
  path: "refuse",
  schema: EnterpriseRefuseSchema,
  run: async (tx, admin, before, { reason }) => ({
    after: await decide(tx, before, { status: "refused", reason, companyId: null, decidedBy: admin.id }),
    audits: [],
  }),
});

/** One decision's route: the caller's right, the body, the step, the person told and the audit, in one transaction. */
function decisionRoute<S extends v.GenericSchema>(app: Hono<AdminEnv>, deps: Deps, s: Step<S>) {
  const backOffice = `${deps.env.publicUrl ?? ""}/admin`;
  app.post(`/:id{[0-9]{1,9}}/${s.path}`, async (c) => {
    const admin = c.var.admin;
    requireAccess(admin, RESOURCE, "write");
    const input = await readInput(c, s.schema);
    const after = await deps.db.transaction(async (tx) => {
      const before = await findApplication(tx, Number(c.req.param("id")));
      if (!before) throw httpError(404, ADMIN_MSG.notFound);
      if (before.status !== "pending") throw httpError(409, REG_MSG.alreadyDecided);
      const done = await s.run(tx, admin, before, input);
      const to = await findApplicant(tx, done.after.userId);
      if (to)
        await notifyPerson(tx, deps.sms, { userId: to.id, areaCode: to.areaCode, mobile: to.mobile }, noticeOf(done.after, backOffice));
      await recordAudits(tx, [audit(admin, RESOURCE, before.id, before, done.after), ...done.audits]);
      return done.after;
    });
    const figures = await applicationFigures(deps.db, [after]);
    return c.json({ ...pick(after, ENTERPRISE_APPLICATION_FIELDS), ...figures.get(after.id) });
  });
}

/**
 * `POST /admin/api/enterprise-applications/:id/approve {companyId?}` and `…/refuse {reason}` (operators only): each
 * once (409 该申请已处理 when decided already), with a letter and an SMS to the person and audit rows, in one
 * transaction. Answers the application as the list shows it.
 */
export function enterpriseApplicationRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();
  decisionRoute(app, deps, approve);
  decisionRoute(app, deps, refuse);
  return app;
}
