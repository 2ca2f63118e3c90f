import type { SQL } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { recordAudits } from "@/api/admin/audit";
import { csvDownload } from "@/api/admin/csv-export";
import { equalsInt, equalsText, when } from "@/api/admin/filters";
import { type Admin, type AdminEnv, auditActor, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import { defineResource } from "@/api/admin/resource";
import { ADMIN_MSG, maskMobile, mayAccess } from "@/api/contract/admin";
import { chinaTime } from "@/api/contract/beijing-time";
import { toCsv, typed } from "@/api/contract/csv";
import { pick } from "@/api/contract/pick";
import { APPLICATION_SOURCE_LABEL, APPLICATION_STAGE_LABEL, APPLICATION_STAGES, JOB_STATUS_LABEL, SEX_LABEL } from "@/api/contract/zhaopin";
import {
  type ApplicationFigures,
  type ApplicationRow,
  type ApplicationView,
  type HR_STAGES,
  StageMoveSchema,
  ZHAOPIN_ADMIN_MSG,
} from "@/api/contract/zhaopin-admin";
import { CV_ATTACHMENT_MSG } from "@/api/contract/zhaopin-cv-attachment";
import { APPLICATION_SOURCES } from "@/api/contract/zhaopin-positions";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import type { Conn } from "@/db/client";
import { applications } from "@/db/schema/zhaopin";
import { peopleByIds } from "../../account/people";
import { recordContactReveals } from "../contact/service";
import { attachmentDownloadOf, attachmentInfoOf } from "../cv/attachment";
import { shownCertificatesOf } from "../cv-certificates/service";
import { readFullCv } from "../cv-read";
import { companyUnreadOf, withUnreadForCompany } from "../messages/queries";
import { cvHeadline, cvParts } from "./cv-view";
import {
  applicationHistory,
  applicationsToExport,
  candidateNamed,
  cvHeadlines,
  findApplication as findScopedApplication,
  noteCounts,
  positionNames,
} from "./queries";
import { companyScope } from "./scope";
import { moveApplications } from "./stages";

const RESOURCE = "applications";
type HrStage = (typeof HR_STAGES)[number];
type Application = typeof applications.$inferSelect;

const scope = companyScope(applications.companyId);

/** The candidate's name search: a substring of the CV's name (never the mobile, which HR sees masked). */
function candidateName(value: unknown): SQL | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string" || value.length > 50) throw httpError(400, "筛选条件无效");
  const q = value.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`);
  if (!q) return undefined;
  return candidateNamed(q);
}

/**
 * Who applied and for what, read for the page's rows only: the CV's headline, the position, the mobile and the
 * certificates the candidate shows (their status as of this read). The list masks the mobile; opening one
 * application, or exporting, reads it whole (the CV was sent to the company: docs/decisions/0056).
 */
async function applicationFigures(
  db: Conn,
  rows: Application[],
  contact: "masked" | "whole" = "masked",
): Promise<Map<number, ApplicationFigures>> {
  if (!rows.length) return new Map();
  const ids = rows.map((r) => r.id);
  const [cvs, mobiles, names, notes, certificates, unread] = await Promise.all([
    cvHeadlines(
      db,
      rows.map((r) => r.cvId),
    ),
    peopleByIds(
      db,
      rows.map((r) => r.userId),
    ),
    positionNames(
      db,
      rows.map((r) => r.positionId),
    ),
    noteCounts(db, ids),
    shownCertificatesOf(
      db,
      rows.map((r) => r.userId),
    ),
    companyUnreadOf(db, ids),
  ]);
  const person = new Map(cvs.map((p) => [p.userId, p]));
  const shown = contact === "whole" ? (m: string) => m : maskMobile;
  const position = new Map(names.map((p) => [p.id, p.name]));
  const noteCount = new Map(notes.map((n) => [n.applicationId, n.n]));
  return new Map(
    rows.map((r) => {
      const p = person.get(r.userId);
      return [
        r.id,
        {
          positionName: position.get(r.positionId) ?? "",
          candidateName: p?.chineseName ?? "",
          sex: p ? (SEX_LABEL[p.sex] ?? "") : "",
          age: p?.age ?? null,
          education: p?.education ?? "",
          workYears: p?.workYears ?? "",
          city: p?.city ?? "",
          jobStatus: p ? (JOB_STATUS_LABEL[p.jobStatus] ?? "") : "",
          mobile: shown((p && mobiles.get(p.userId)?.mobile) ?? ""),
          noteCount: noteCount.get(r.id) ?? 0,
          unreadMessages: unread.get(r.id) ?? 0,
          certificates: certificates.get(r.userId) ?? [],
        },
      ];
    }),
  );
}

const FIELDS = ["id", "positionId", "companyId", "userId", "stage", "source", "createdAt", "updatedAt"] as const;

/**
 * 投递: the CVs sent to the company's positions (HR's inbox, by position and stage). Read here; moved through the
 * stages by the routes below; opening one (`…/:id/view`) reads the CV the candidate sent.
 */
export const applicationsResource = defineResource<ApplicationRow>()({
  name: RESOURCE,
  table: applications,
  sortable: { createdAt: applications.createdAt, updatedAt: applications.updatedAt, stage: applications.stage },
  filters: {
    stage: equalsText(applications.stage, APPLICATION_STAGES),
    positionId: equalsInt(applications.positionId),
    companyId: equalsInt(applications.companyId),
    source: equalsText(applications.source, APPLICATION_SOURCES),
    q: candidateName,
    unread: when(withUnreadForCompany),
  },
  scope,
  figures: (db, rows) => applicationFigures(db, rows),
  serialize: (a) => pick(a, FIELDS),
});

async function findApplication(db: Conn, admin: Admin, id: number) {
  const row = await findScopedApplication(db, id, scope(admin));
  if (!row) throw httpError(404, ADMIN_MSG.notFound);
  return row;
}

/** The candidate's CV as HR reads it on an application: the CV, its rows and the mobile; never an ID number (a CV holds none). */
async function cvOf(db: Conn, userId: number) {
  const [full, people] = await Promise.all([readFullCv(db, userId), peopleByIds(db, [userId])]);
  if (!full) return null;
  return { ...cvHeadline(full.cv), mobile: people.get(userId)?.mobile ?? "", ...cvParts(full) };
}

/** HR of the applications' company read these contacts: recorded once per company and person (谁获取了我的联系方式). */
function logReveals(db: Conn, admin: Admin, rows: Application[]) {
  const own = rows.filter((r) => r.companyId === admin.companyId);
  return recordContactReveals(
    db,
    own.map((r) => ({ companyId: r.companyId, userId: r.userId, how: "application" as const, viewerId: admin.id })),
  );
}

const CSV_HEADER = [
  "投递编号",
  "职位",
  "姓名",
  "性别",
  "年龄",
  "学历",
  "工作经验",
  "城市",
  "手机号",
  "状态",
  "来源",
  "投递时间",
  "更新时间",
];

type ExportFilter = { stage?: string; positionId?: string; source?: string };

/** The export's rows under the list's filters (stage, position, source), within the caller's company, oldest first. */
async function exportCsv(db: Conn, admin: Admin, filter: ExportFilter) {
  const rows = await applicationsToExport(db, [
    scope(admin),
    applicationsResource.filters?.stage?.(filter.stage, admin),
    applicationsResource.filters?.positionId?.(filter.positionId, admin),
    applicationsResource.filters?.source?.(filter.source, admin),
  ]);
  const figures = await applicationFigures(db, rows, "whole");
  await logReveals(db, admin, rows);
  const lines = rows.map((r) => {
    const f = figures.get(r.id)!;
    return [
      String(r.id),
      typed(String(f.positionName)),
      typed(String(f.candidateName)),
      String(f.sex),
      f.age === null ? "" : String(f.age),
      String(f.education),
      String(f.workYears),
      typed(String(f.city)),
      typed(String(f.mobile)),
      APPLICATION_STAGE_LABEL[r.stage],
      APPLICATION_SOURCE_LABEL[r.source],
      chinaTime(r.createdAt),
      chinaTime(r.updatedAt),
    ];
  });
  return toCsv([CSV_HEADER, ...lines]);
}

/**
 * `POST /admin/api/applications/stage {ids, stage}`: moves one or many (the bulk action) in one transaction, each
 * change with its history row, letter and audit row; answers {data: changed ids}. 404 when none of the ids is the
 * caller's company's; 409 when nothing could move (all withdrawn or already there).
 * `POST …/:id/view`: the application with the candidate's CV, its history and stage; HR opening one still at 投递成功
 * moves it to 被查看 (an operator's look moves nothing).
 * `GET …/export?stage=&positionId=&source=`: the CSV.
 */
export function applicationRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();

  /** `strict`: refuse (404 / 409) when nothing moved, as an explicit move does; opening one moves only from 投递成功, quietly. */
  async function move(admin: Admin, ids: number[], stage: HrStage, strict = true) {
    return deps.db.transaction(async (tx) => {
      const from = strict ? undefined : ("sent" as const);
      const { changes, found } = await moveApplications(tx, { ids, stage, actorId: admin.id, scope: scope(admin), from });
      if (strict && found.length === 0) throw httpError(404, ZHAOPIN_ADMIN_MSG.noApplication);
      if (strict && changes.length === 0) {
        throw httpError(409, found.some((a) => a.stage === "withdrawn") ? ZHAOPIN_ADMIN_MSG.withdrawn : ZHAOPIN_ADMIN_MSG.sameStage);
      }
      const actor = auditActor(admin);
      await recordAudits(
        tx,
        changes.map((ch) => ({
          actor,
          action: "update" as const,
          resource: RESOURCE,
          recordId: ch.after.id,
          before: ch.before,
          after: ch.after,
        })),
      );
      return changes.map((ch) => ch.after.id);
    });
  }

  app.post("/stage", async (c: Context<AdminEnv>) => {
    requireAccess(c.var.admin, RESOURCE, "write");
    const input = await readInput(c, StageMoveSchema);
    return c.json({ data: await move(c.var.admin, [...new Set(input.ids)], input.stage) });
  });

  app.post("/:id{[0-9]{1,9}}/view", async (c: Context<AdminEnv>) => {
    const admin = c.var.admin;
    requireAccess(admin, RESOURCE, "read");
    let application = await findApplication(deps.db, admin, Number(c.req.param("id")));
    if (application.stage === "sent" && mayAccess(admin.roles, RESOURCE, "write")) {
      // Two tabs opening it at once move it once: the second finds it at 被查看 already.
      await move(admin, [application.id], "viewed", false);
      application = await findApplication(deps.db, admin, application.id);
    }
    const [cv, attachment, events, [figures]] = await Promise.all([
      cvOf(deps.db, application.userId),
      attachmentInfoOf(deps.db, application.userId),
      applicationHistory(deps.db, application.id),
      applicationFigures(deps.db, [application], "whole").then((m) => [...m.values()]),
      logReveals(deps.db, admin, [application]),
    ]);
    const view = {
      ...pick(application, FIELDS),
      ...figures!,
      createdAt: application.createdAt.toISOString(),
      updatedAt: application.updatedAt.toISOString(),
      cv: cv && { ...cv, updatedAt: cv.updatedAt.toISOString() },
      cvAttachment: attachment && { ...attachment, uploadedAt: attachment.uploadedAt.toISOString() },
      events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    } satisfies ApplicationView;
    return c.json(view);
  });

  // 附件简历 of the CV sent: HR of the application's company, or an operator; 404 otherwise and when there is none. The
  // talent pool has no such route: the file goes only to companies the CV was sent to. A file holds contact details,
  // so opening it counts as reading the contact, as opening the application does.
  app.get("/:id{[0-9]{1,9}}/cv-attachment", async (c: Context<AdminEnv>) => {
    const admin = c.var.admin;
    requireAccess(admin, RESOURCE, "read");
    const application = await findApplication(deps.db, admin, Number(c.req.param("id")));
    const file = await attachmentDownloadOf(deps, application.userId);
    if (!file) throw httpError(404, CV_ATTACHMENT_MSG.notFound);
    await logReveals(deps.db, admin, [application]);
    return file;
  });

  app.get("/export", async (c: Context<AdminEnv>) => {
    requireAccess(c.var.admin, RESOURCE, "read");
    const q = (key: keyof ExportFilter) => c.req.query(key);
    const csv = await exportCsv(deps.db, c.var.admin, { stage: q("stage"), positionId: q("positionId"), source: q("source") });
    return csvDownload(c, "applications.csv", csv);
  });
  return app;
}
