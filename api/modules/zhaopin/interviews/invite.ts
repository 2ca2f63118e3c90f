import { recordAudit, recordAudits } from "@/api/admin/audit";
import { type Admin, auditActor } from "@/api/admin/identity";
import { ADMIN_MSG, type AdminResource } from "@/api/contract/admin";
import { INTERVIEW_MSG, INTERVIEWS_PER_COMPANY_DAY, type InterviewInvite } from "@/api/contract/zhaopin-interviews";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import { hit } from "@/api/protocol/rate-limit";
import type { Tx } from "@/db/client";
import { pgErrorCode } from "@/db/pg-error";
import { applications } from "@/db/schema/zhaopin";
import { interviews } from "@/db/schema/zhaopin/hiring";
import { lockApplications } from "../admin/queries";
import { companyScope, ownCompanyId } from "../admin/scope";
import { moveApplications } from "../admin/stages";
import { talentPoolResource } from "../admin/talent-pool";
import { namesOf } from "./names";
import { noticeCancelledByCompany, noticeInvited } from "./notices";
import { insertInterview, isOpenStatus, lockInterview, openOfApplication, openOfTalent, talentCv, updateInterview } from "./queries";
import { inviteLimitKey, timeProblem } from "./service";

/** The audit log's resource of invitations (and the ADMIN_ACCESS row of every HR route here). */
export const INTERVIEWS = "interviews" satisfies AdminResource;

const applicationScope = companyScope(applications.companyId);
export const interviewScope = companyScope(interviews.companyId);

/** 400 naming startsAt for a time past or beyond 180 days. */
function refuseTime(startsAt: Date) {
  const problem = timeProblem(startsAt);
  if (problem) throw httpError(400, problem, "startsAt");
}

type Sent = Pick<typeof interviews.$inferInsert, "companyId" | "userId" | "cvId" | "applicationId" | "positionId">;

/**
 * Stores and announces one invitation in the caller's transaction: counted against the company's day (429 past
 * INTERVIEWS_PER_COMPANY_DAY; a refused one rolls its count back), the partial unique index refusing a second open one
 * sent at the same moment (409 `openMsg`), audited, and the candidate told by a letter and a text.
 */
async function send(tx: Tx, deps: Deps, admin: Admin, sent: Sent, input: InterviewInvite, openMsg: string) {
  if ((await hit(tx, inviteLimitKey(sent.companyId), 86_400)) > INTERVIEWS_PER_COMPANY_DAY) throw httpError(429, INTERVIEW_MSG.tooMany);
  let row: Awaited<ReturnType<typeof insertInterview>>;
  try {
    row = await insertInterview(tx, { ...sent, ...input, createdBy: admin.id });
  } catch (err) {
    if (pgErrorCode(err) === "23505") throw httpError(409, openMsg);
    throw err;
  }
  await recordAudit(tx, { actor: auditActor(admin), action: "create", resource: INTERVIEWS, recordId: row.id, before: null, after: row });
  await noticeInvited(tx, deps.sms, row, await namesOf(tx, row));
  return row;
}

/**
 * `POST /admin/api/applications/{id}/interview`: HR invites the candidate of its own company's application (404 for
 * another's), not withdrawn and with no open invitation, and moves it to 邀请面试 through the stage machinery (its
 * history row, letter and audit row) in the same transaction.
 */
export async function inviteFromApplication(deps: Deps, admin: Admin, applicationId: number, input: InterviewInvite) {
  const companyId = ownCompanyId(admin);
  refuseTime(input.startsAt);
  const scope = applicationScope(admin);
  return deps.db.transaction(async (tx) => {
    // Locked first, so two invitations of one application at once queue here and the second finds the first.
    const [found] = await lockApplications(tx, [applicationId], scope);
    if (!found) throw httpError(404, ADMIN_MSG.notFound);
    const { application } = found;
    if (application.stage === "withdrawn") throw httpError(409, INTERVIEW_MSG.withdrawn);
    if (await openOfApplication(tx, application.id)) throw httpError(409, INTERVIEW_MSG.open);
    const { changes } = await moveApplications(tx, { ids: [application.id], stage: "interview", actorId: admin.id, scope });
    await recordAudits(
      tx,
      changes.map((ch) => ({
        actor: auditActor(admin),
        action: "update" as const,
        resource: "applications",
        recordId: ch.after.id,
        before: ch.before,
        after: ch.after,
      })),
    );
    const sent = {
      companyId,
      userId: application.userId,
      cvId: application.cvId,
      applicationId: application.id,
      positionId: application.positionId,
    };
    return send(tx, deps, admin, sent, input, INTERVIEW_MSG.open);
  });
}

/**
 * `POST /admin/api/talent-pool/{cvId}/interview`: HR invites a person whose CV the talent pool shows the company (404
 * otherwise), once while an invitation of theirs from the pool is open. No application, no position.
 */
export async function inviteFromTalentPool(deps: Deps, admin: Admin, cvId: number, input: InterviewInvite) {
  const companyId = ownCompanyId(admin);
  refuseTime(input.startsAt);
  return deps.db.transaction(async (tx) => {
    const cv = await talentCv(tx, cvId, talentPoolResource.scope?.(admin));
    if (!cv) throw httpError(404, ADMIN_MSG.notFound);
    if (await openOfTalent(tx, companyId, cv.userId)) throw httpError(409, INTERVIEW_MSG.openTalent);
    const sent = { companyId, userId: cv.userId, cvId: cv.id, applicationId: null, positionId: null };
    return send(tx, deps, admin, sent, input, INTERVIEW_MSG.openTalent);
  });
}

/** `POST /admin/api/interviews/{id}/cancel {reason}`: HR calls off its company's open invitation; the candidate is told why. */
export async function cancelByCompany(deps: Deps, admin: Admin, id: number, reason: string) {
  ownCompanyId(admin);
  return deps.db.transaction(async (tx) => {
    const before = await lockInterview(tx, id, interviewScope(admin));
    if (!before) throw httpError(404, INTERVIEW_MSG.notFound);
    if (!isOpenStatus(before.status)) throw httpError(409, before.status === "cancelled" ? INTERVIEW_MSG.cancelled : INTERVIEW_MSG.closed);
    const after = await updateInterview(tx, id, { status: "cancelled", cancelledBy: "company", cancelReason: reason });
    await recordAudit(tx, { actor: auditActor(admin), action: "update", resource: INTERVIEWS, recordId: id, before, after });
    await noticeCancelledByCompany(tx, deps.sms, after, await namesOf(tx, after));
    return after;
  });
}
