import { type Context, Hono } from "hono";
import * as v from "valibot";
import { recordAudit } from "@/api/admin/audit";
import { equalsText } from "@/api/admin/filters";
import { type Admin, type AdminEnv, auditActor, isOperator, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import { defineResource } from "@/api/admin/resource";
import { ADMIN_MSG, type AdminResource } from "@/api/contract/admin";
import { pick } from "@/api/contract/pick";
import {
  MESSAGE_MSG,
  MESSAGE_REVIEW_LABEL,
  MessageBodySchema,
  type MessageReportRow,
  MessageReportSchema,
  type MessageReview,
  MessageReviewSchema,
} from "@/api/contract/zhaopin-messages";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import type { Conn } from "@/db/client";
import { applications } from "@/db/schema/zhaopin";
import { applicationMessages } from "@/db/schema/zhaopin/messages";
import { companiesByIds } from "../../company/service";
import { lockApplications } from "../admin/queries";
import { companyScope, ownCompanyId } from "../admin/scope";
import { cvNames } from "../interviews/queries";
import {
  applicationInReach,
  applicationsOfMessages,
  lockMessage,
  type MessageRecord,
  markConversationRead,
  reported,
  updateMessage,
} from "./queries";
import { messagePage, messageView, postMessage, reportMessage } from "./service";

const APPLICATIONS = "applications" satisfies AdminResource;
const MESSAGES = "application-messages" satisfies AdminResource;
const REPORTS = "message-reports" satisfies AdminResource;
const REVIEWS = Object.keys(MESSAGE_REVIEW_LABEL) as MessageReview[];

const scope = companyScope(applications.companyId);
const ID = "{[0-9]{1,9}}";
const PageQuery = v.object({ beforeId: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{1,9}$/), v.transform(Number))) });

async function inReach(db: Conn, admin: Admin, applicationId: number) {
  const found = await applicationInReach(db, applicationId, scope(admin));
  if (!found) throw httpError(404, ADMIN_MSG.notFound);
  return found;
}

/**
 * 沟通 under an application, mounted beside the applications' own routes:
 * `GET …/:id/messages?beforeId=`: a page of it as the company reads it; the company's HR opening the newest page reads
 * it (an operator's look reads nothing for them).
 * `POST …/:id/messages {body}`: HR writes (its own company's application), counted against the company's day, audited.
 * `POST …/:id/messages/:messageId/report {reason}`: HR reports the candidate's message to operators.
 */
export function applicationMessageRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();

  app.get(`/:id${ID}/messages`, async (c: Context<AdminEnv>) => {
    const admin = c.var.admin;
    requireAccess(admin, APPLICATIONS, "read");
    const parsed = v.safeParse(PageQuery, { beforeId: c.req.query("beforeId") || undefined });
    if (!parsed.success) throw httpError(400, "分页参数无效", "beforeId");
    const found = await inReach(deps.db, admin, Number(c.req.param("id")));
    const beforeId = parsed.output.beforeId ?? null;
    if (beforeId === null && !isOperator(admin)) await markConversationRead(deps.db, found.application.id, "company");
    return c.json(await messagePage(deps.db, found, "company", beforeId));
  });

  app.post(`/:id${ID}/messages`, async (c: Context<AdminEnv>) => {
    const admin = c.var.admin;
    requireAccess(admin, MESSAGES, "write");
    ownCompanyId(admin);
    const { body } = await readInput(c, v.object({ body: MessageBodySchema }));
    const message = await deps.db.transaction(async (tx) => {
      const [found] = await lockApplications(tx, [Number(c.req.param("id"))], scope(admin));
      if (!found) throw httpError(404, ADMIN_MSG.notFound);
      const row = await postMessage(tx, deps.sms, found, "company", admin.id, body);
      await recordAudit(tx, { actor: auditActor(admin), action: "create", resource: MESSAGES, recordId: row.id, before: null, after: row });
      return row;
    });
    return c.json(messageView(message, "company"), 201);
  });

  app.post(`/:id${ID}/messages/:messageId${ID}/report`, async (c: Context<AdminEnv>) => {
    const admin = c.var.admin;
    requireAccess(admin, MESSAGES, "write");
    const { reason } = await readInput(c, MessageReportSchema);
    const found = await inReach(deps.db, admin, Number(c.req.param("id")));
    const after = await deps.db.transaction(async (tx) => {
      const before = await lockMessage(tx, Number(c.req.param("messageId")), found.application.id);
      if (!before) throw httpError(404, MESSAGE_MSG.notFound);
      const row = await reportMessage(tx, before, "company", admin.id, reason);
      await recordAudit(tx, { actor: auditActor(admin), action: "update", resource: MESSAGES, recordId: row.id, before, after: row });
      return row;
    });
    return c.json(messageView(after, "company"));
  });
  return app;
}

