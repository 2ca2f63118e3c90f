import {
  and,
  arrayContains,
  arrayOverlaps,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { ApplicationSource, ApplicationStage } from "@/api/contract/zhaopin";
import type { AppliedKey, PositionFilter } from "@/api/contract/zhaopin-positions";
import type { Conn } from "@/db/client";
import { applicationEvents, applications, jobAlerts, positionCollects, positions } from "@/db/schema/zhaopin";
import { companiesByIds, findCompany, suspendedCompanyIds } from "../../company/service";
import { indexedSourceIds } from "../../search/indexed";

/** The companies of the rows by id, to name them (a second query by ids: companies are the company module's). */
async function companiesOf(db: Conn, rows: { companyId: number }[]) {
  const found = await companiesByIds(
    db,
    rows.map((r) => r.companyId),
  );
  return new Map(found.map((c) => [c.id, c]));
}

/**
 * What makes a position listed (and open to applications): open, not suspended, its company not suspended, not past
 * its expiry. The first two match the partial index positions_listed_idx.
 */
function listedCondition(now: Date | SQL = sql`now()`): SQL {
  return and(
    eq(positions.status, "open"),
    isNull(positions.suspendedAt),
    or(isNull(positions.expiresAt), gt(positions.expiresAt, now)),
    sql`${positions.companyId} not in ${suspendedCompanyIds}`,
  )!;
}

/** The escaped LIKE pattern of a keyword (its % and _ match themselves). */
const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The list's filters as SQL; every one optional. */
export function filterCondition(f: PositionFilter): SQL[] {
  const conds: SQL[] = [];
  if (f.positionType) conds.push(eq(positions.positionType, f.positionType));
  if (f.education) conds.push(eq(positions.education, f.education));
  if (f.workYears) conds.push(eq(positions.workYears, f.workYears));
  if (f.province) conds.push(eq(positions.province, f.province));
  if (f.city) conds.push(eq(positions.city, f.city));
  if (f.tags.length) conds.push(arrayContains(positions.tags, f.tags));
  if (f.keyword) conds.push(ilike(positions.name, likeOf(f.keyword)));
  return conds;
}

/** The positions of one company (its page). */
export const ofCompany = (companyId: number) => eq(positions.companyId, companyId);

const itemColumns = {
  id: positions.id,
  companyId: positions.companyId,
  name: positions.name,
  positionType: positions.positionType,
  salaryMin: positions.salaryMin,
  salaryMax: positions.salaryMax,
  education: positions.education,
  workYears: positions.workYears,
  workStyle: positions.workStyle,
  tags: positions.tags,
  province: positions.province,
  city: positions.city,
  publishedAt: positions.publishedAt,
};

/** Newest published first, as the listed indexes keep them (published_at desc nulls last). */
const newestFirst = sql`${positions.publishedAt} desc nulls last`;

/** A page of listed positions matching `where`, newest published first, and how many match in all. */
export async function pageListedPositions(db: Conn, where: SQL[], offset: number, limit: number) {
  const cond = and(listedCondition(), ...where);
  const [found, [total]] = await Promise.all([
    db.select(itemColumns).from(positions).where(cond).orderBy(newestFirst, desc(positions.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(positions).where(cond),
  ]);
  const company = await companiesOf(db, found);
  const rows = found.map(({ id, companyId, ...rest }) => {
    const c = company.get(companyId);
    return { id, companyId, companyName: c?.companyName ?? "", companyLogo: c?.logo ?? "", ...rest };
  });
  return { rows, total: total?.n ?? 0 };
}

/** One position with its company, whatever its state (the service decides what a caller may see). */
export async function findPosition(db: Conn, id: number) {
  const [position] = await db.select().from(positions).where(eq(positions.id, id));
  const company = position && (await findCompany(db, position.companyId));
  return position && company ? { position, company } : null;
}

/** The ids of a company's positions (to follow its suspension in the search index). */
export async function positionIdsOfCompany(db: Conn, companyId: number) {
  const rows = await db.select({ id: positions.id }).from(positions).where(eq(positions.companyId, companyId));
  return rows.map((r) => r.id);
}

/** Positions past their expiry that the search index still holds as documents of `docType`. */
export async function expiredIndexedPositionIds(db: Conn, docType: number, now: Date) {
  const rows = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(isNotNull(positions.expiresAt), lte(positions.expiresAt, now), inArray(positions.id, indexedSourceIds(docType))));
  return rows.map((r) => r.id);
}

export async function isCollected(db: Conn, userId: number, positionId: number) {
  const [row] = await db
    .select({ p: positionCollects.positionId })
    .from(positionCollects)
    .where(and(eq(positionCollects.userId, userId), eq(positionCollects.positionId, positionId)));
  return Boolean(row);
}

/** Takes the favourite away if it is there, adds it otherwise; answers whether it is a favourite now. */
export async function toggleCollect(db: Conn, userId: number, positionId: number) {
  const removed = await db
    .delete(positionCollects)
    .where(and(eq(positionCollects.userId, userId), eq(positionCollects.positionId, positionId)))
    .returning({ p: positionCollects.positionId });
  if (removed.length) return false;
  await db.insert(positionCollects).values({ userId, positionId }).onConflictDoNothing();
  return true;
}

export async function findOwnApplication(db: Conn, userId: number, positionId: number) {
  const [row] = await db
    .select({ id: applications.id, stage: applications.stage })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.positionId, positionId)));
  return row ?? null;
}

