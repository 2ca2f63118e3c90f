import { type SQL, sql } from "drizzle-orm";
import type { PackCourseType } from "@/api/contract/study";
import type { Conn } from "@/db/client";
import { likeLiteral } from "@/db/like";
import { rowsOf } from "@/db/rows";

/* GetCourseList: what a creator may add to a pack, a page at a time, each marked when it is in the pack already. */

export type FoundRow = { courseType: PackCourseType; courseID: number; strId: string; title: string; cover: string; status: 0 | 1 };

/** The page of `found` (ordered by its `at`), each row marked 1 when it is in the pack. */
function page(found: SQL, packId: number, offset: number, limit: number) {
  return sql`
    select f."courseType", f."courseID", f."strId", f.title, f.cover,
      (exists (select 1 from course_pack_items i where i.pack_id = ${packId}
        and (case when f."courseType" = 2 then i.course_id else i.training_id end) = f."courseID"))::int as status
    from (${found} order by at desc, "courseType" desc, "courseID" desc offset ${offset} limit ${limit}) f
    order by at desc, "courseType" desc, "courseID" desc`;
}

/**
 * Type 2: published courses and live sessions whose title holds `key`, newest first. The title_grams index (migration
 * 0040) narrows the rows to those holding the key's character pairs; ILIKE checks they are in order.
 */
export async function searchTitles(db: Conn, packId: number, key: string, offset: number, limit: number) {
  const like = `%${likeLiteral(key)}%`;
  const found = sql`
    select 2 as "courseType", c.id as "courseID", c.str_id as "strId", c.title, c.cover, c.created_at as at from courses c
    where c.published = 1 and title_grams(c.title) @> key_grams(${key}) and c.title ilike ${like}
    union all
    select 1, t.id, t.str_id, t.title, t.cover, t.created_at from trainings t
    where t.published = 1 and title_grams(t.title) @> key_grams(${key}) and t.title ilike ${like}`;
  return rowsOf<FoundRow>(await db.execute(page(found, packId, offset, limit)));
}

/**
 * Type 1: the published courses the person began or collected and the published sessions they signed up for (not
 * cancelled or turned down), latest first; `key`, when given, filters the titles.
 */
export async function listStudied(db: Conn, packId: number, userId: number, key: string, offset: number, limit: number) {
  const title = (column: SQL) => (key ? sql`and ${column} ilike ${`%${likeLiteral(key)}%`}` : sql``);
  const found = sql`
    select 2 as "courseType", c.id as "courseID", c.str_id as "strId", c.title, c.cover,
      greatest(e.last_study_at, e.collected_at, e.started_at) as at
    from course_enrollments e join courses c on c.id = e.course_id
    where e.user_id = ${userId} and c.published = 1 and (e.started_at is not null or e.collected_at is not null)
      ${title(sql`c.title`)}
    union all
    select 1, t.id, t.str_id, t.title, t.cover, a.created_at from training_attends a join trainings t on t.id = a.training_id
    where a.user_id = ${userId} and t.published = 1 and a.status <> 'released' ${title(sql`t.title`)}`;
  return rowsOf<FoundRow>(await db.execute(page(found, packId, offset, limit)));
}
