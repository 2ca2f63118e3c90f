import { beijingTime } from "@/api/contract/beijing-time";
import { pagerOf } from "@/api/contract/pager";
import { APPLICATION_STAGE_LABEL, APPLICATION_STAGES, type ApplicationStage } from "@/api/contract/zhaopin";
import {
  type AppliedKey,
  type AppliedState,
  filterText,
  hasFilter,
  JOB_ALERT_MAX,
  type JobAlert,
  POSITION_MSG,
  type PositionFilter,
  type PositionListInput,
  type SendCvInput,
  salaryText,
  WITHDRAWABLE,
} from "@/api/contract/zhaopin-positions";
import { cached } from "@/db/answer-cache";
import type { Conn, Db } from "@/db/client";
import { dataVersion } from "@/db/data-version";
import { AppError, Code, fail } from "../../../protocol/errors";
import { examNamesByIds } from "../../certification/exams/names";
import { findCompany } from "../../company/service";
import { cvMissing, readFullCv } from "../cv-read";
import { endInterviewOnWithdrawal } from "../interviews/withdrawal";
import {
  deleteAlert,
  filterCondition,
  findOwnApplication,
  findPosition,
  insertAlert,
  insertApplicationEvent,
  isCollected,
  listAlerts,
  ofCompany,
  ownApplicationExists,
  pageListedPositions,
  pageOwnApplications,
  toggleCollect,
  upsertApplication,
  withdrawApplication,
} from "./queries";
import { countPositionView } from "./views";

type Paged = { currentPage: number; pageSize: number };
const pager = (p: Paged, total: number) => pagerOf(p.currentPage, p.pageSize, total);

type PositionRow = NonNullable<Awaited<ReturnType<typeof findPosition>>>;
type CompanyRow = PositionRow["company"];

/** A listed row as the list shows it, with its pay as text. */
export const asItem = <T extends { salaryMin: number; salaryMax: number }>(row: T) => ({
  ...row,
  salaryText: salaryText(row.salaryMin, row.salaryMax),
});

const companyProfile = (c: CompanyRow) => ({
  id: c.id,
  companyName: c.companyName,
  logo: c.logo,
  introduction: c.introduction,
  province: c.province,
  city: c.city,
  industry: c.industry,
  size: c.size,
});

/** Shown at all: published once (open or closed) and neither it nor its company suspended. */
const visible = ({ position, company }: PositionRow) => position.status !== "draft" && !position.suspendedAt && !company.suspendedAt;
/** Takes applications: visible, open and not past its expiry. */
export const takesApplications = (row: PositionRow, now = new Date()) =>
  visible(row) && row.position.status === "open" && (!row.position.expiresAt || row.position.expiresAt > now);

const stateOf = (a: { id: number; stage: ApplicationStage }): AppliedState => ({ ...a, stageText: APPLICATION_STAGE_LABEL[a.stage] });

/** A cached list answer lives at most this long: an open position passing its expiry leaves the list within it. */
const EXPIRY_STEP_MS = 60_000;

/**
 * ZhaoPin/PositionList: listed positions by the filters, newest first. Each page is computed once per version of the
 * positions and companies (a trigger bumps it on any write, migration 0037) and per minute (expiries).
 */
export async function positionPage(db: Db, input: PositionListInput) {
  const version = await dataVersion(db, "positions");
  const minute = Math.floor(Date.now() / EXPIRY_STEP_MS);
  return cached(db, version, `positions:list:${minute}:${JSON.stringify(input)}`, async () => {
    const { rows, total } = await pageListedPositions(db, filterCondition(input), (input.currentPage - 1) * input.pageSize, input.pageSize);
    return { list: rows.map(asItem), pager: pager(input, total) };
  });
}

/**
 * ZhaoPin/PositionDetail: a visible position with its company, and the caller's favourite, application and CV id.
 * Counts a view (the funnel's 浏览) without waiting for it.
 */
