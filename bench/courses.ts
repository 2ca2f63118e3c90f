import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";

/** The catalogue's size for the course center scenario (issue 15: three filters over 10,000 courses). */
export const BULK_COURSES = 10_000;

const seeded = new WeakSet<Db>();

/**
 * 10,000 published courses beside the demo ones, each with a chapter of three lessons, two industries and three tags
 * drawn (hashed, so independently) from those the demo courses use: three filters together match a few dozen courses.
 * Answers the filters of the catalogue call: the most used industry, resources tag and theme tag.
 */
export async function seedBulkCourses(db: Db) {
  if (!seeded.has(db)) {
    await db.execute(sql`
      with ind as (select array_agg(distinct i) a from courses, unnest(industry_ids) i),
           tg as (select array_agg(distinct t) a from courses, unnest(tag_ids) t)
      insert into courses (str_id, title, summary, column_type, is_hot, industry_ids, tag_ids)
      select 'bench-course-' || g, '压测课程 ' || g, '压测用的课程', 1 + g % 5, (g % 7 = 0)::int,
        array[ind.a[1 + abs(hashint4(g)) % cardinality(ind.a)], ind.a[1 + abs(hashint4(-g)) % cardinality(ind.a)]],
        array[tg.a[1 + abs(hashint4(3 * g)) % cardinality(tg.a)], tg.a[1 + abs(hashint4(3 * g + 1)) % cardinality(tg.a)],
          tg.a[1 + abs(hashint4(3 * g + 2)) % cardinality(tg.a)]]
      from generate_series(1, ${BULK_COURSES}) g, ind, tg`);
    await db.execute(sql`
      insert into course_chapters (course_id, title) select id, '第一章' from courses where str_id like 'bench-course-%'`);
    await db.execute(sql`
      insert into course_lessons (chapter_id, course_id, title, kind, url, duration, sort)
      select ch.id, ch.course_id, '第 ' || n || ' 课时', 'video', '/uploads/bench.mp4', 600, n
      from course_chapters ch join courses c on c.id = ch.course_id, generate_series(1, 3) n
      where c.str_id like 'bench-course-%'`);
    await db.execute(sql`vacuum analyze courses`);
    await db.execute(sql`vacuum analyze course_lessons`);
    seeded.add(db);
  }
  const [row] = rowsOf<{ industry: number; resources: number; theme: number }>(
    await db.execute(sql`
    select
      (select i from courses, unnest(industry_ids) i group by i order by count(*) desc limit 1) as industry,
      (select t.id from courses, unnest(tag_ids) x join learning_tags t on t.id = x
        where t.kind = 'resources' group by t.id order by count(*) desc limit 1) as resources,
      (select t.id from courses, unnest(tag_ids) x join learning_tags t on t.id = x
        where t.kind = 'theme' group by t.id order by count(*) desc limit 1) as theme`),
  );
  return { industry: [row!.industry], resources: [row!.resources], theme: [row!.theme] };
}

/** A demo course's first video lesson: every request beats on it as a different signed-in person. */
export async function heartbeatPayload(db: Db) {
  const [row] = rowsOf<{ str_id: string; lesson_id: number }>(
    await db.execute(sql`
    select c.str_id, l.id as lesson_id from course_lessons l join courses c on c.id = l.course_id
    where c.published = 1 and l.kind = 'video' order by l.id limit 1`),
  );
  if (!row) throw new Error("演示数据里没有视频课时：seedDemo 没有写入课程");
  return { id: row.str_id, lessonId: row.lesson_id, position: 12, played: 20 };
}
