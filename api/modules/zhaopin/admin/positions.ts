import { Hono } from "hono";
import { recordAudit } from "@/api/admin/audit";
import { contains, equalsInt, equalsText, isSet, search, when } from "@/api/admin/filters";
import { type Admin, type AdminEnv, auditActor, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import { defineResource } from "@/api/admin/resource";
import { ADMIN_MSG } from "@/api/contract/admin";
import { pick } from "@/api/contract/pick";
import { POSITION_STATUSES, POSITION_TYPES } from "@/api/contract/zhaopin";
import { type PositionRow, PositionSchema, PositionSuspendSchema, ZHAOPIN_ADMIN_MSG } from "@/api/contract/zhaopin-admin";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import type { Tx } from "@/db/client";
import { positions } from "@/db/schema/zhaopin";
import { examNamesByIds } from "../../certification/exams/names";
import { syncPositionSearch } from "../positions/search";
import { expiredPosition, lockPosition, movePositionWhere as moveWhere, positionIs } from "./queries";
import { companyScope, ownCompanyId, requireOperator } from "./scope";

const RESOURCE = "positions";
type Position = typeof positions.$inferSelect;

const scope = companyScope(positions.companyId);

const FIELDS = [
  "id",
  "companyId",
  "name",
  "positionType",
  "salaryMin",
  "salaryMax",
  "education",
  "workYears",
  "workStyle",
  "tags",
  "preferredExamIds",
  "province",
  "city",
  "address",
  "description",
  "headcount",
  "status",
  "suspendedAt",
  "suspendReason",
  "expiresAt",
  "publishedAt",
  "createdAt",
  "updatedAt",
] as const;

/** 持证优先 names exams that exist (the certification module's). */
async function refuseUnknownExams(tx: Tx, ids: number[]) {
  if ((await examNamesByIds(tx, ids)).length !== ids.length) throw httpError(400, ZHAOPIN_ADMIN_MSG.noExam, "preferredExamIds");
}

/**
 * 职位: a company's positions, written by its HR (the company is the caller's, never the body's), moved draft -> open
 * <-> closed by the routes below; operators see every company's and may suspend one with a reason.
 */
export const positionsResource = defineResource<PositionRow>()({
  name: RESOURCE,
  table: positions,
  sortable: { createdAt: positions.createdAt, publishedAt: positions.publishedAt, updatedAt: positions.updatedAt, name: positions.name },
  filters: {
    q: search(positions.name),
    status: equalsText(positions.status, POSITION_STATUSES),
    positionType: equalsText(positions.positionType, POSITION_TYPES),
    companyId: equalsInt(positions.companyId),
    city: equalsText(positions.city),
    tag: contains(positions.tags),
    suspended: isSet(positions.suspendedAt),
    expired: when(expiredPosition),
  },
  scope,
  serialize: (p) => pick(p, FIELDS),
  create: {
    schema: PositionSchema,
    values: async (input, { tx, admin }) => {
      const companyId = ownCompanyId(admin, ZHAOPIN_ADMIN_MSG.noCompany);
      await refuseUnknownExams(tx, input.preferredExamIds);
      return { ...input, companyId, createdBy: admin.id };
    },
  },
  update: {
    schema: PositionSchema,
    values: async (input, { tx }) => {
      await refuseUnknownExams(tx, input.preferredExamIds);
      return { ...input, updatedAt: new Date() };
    },
  },
  // An edit of a listed position changes what the site search finds.
  afterWrite: (row, { tx }) => syncPositionSearch(tx, row.id),
});

type Step = { path: string; operatorOnly?: boolean; run: (tx: Tx, before: Position, body: unknown) => Promise<Position | undefined> };

const expired = (p: Position) => p.expiresAt !== null && p.expiresAt.getTime() <= Date.now();

function refuseIfSuspended(p: Position) {
  if (p.suspendedAt) throw httpError(409, ZHAOPIN_ADMIN_MSG.suspended);
}

const STEPS: Step[] = [
  {
    path: "publish",
    run: async (tx, p) => {
      refuseIfSuspended(p);
      if (p.status !== "draft") throw httpError(409, ZHAOPIN_ADMIN_MSG.notDraft);
      if (expired(p)) throw httpError(409, ZHAOPIN_ADMIN_MSG.expired);
      return moveWhere(tx, p.id, positionIs.status("draft"), { status: "open", publishedAt: new Date() });
    },
  },
  {
    path: "close",
    run: async (tx, p) => {
      if (p.status !== "open") throw httpError(409, ZHAOPIN_ADMIN_MSG.notOpen);
      return moveWhere(tx, p.id, positionIs.status("open"), { status: "closed" });
    },
  },
  {
    path: "reopen",
    run: async (tx, p) => {
      refuseIfSuspended(p);
      if (p.status !== "closed") throw httpError(409, ZHAOPIN_ADMIN_MSG.notClosed);
      if (expired(p)) throw httpError(409, ZHAOPIN_ADMIN_MSG.expired);
      return moveWhere(tx, p.id, positionIs.status("closed"), { status: "open" });
    },
  },
  {
    path: "suspend",
    operatorOnly: true,
    run: async (tx, p, body) => {
      if (p.suspendedAt) throw httpError(409, ZHAOPIN_ADMIN_MSG.alreadySuspended);
      const { reason } = body as { reason: string };
      return moveWhere(tx, p.id, positionIs.notSuspended, { suspendedAt: new Date(), suspendReason: reason });
    },
  },
  {
    path: "lift",
    operatorOnly: true,
    run: async (tx, p) => {
      if (!p.suspendedAt) throw httpError(409, ZHAOPIN_ADMIN_MSG.notSuspended);
      return moveWhere(tx, p.id, positionIs.suspended, { suspendedAt: null, suspendReason: "" });
    },
  },
];

async function lockOwnPosition(tx: Tx, admin: Admin, id: number) {
  const row = await lockPosition(tx, id, scope(admin));
  if (!row) throw httpError(404, ADMIN_MSG.notFound);
  return row;
}

/**
 * `POST /admin/api/positions/:id/publish` (draft -> open, sets published_at), `…/close`, `…/reopen`, and the
 * operator's `…/suspend {reason}` and `…/lift`: each once (409 when the position is no longer where the step starts),
 * within the caller's company, audited in the same transaction.
 */
export function positionRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();
  for (const step of STEPS) {
    app.post(`/:id{[0-9]{1,9}}/${step.path}`, async (c) => {
      const admin = c.var.admin;
      requireAccess(admin, RESOURCE, "write");
      if (step.operatorOnly) requireOperator(admin);
      const body = step.path === "suspend" ? await readInput(c, PositionSuspendSchema) : {};
      const id = Number(c.req.param("id"));
      const after = await deps.db.transaction(async (tx) => {
        const before = await lockOwnPosition(tx, admin, id);
        const moved = await step.run(tx, before, body);
        if (!moved) throw httpError(409, ADMIN_MSG.notFound);
        await recordAudit(tx, { actor: auditActor(admin), action: "update", resource: RESOURCE, recordId: id, before, after: moved });
        await syncPositionSearch(tx, id);
        return moved;
      });
      return c.json(pick(after, FIELDS));
    });
  }
  return app;
}
