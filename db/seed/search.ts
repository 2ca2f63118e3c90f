import { and, count, eq, inArray } from "drizzle-orm";
import { indexAllCourses } from "@/api/modules/course/search-index";
import { countMatches } from "@/api/modules/search/service";
import { indexAllTrainings } from "@/api/modules/training/search-index";
import { users } from "@/db/schema/account/users";
import { searchQueries } from "@/db/schema/search";
import type { Db } from "../client";
import type { SeedLog } from "./progress";

const HOUR = 3600_000;

/** What the demo learners searched this week, so the overlay's hot terms and history are not empty on a demo site. */
const DEMO_SEARCHES: { mobile: string; term: string; hoursAgo: number }[] = [
  { mobile: "13900000002", term: "投放", hoursAgo: 50 },
  { mobile: "13900000002", term: "代理商认证", hoursAgo: 30 },
  { mobile: "13900000002", term: "直播回放", hoursAgo: 3 },
  { mobile: "13900000003", term: "投放", hoursAgo: 20 },
  { mobile: "13900000003", term: "直播回放", hoursAgo: 8 },
  { mobile: "13900000004", term: "投放", hoursAgo: 6 },
  { mobile: "13900000004", term: "积分", hoursAgo: 5 },
  { mobile: "13900000005", term: "新品功能", hoursAgo: 2 },
];

/**
 * The search index of the seeded live sessions and courses (the libraries and help entries index themselves as they are
 * seeded), and a week of demo searches. Indexing is an upsert, and the searches are added only once: a rerun changes nothing.
 */
export async function seedSearch(db: Db, log: SeedLog) {
  const step = log.step("站内搜索", 3);
  await indexAllTrainings(db);
  step.tick();
  await indexAllCourses(db);
  step.tick();
  const [{ n }] = await db.select({ n: count() }).from(searchQueries);
  if (n === 0) {
    const learners = await db
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where(and(eq(users.areaCode, "+86"), inArray(users.mobile, [...new Set(DEMO_SEARCHES.map((s) => s.mobile))])));
    const idOf = new Map(learners.map((u) => [u.mobile, u.id]));
    const rows = [];
    for (const s of DEMO_SEARCHES.filter((x) => idOf.has(x.mobile))) {
      // What the search finds on this site now, as if it had just been run.
      const results = await countMatches(db, s.term);
      rows.push({ term: s.term, normalized: s.term, userId: idOf.get(s.mobile)!, results, at: new Date(Date.now() - s.hoursAgo * HOUR) });
    }
    if (rows.length > 0) await db.insert(searchQueries).values(rows);
  }
  step.done();
}