export async function positionDetail(db: Db, userId: number | null, id: number) {
  const row = await findPosition(db, id);
  if (!row || !visible(row)) fail(POSITION_MSG.noPosition);
  countPositionView(db, userId, id);
  const { position: p, company } = row;
  const [collected, applied, cv, preferred] = await Promise.all([
    userId ? isCollected(db, userId, id) : false,
    userId ? findOwnApplication(db, userId, id) : null,
    userId ? readFullCv(db, userId) : null,
    examNamesByIds(db, p.preferredExamIds),
  ]);
  return {
    position: {
      ...asItem({
        id: p.id,
        companyId: p.companyId,
        companyName: company.companyName,
        companyLogo: company.logo,
        name: p.name,
        positionType: p.positionType,
        salaryMin: p.salaryMin,
        salaryMax: p.salaryMax,
        education: p.education,
        workYears: p.workYears,
        workStyle: p.workStyle,
        tags: p.tags,
        province: p.province,
        city: p.city,
        publishedAt: p.publishedAt,
      }),
      preferredCertificates: preferred.map((e) => e.name),
      description: p.description,
      address: p.address,
      headcount: p.headcount,
      expiresAt: p.expiresAt,
      open: takesApplications(row),
    },
    company: companyProfile(company),
    isCollect: collected ? (1 as const) : (0 as const),
    applied: applied ? stateOf(applied) : null,
    cvId: cv?.cv.id ?? 0,
  };
}

/** The position a favourite or an application names: it must exist, be visible and belong to `companyId`. */
async function namedPosition(db: Conn, companyId: number, positionId: number) {
  const row = await findPosition(db, positionId);
  if (!row || !visible(row) || row.position.companyId !== companyId) fail(POSITION_MSG.noPosition, "positionId");
  return row;
}

/** ZhaoPin/CollectPosition: toggles the favourite. */
export async function collectPosition(db: Db, userId: number, companyId: number, positionId: number) {
  await namedPosition(db, companyId, positionId);
  return { isCollect: (await toggleCollect(db, userId, positionId)) ? (1 as const) : (0 as const) };
}

/** SendCV's refusal the page turns into a pop-up: create a CV, or complete it (with what is missing). */
const needCv = (msg: string, data: { need: "create" } | { need: "complete"; missing: string[] }) => new AppError(Code.fail, msg, data);

/**
 * ZhaoPin/SendCV: the position must take applications and the caller's CV (the id they send) be complete. One
 * application per person and position: the unique index decides between two clicks; a withdrawn one goes back to
 * 投递成功. Each change writes its application_events row. `from` says where the person came from (the list when
 * unsaid); a withdrawn one sent again keeps its first.
 */
export async function sendCv(db: Db, userId: number, input: SendCvInput) {
  const row = await namedPosition(db, input.companyId, input.positionId);
  if (!takesApplications(row)) fail(POSITION_MSG.closed);
  const full = await readFullCv(db, userId);
  if (!full || input.cvId === 0) throw needCv(POSITION_MSG.noCv, { need: "create" });
  if (full.cv.id !== input.cvId) fail(POSITION_MSG.wrongCv, "cvId");
  const missing = cvMissing(full);
  if (missing.length) throw needCv(POSITION_MSG.incompleteCv, { need: "complete", missing });
  const sent = await db.transaction(async (tx) => {
    const app = await upsertApplication(tx, {
      positionId: row.position.id,
      companyId: row.position.companyId,
      userId,
      cvId: full.cv.id,
      source: input.from,
    });
    if (app) await insertApplicationEvent(tx, app.id, "sent", null);
    return app;
  });
  if (!sent) fail(POSITION_MSG.already);
  return stateOf(sent);
}

/** ZhaoPin/PositionListByCompanyID: a company's listed positions and its profile. */
export async function companyPositions(db: Db, input: Paged & { id: number }) {
  const company = await findCompany(db, input.id);
  if (!company || company.suspendedAt) fail(POSITION_MSG.noCompany);
  const { rows, total } = await pageListedPositions(db, [ofCompany(input.id)], (input.currentPage - 1) * input.pageSize, input.pageSize);
  return { list: rows.map(asItem), pager: pager(input, total), company: companyProfile(company) };
}

