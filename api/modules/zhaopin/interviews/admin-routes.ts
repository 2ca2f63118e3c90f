import { type Context, Hono } from "hono";
import { equalsInt, equalsText } from "@/api/admin/filters";
import { type AdminEnv, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import { defineResource } from "@/api/admin/resource";
import { pick } from "@/api/contract/pick";
import {
  INTERVIEW_STATUS_LABEL,
  InterviewCancelSchema,
  InterviewInviteSchema,
  type InterviewRow,
  type InterviewStatus,
} from "@/api/contract/zhaopin-interviews";
import type { Deps } from "@/api/deps";
import type { Conn } from "@/db/client";
import { interviews } from "@/db/schema/zhaopin/hiring";
import { cancelByCompany, INTERVIEWS, interviewScope, inviteFromApplication, inviteFromTalentPool } from "./invite";
import { cvNames, type InterviewRecord, positionTitles } from "./queries";
import { sharedFields } from "./service";

const STATUSES = Object.keys(INTERVIEW_STATUS_LABEL) as InterviewStatus[];

/** An invitation as HR reads it, but for its position's title and the candidate's name; instants as ISO text. */
function rowOf(i: InterviewRecord): Omit<InterviewRow, "positionTitle" | "candidateName"> {
  return {
    ...sharedFields(i),
    ...pick(i, ["companyId", "userId", "cvId", "applicationId", "positionId"]),
    startsAt: i.startsAt.toISOString(),
    proposedAt: i.proposedAt?.toISOString() ?? null,
    repliedAt: i.repliedAt?.toISOString() ?? null,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}

async function titlesOf(db: Conn, rows: InterviewRecord[]) {
  const [titles, names] = await Promise.all([
    positionTitles(
      db,
      rows.map((r) => r.positionId),
    ),
    cvNames(
      db,
      rows.map((r) => r.cvId),
    ),
  ]);
  return new Map(
    rows.map((r) => [
      r.id,
      { positionTitle: (r.positionId !== null && titles.get(r.positionId)) || "", candidateName: names.get(r.cvId) ?? "" },
    ]),
  );
}

async function answerOf(db: Conn, row: InterviewRecord): Promise<InterviewRow> {
  return { ...rowOf(row), ...(await titlesOf(db, [row])).get(row.id)! };
}

/**
 * 面试邀请 as HR reads them under an application or a talent (`?filter={"applicationId":…}`), its own company's only;
 * operators read every company's. Written through the routes below, never by the REST dialect.
 */
export const interviewsResource = defineResource<InterviewRow>()({
  name: INTERVIEWS,
  table: interviews,
  sortable: { startsAt: interviews.startsAt, createdAt: interviews.createdAt, status: interviews.status },
  filters: {
    applicationId: equalsInt(interviews.applicationId),
    cvId: equalsInt(interviews.cvId),
    userId: equalsInt(interviews.userId),
    status: equalsText(interviews.status, STATUSES),
  },
  scope: interviewScope,
  figures: titlesOf,
  serialize: rowOf,
});

const ID = "{[0-9]{1,9}}";

/** `POST /admin/api/applications/{id}/interview`: mounted beside the applications' own routes. */
export function applicationInterviewRoutes(deps: Deps) {
  return new Hono<AdminEnv>().post(`/:id${ID}/interview`, async (c: Context<AdminEnv>) => {
    requireAccess(c.var.admin, INTERVIEWS, "write");
    const input = await readInput(c, InterviewInviteSchema);
    const row = await inviteFromApplication(deps, c.var.admin, Number(c.req.param("id")), input);
    return c.json(await answerOf(deps.db, row), 201);
  });
}

/** `POST /admin/api/talent-pool/{cvId}/interview`: mounted beside the talent pool's own routes. */
export function talentInterviewRoutes(deps: Deps) {
  return new Hono<AdminEnv>().post(`/:cvId${ID}/interview`, async (c: Context<AdminEnv>) => {
    requireAccess(c.var.admin, INTERVIEWS, "write");
    const input = await readInput(c, InterviewInviteSchema);
    const row = await inviteFromTalentPool(deps, c.var.admin, Number(c.req.param("cvId")), input);
    return c.json(await answerOf(deps.db, row), 201);
  });
}

/** `POST /admin/api/interviews/{id}/cancel {reason}`. */
export function interviewRoutes(deps: Deps) {
  return new Hono<AdminEnv>().post(`/:id${ID}/cancel`, async (c: Context<AdminEnv>) => {
    requireAccess(c.var.admin, INTERVIEWS, "write");
    const { reason } = await readInput(c, InterviewCancelSchema);
    const row = await cancelByCompany(deps, c.var.admin, Number(c.req.param("id")), reason);
    return c.json(await answerOf(deps.db, row));
  });
}