/**
 * One application per person and position whatever the clicks: the unique index decides. A new one is inserted; a
 * withdrawn one goes back to 投递成功 with the CV sent now, keeping where it first came from; one under way or decided
 * is left alone (null).
 */
export async function upsertApplication(
  tx: Conn,
  a: { positionId: number; companyId: number; userId: number; cvId: number; source: ApplicationSource },
) {
  const [row] = await tx
    .insert(applications)
    .values({ ...a, stage: "sent" })
    .onConflictDoUpdate({
      target: [applications.positionId, applications.userId],
      set: { stage: "sent", cvId: a.cvId, updatedAt: sql`now()` },
      setWhere: eq(applications.stage, "withdrawn"),
    })
    .returning({ id: applications.id, stage: applications.stage });
  return row ?? null;
}

export async function insertApplicationEvent(tx: Conn, applicationId: number, stage: ApplicationStage, actorId: number | null) {
  await tx.insert(applicationEvents).values({ applicationId, stage, actorId });
}

/** Whether the person has an application of this id (another's is as good as none). */
export async function ownApplicationExists(db: Conn, userId: number, id: number) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)));
  return !!row;
}

/** Moves the person's own application to withdrawn while it is in one of `from`; null when it is not theirs or not movable. */
export async function withdrawApplication(tx: Conn, userId: number, id: number, from: readonly ApplicationStage[]) {
  const [row] = await tx
    .update(applications)
    .set({ stage: "withdrawn", updatedAt: sql`now()` })
    .where(and(eq(applications.id, id), eq(applications.userId, userId), inArray(applications.stage, [...from])))
    .returning({ id: applications.id, stage: applications.stage });
  return row ?? null;
}

const stagesOf = (key: AppliedKey, active: readonly ApplicationStage[]): ApplicationStage[] | null =>
  key === "all" ? null : key === "active" ? [...active] : [key];

/** A page of the person's applications under one tab, latest change first, with the count of each stage. */
export async function pageOwnApplications(
  db: Conn,
  userId: number,
  key: AppliedKey,
  active: readonly ApplicationStage[],
  offset: number,
  limit: number,
) {
  const stages = stagesOf(key, active);
  const cond = and(eq(applications.userId, userId), stages ? inArray(applications.stage, stages) : undefined);
  const [found, perStage] = await Promise.all([
    db
      .select({
        id: applications.id,
        positionId: applications.positionId,
        companyId: applications.companyId,
        positionName: positions.name,
        salaryMin: positions.salaryMin,
        salaryMax: positions.salaryMax,
        city: positions.city,
        education: positions.education,
        workYears: positions.workYears,
        stage: applications.stage,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
      })
      .from(applications)
      .innerJoin(positions, eq(positions.id, applications.positionId))
      .where(cond)
      .orderBy(desc(applications.updatedAt), desc(applications.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ stage: applications.stage, n: count() })
      .from(applications)
      .where(eq(applications.userId, userId))
      .groupBy(applications.stage),
  ]);
  const company = await companiesOf(db, found);
  const rows = found.map(({ id, positionId, companyId, positionName, ...rest }) => ({
    id,
    positionId,
    companyId,
    positionName,
    companyName: company.get(companyId)?.companyName ?? "",
    ...rest,
  }));
  return { rows, perStage };
}

/* Job alerts. */

export async function listAlerts(db: Conn, userId: number) {
  return db.select().from(jobAlerts).where(eq(jobAlerts.userId, userId)).orderBy(desc(jobAlerts.id));
}

export async function insertAlert(db: Conn, userId: number, filters: PositionFilter) {
  const [row] = await db.insert(jobAlerts).values({ userId, filters }).returning();
  return row!;
}

export async function deleteAlert(db: Conn, userId: number, id: number) {
  const rows = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  return rows.length === 1;
}

/** Alerts whose last letter is a day old or more (or that never sent one), the longest unchecked first. */
export async function dueAlerts(db: Conn, dayAgo: Date, limit: number) {
  return db
    .select()
    .from(jobAlerts)
    .where(or(isNull(jobAlerts.lastSentAt), lte(jobAlerts.lastSentAt, dayAgo)))
    .orderBy(jobAlerts.checkedAt, jobAlerts.id)
    .limit(limit);
}