/** ZhaoPin/GetPositionListByUserID: the caller's applications under a tab, with each stage's count (the tabs' badges). */
export async function appliedPage(db: Db, userId: number, input: Paged & { key: AppliedKey }) {
  const { rows, perStage } = await pageOwnApplications(
    db,
    userId,
    input.key,
    WITHDRAWABLE,
    (input.currentPage - 1) * input.pageSize,
    input.pageSize,
  );
  const counts: Record<string, number> = Object.fromEntries(["all", "active", ...APPLICATION_STAGES].map((k) => [k, 0]));
  for (const s of perStage) {
    counts[s.stage] = s.n;
    counts.all! += s.n;
    if (WITHDRAWABLE.includes(s.stage)) counts.active! += s.n;
  }
  return {
    list: rows.map(({ salaryMin, salaryMax, ...r }) => ({
      ...r,
      salaryText: salaryText(salaryMin, salaryMax),
      stageText: APPLICATION_STAGE_LABEL[r.stage],
      canWithdraw: WITHDRAWABLE.includes(r.stage),
    })),
    pager: pager(input, counts[input.key] ?? 0),
    counts,
  };
}

/** ZhaoPin/WithdrawCV: the caller's own application, only while 投递成功, 被查看 or 邀请面试. */
export async function withdrawCv(db: Db, userId: number, id: number) {
  const done = await db.transaction(async (tx) => {
    const row = await withdrawApplication(tx, userId, id, WITHDRAWABLE);
    if (row) {
      await insertApplicationEvent(tx, row.id, "withdrawn", userId);
      await endInterviewOnWithdrawal(tx, row.id);
    } else if (!(await ownApplicationExists(tx, userId, id))) fail(POSITION_MSG.noApplication);
    return row;
  });
  if (!done) fail(POSITION_MSG.cannotWithdraw);
  return stateOf(done);
}

/* Job alerts. */

/** A stored filter with every key (an older or hand-written row may lack some). */
export const normalizedFilter = (f: Partial<PositionFilter>): PositionFilter => ({
  positionType: f.positionType ?? "",
  education: f.education ?? "",
  workYears: f.workYears ?? "",
  tags: [...(f.tags ?? [])].sort(),
  province: f.province ?? "",
  city: f.city ?? "",
  keyword: f.keyword ?? "",
});
const normalized = normalizedFilter;
const sameFilter = (a: PositionFilter, b: PositionFilter) => JSON.stringify(normalized(a)) === JSON.stringify(normalized(b));

const alertOf = (row: Awaited<ReturnType<typeof listAlerts>>[number]): JobAlert => {
  const filters = normalized(row.filters as PositionFilter);
  return {
    id: row.id,
    filters,
    text: filterText(filters),
    createdAt: beijingTime(row.createdAt),
    lastSentAt: row.lastSentAt && beijingTime(row.lastSentAt),
  };
};

/** ZhaoPin/SaveJobAlert: the list's filter as an alert; the same filter saved again is the alert already there. */
export async function saveJobAlert(db: Db, userId: number, filters: PositionFilter) {
  if (!hasFilter(filters)) fail(POSITION_MSG.alertEmpty);
  const mine = await listAlerts(db, userId);
  const same = mine.find((a) => sameFilter(a.filters as PositionFilter, filters));
  if (same) return alertOf(same);
  if (mine.length >= JOB_ALERT_MAX) fail(POSITION_MSG.alertMax);
  return alertOf(await insertAlert(db, userId, normalized(filters)));
}

export async function jobAlertList(db: Db, userId: number) {
  return { list: (await listAlerts(db, userId)).map(alertOf) };
}

export async function removeJobAlert(db: Db, userId: number, id: number) {
  if (!(await deleteAlert(db, userId, id))) fail(POSITION_MSG.noAlert);
  return null;
}