type ReportFigures = Pick<MessageReportRow, "companyId" | "companyName" | "candidateName" | "positionName">;

/** The company, candidate and position of each reported message. */
async function reportFigures(db: Conn, rows: MessageRecord[]): Promise<Map<number, ReportFigures>> {
  const apps = await applicationsOfMessages(
    db,
    rows.map((r) => r.applicationId),
  );
  const [companies, names] = await Promise.all([
    companiesByIds(
      db,
      apps.map((a) => a.companyId),
    ),
    cvNames(
      db,
      apps.map((a) => a.cvId),
    ),
  ]);
  const company = new Map(companies.map((c) => [c.id, c.companyName]));
  const byApplication = new Map(apps.map((a) => [a.id, a]));
  return new Map(
    rows.map((r) => {
      const a = byApplication.get(r.applicationId);
      return [
        r.id,
        {
          companyId: a?.companyId ?? 0,
          companyName: (a && company.get(a.companyId)) ?? "",
          candidateName: (a && names.get(a.cvId)) ?? "",
          positionName: a?.positionName ?? "",
        },
      ];
    }),
  );
}

function reportRow(m: MessageRecord): Omit<MessageReportRow, keyof ReportFigures> {
  const review = m.review ?? "pending";
  return {
    ...pick(m, ["id", "applicationId", "side", "body", "reportReason"]),
    review,
    reviewText: MESSAGE_REVIEW_LABEL[review],
    createdAt: m.createdAt.toISOString(),
    reportedAt: (m.reportedAt ?? m.createdAt).toISOString(),
    reviewedAt: m.reviewedAt?.toISOString() ?? null,
  };
}

/** 消息举报: reported messages for operators, with the text as written even once hidden. Reviewed by the route below. */
export const messageReportsResource = defineResource<MessageReportRow>()({
  name: REPORTS,
  table: applicationMessages,
  sortable: { reportedAt: applicationMessages.reportedAt, createdAt: applicationMessages.createdAt },
  filters: { review: equalsText(applicationMessages.review, REVIEWS) },
  scope: () => reported(),
  figures: reportFigures,
  serialize: reportRow,
});

/** `POST /admin/api/message-reports/{id}/review {decision}`: 屏蔽 hides the message from both sides; 驳回 keeps it. Audited. */
export function messageReportRoutes(deps: Deps) {
  return new Hono<AdminEnv>().post(`/:id${ID}/review`, async (c: Context<AdminEnv>) => {
    const admin = c.var.admin;
    requireAccess(admin, REPORTS, "write");
    const { decision } = await readInput(c, MessageReviewSchema);
    const after = await deps.db.transaction(async (tx) => {
      const before = await lockMessage(tx, Number(c.req.param("id")));
      if (!before?.review) throw httpError(404, ADMIN_MSG.notFound);
      if (before.review !== "pending") throw httpError(409, MESSAGE_MSG.reviewed);
      const now = new Date();
      const hide = decision === "hide";
      const row = await updateMessage(tx, before.id, {
        review: hide ? "hidden" : "dismissed",
        reviewedBy: admin.id,
        reviewedAt: now,
        ...(hide && { hiddenAt: now, hiddenReason: before.reportReason }),
      });
      await recordAudit(tx, { actor: auditActor(admin), action: "update", resource: REPORTS, recordId: row.id, before, after: row });
      return row;
    });
    return c.json({ ...reportRow(after), ...(await reportFigures(deps.db, [after])).get(after.id)! });
  });
}