/** An alert found nothing new up to `upTo`: it moves behind the others (never backwards). */
export async function markAlertChecked(db: Conn, id: number, upTo: Date) {
  await db
    .update(jobAlerts)
    .set({ checkedAt: upTo })
    .where(and(eq(jobAlerts.id, id), lt(jobAlerts.checkedAt, upTo)));
}

/** Listed positions matching an alert's filters published in (after, upTo], newest first. */
export async function newMatches(db: Conn, f: PositionFilter, after: Date, upTo: Date, limit: number) {
  const found = await db
    .select({ id: positions.id, name: positions.name, companyId: positions.companyId, city: positions.city })
    .from(positions)
    .where(and(listedCondition(upTo), gt(positions.publishedAt, after), lte(positions.publishedAt, upTo), ...filterCondition(f)))
    .orderBy(newestFirst, desc(positions.id))
    .limit(limit);
  const company = await companiesOf(db, found);
  return found.map((p) => ({ id: p.id, name: p.name, companyName: company.get(p.companyId)?.companyName ?? "", city: p.city }));
}

/**
 * Claims an alert's letter: one conditional UPDATE moves its clock only while it is still due, so of several
 * processes that read it due, one sends; false means another one did.
 */
export async function claimAlert(tx: Conn, id: number, dayAgo: Date, upTo: Date, now: Date) {
  const rows = await tx
    .update(jobAlerts)
    .set({ checkedAt: upTo, lastSentAt: now })
    .where(and(eq(jobAlerts.id, id), or(isNull(jobAlerts.lastSentAt), lte(jobAlerts.lastSentAt, dayAgo))))
    .returning({ id: jobAlerts.id });
  return rows.length === 1;
}

/** Closing an account: the person's job alerts and collected positions go. */
export async function deleteSeekerTraces(tx: Conn, userId: number) {
  await tx.delete(jobAlerts).where(eq(jobAlerts.userId, userId));
  await tx.delete(positionCollects).where(eq(positionCollects.userId, userId));
}

/** The positions the person collected, for their data export. */
export const collectedPositionIds = (db: Conn, userId: number) =>
  db
    .select({ positionId: positionCollects.positionId, createdAt: positionCollects.createdAt })
    .from(positionCollects)
    .where(eq(positionCollects.userId, userId));

/** Closing an account: the person's applications go, with their stage history and HR's notes on them (cascade). */
export async function deleteApplicationsOf(tx: Conn, userId: number) {
  await tx.delete(applications).where(eq(applications.userId, userId));
}

/** What a job intention asks of a position: its type, its city ('' any), a salary band in yuan (null: 面议, any). */
export type WantedPosition = { positionType: string; city: string; salary: { min: number; max: number } | null };

/**
 * Positions matching any of the intentions (type, city, a salary band overlapping the wanted one), that the person
 * has not applied to: 为你推荐. Newest first, as the list.
 */
export function recommendedFor(db: Conn, userId: number, wanted: WantedPosition[], limit: number) {
  const matches = wanted.map((w) =>
    and(
      eq(positions.positionType, w.positionType),
      w.city ? eq(positions.city, w.city) : undefined,
      w.salary ? and(gt(positions.salaryMax, w.salary.min - 1), lte(positions.salaryMin, w.salary.max)) : undefined,
    ),
  );
  return pageListedPositions(db, [or(...matches)!, notAppliedBy(userId)], 0, limit);
}

const notAppliedBy = (userId: number) =>
  sql`${positions.id} not in (select ${applications.positionId} from ${applications} where ${applications.userId} = ${userId})`;

/** Positions preferring a certificate of these exams (持证优先), that the person has not applied to; newest first. */
export async function preferringExams(db: Conn, userId: number, examIds: number[], limit: number) {
  const { rows } = await pageListedPositions(db, [arrayOverlaps(positions.preferredExamIds, examIds), notAppliedBy(userId)], 0, limit);
  if (!rows.length) return [];
  const preferred = await db
    .select({ id: positions.id, examIds: positions.preferredExamIds })
    .from(positions)
    .where(
      inArray(
        positions.id,
        rows.map((r) => r.id),
      ),
    );
  const of = new Map(preferred.map((p) => [p.id, p.examIds]));
  return rows.map((row) => ({ row, examIds: of.get(row.id) ?? [] }));
}

/**
 * Adds views to positions in one statement, locking their rows in id order first, so two processes adding at once
 * never wait on each other in a circle.
 */
export async function addPositionViews(db: Conn, counts: [positionId: number, views: number][]) {
  if (!counts.length) return;
  const rows = sql.join(
    counts.map(([id, n]) => sql`(${id}::int, ${n}::int)`),
    sql`, `,
  );
  const ids = counts.map(([id]) => id);
  await db.execute(sql`
    with locked as (select ${positions.id} as id from ${positions} where ${inArray(positions.id, ids)} order by ${positions.id} for update)
    update ${positions} set views = ${positions.views} + v.n
    from (values ${rows}) as v(id, n), locked
    where ${positions.id} = v.id and locked.id = v.id`);
}
