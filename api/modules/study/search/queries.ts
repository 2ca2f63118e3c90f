import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, unionAll } from "drizzle-orm/pg-core";
import type { PackCourseType } from "@/api/contract/study";
import { batcher } from "@/db/batch";
import type { Conn, Db } from "@/db/client";
import { prepared } from "@/db/prepared";
import { rowsOf } from "@/db/rows";
import { coursePackItems, coursePacks } from "@/db/schema/study";
import { courseRefs, studiedCourses } from "../../course/course-refs";
import { attendedSessions, sessions } from "../../training/sessions";

/* GetCourseList: what a creator may add to a pack, a page at a time, each marked when it is in the pack already. */

export type FoundRow = { courseType: PackCourseType; courseID: number; strId: string; title: string; cover: string; status: 0 | 1 };

export type PackOwner = { packId: number; userId: number };

export type MatchRow = Omit<FoundRow, "status">;

const arg = { key: sql.placeholder("key") };
/** The title_grams index (migration 0040) narrows the rows to titles holding the key's character pairs; strpos checks their order. */
const holdsKey = (title: AnyPgColumn) =>
  sql`title_grams(${title}) @> key_grams(${arg.key}::text) and strpos(lower(${title}), lower(${arg.key}::text)) > 0`;

/** Prepared once per database: the pack page's search box. */
const titleSearch = (db: Db) =>
  prepared(db, "study.searchTitles", (d) =>
    unionAll(
      d
        .select({
          courseType: sql<PackCourseType>`2`.as("courseType"),
          courseID: sql<number>`${courseRefs.id}`.as("courseID"),
          strId: sql<string>`${courseRefs.strId}`.as("strId"),
          title: sql<string>`${courseRefs.title}`.as("title"),
          cover: sql<string>`${courseRefs.cover}`.as("cover"),
          at: sql<Date>`${courseRefs.createdAt}`.as("at"),
        })
        .from(courseRefs)
        .where(and(sql`${courseRefs.published} = 1`, holdsKey(courseRefs.title))),
      d
        .select({
          courseType: sql<PackCourseType>`1`.as("courseType"),
          courseID: sql<number>`${sessions.id}`.as("courseID"),
          strId: sql<string>`${sessions.strId}`.as("strId"),
          title: sql<string>`${sessions.title}`.as("title"),
          cover: sql<string>`${sessions.cover}`.as("cover"),
          at: sql<Date>`${sessions.createdAt}`.as("at"),
        })
        .from(sessions)
        .where(and(sql`${sessions.published} = 1`, holdsKey(sessions.title))),
    )
      .orderBy(sql`"at" desc`, sql`"courseType" desc`, sql`"courseID" desc`)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare("study_search_titles"),
  );

/** Type 2: a page of the published courses and live sessions whose title holds `key` (any case), newest first. */
export async function searchTitles(db: Db, key: string, offset: number, limit: number): Promise<MatchRow[]> {
  const rows = await titleSearch(db).execute({ key, offset, limit });
  return rows.map(({ at: _at, ...row }) => row);
}

/** The version of what the search reads (courses and live sessions), read in the same round trip as the pack. */
const catalogueVersion = sql<number>`(select sum(version) from data_versions where name in ('courses', 'trainings'))`.mapWith(Number);

type HoldingRow = { packId: number; creatorId: number; courseId: number | null; trainingId: number | null; version: number };

/** The packs' items (a row a pack without any) and the catalogue's version, for many packs at once. */
const findHoldings = (db: Db) =>
  prepared(db, "study.findHoldings", (d) =>
    d
      .select({
        packId: coursePacks.id,
        creatorId: coursePacks.creatorId,
        courseId: coursePackItems.courseId,
        trainingId: coursePackItems.trainingId,
        version: catalogueVersion,
      })
      .from(coursePacks)
      .leftJoin(coursePackItems, eq(coursePackItems.packId, coursePacks.id))
      .where(and(sql`${coursePacks.id} = any(string_to_array(${sql.placeholder("ids")}::text, ',')::int[])`, isNull(coursePacks.deletedAt)))
      .prepare("study_find_holdings"),
  );

function holdingOf(rows: HoldingRow[]) {
  if (rows.length === 0) return null;
  return {
    courses: new Set(rows.flatMap((r) => (r.courseId === null ? [] : [r.courseId]))),
    trainings: new Set(rows.flatMap((r) => (r.trainingId === null ? [] : [r.trainingId]))),
    version: rows[0]!.version,
  };
}

/** The asks a process has in hand go to the database together, one round trip for many (db/batch.ts). */
const lookUpHoldings = (db: Db) =>
  prepared(db, "study.lookUpHoldings", () =>
    batcher(async (asks: PackOwner[]) => {
      const rows: HoldingRow[] = await findHoldings(db).execute({ ids: [...new Set(asks.map((a) => a.packId))].join(",") });
      return asks.map((a) => holdingOf(rows.filter((r) => r.packId === a.packId && r.creatorId === a.userId)));
    }),
  );

/**
 * What the person's own pack holds (course and session ids) and the catalogue's version (both only grow, so their sum
 * moves whenever either does); null when the pack is not theirs or is deleted.
 */
export const ownPackHolding = (db: Db, owner: PackOwner) => lookUpHoldings(db)(owner);

/**
 * The page of `found` (ordered by its `at`), each row marked 1 when it is in the pack; no rows at all unless the pack is
 * the person's and not deleted (a one-time check; the caller tells why a page is empty).
 */
function page(found: SQL, { packId, userId }: PackOwner, offset: number, limit: number) {
  return sql`
    select f."courseType", f."courseID", f."strId", f.title, f.cover,
      (exists (select 1 from course_pack_items i where i.pack_id = ${packId}
        and (case when f."courseType" = 2 then i.course_id else i.training_id end) = f."courseID"))::int as status
    from (${found} order by at desc, "courseType" desc, "courseID" desc offset ${offset} limit ${limit}) f
    where exists (select 1 from course_packs p where p.id = ${packId} and p.creator_id = ${userId} and p.deleted_at is null)
    order by at desc, "courseType" desc, "courseID" desc`;
}

/**
 * Type 1: the published courses the person began or collected and the published sessions they signed up for (not
 * cancelled or turned down), latest first; `key`, when given, filters the titles.
 */
export async function listStudied(db: Conn, owner: PackOwner, key: string, offset: number, limit: number) {
  const { userId } = owner;
  const title = (column: SQL) => (key ? sql`and strpos(lower(${column}), lower(${key}::text)) > 0` : sql``);
  const found = sql`
    select 2 as "courseType", ${studiedCourses.id} as "courseID", ${studiedCourses.strId} as "strId", ${studiedCourses.title},
      ${studiedCourses.cover}, ${studiedCourses.at} as at
    from ${studiedCourses} where ${studiedCourses.userId} = ${userId} ${title(sql`${studiedCourses.title}`)}
    union all
    select 1, ${attendedSessions.id}, ${attendedSessions.strId}, ${attendedSessions.title}, ${attendedSessions.cover}, ${attendedSessions.at}
    from ${attendedSessions} where ${attendedSessions.userId} = ${userId} ${title(sql`${attendedSessions.title}`)}`;
  return rowsOf<FoundRow>(await db.execute(page(found, owner, offset, limit)));
}
