import { eq, sql } from "drizzle-orm";
import { createSession } from "@/api/protocol/session";
import type { Db } from "@/db/client";
import { users } from "@/db/schema/account/users";
import { coursePacks } from "@/db/schema/study";
import { BULK_COURSES, seedBulkCourses } from "./courses";

/** What the creator types: about one bulk course in nine holds it ('压测课程 7', '压测课程 70'…), over 50 pages. */
export const PACK_SEARCH_KEY = "课程 7";
/** Items already in the pack, some of them among the matches (marked status 1). */
const PACK_ITEMS = 50;
const CREATOR_MOBILE = "16599990000";

/**
 * The pack search scenario (issue 18: GetCourseList in a pack against 10,000 courses): the bulk catalogue, a creator
 * with a pack of 50 of its courses, and the creator's session. Answers the call's payload and the session cookie.
 */
export async function seedPackSearch(db: Db) {
  await seedBulkCourses(db);
  await db.insert(users).values({ areaCode: "+86", mobile: CREATOR_MOBILE, chineseName: "压测学习包" }).onConflictDoNothing();
  const [creator] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, CREATOR_MOBILE));
  const [pack] = await db
    .insert(coursePacks)
    .values({ creatorId: creator!.id, title: `压测学习包（${BULK_COURSES} 门课程）` })
    .returning({ id: coursePacks.id });
  await db.execute(sql`
    insert into course_pack_items (pack_id, course_type, course_id, sort)
    select ${pack!.id}, 2, id, -row_number() over (order by id) from courses
    where str_id like 'bench-course-7%' order by id limit ${PACK_ITEMS}`);
  await db.execute(sql`vacuum analyze course_pack_items`);
  return {
    payload: { packId: pack!.id, type: 2, key: PACK_SEARCH_KEY, pageNum: 1 },
    cookie: `sid=${await createSession(db, creator!.id)}`,
  };
}
