import { sql } from "drizzle-orm";
import { EDUCATIONS, POSITION_TYPES, WORK_YEARS } from "@/api/contract/zhaopin";
import type { Db } from "@/db/client";

/** The job board's size for the position list scenario (issue 17: four filters over 50,000 positions). */
export const BULK_POSITIONS = 50_000;

/** Cities the bulk positions spread over (province, city). */
const CITIES = [
  ["北京市", "北京市"],
  ["上海市", "上海市"],
  ["广东省", "广州市"],
  ["广东省", "深圳市"],
  ["浙江省", "杭州市"],
  ["江苏省", "南京市"],
  ["四川省", "成都市"],
  ["湖北省", "武汉市"],
  ["陕西省", "西安市"],
  ["福建省", "厦门市"],
] as const;
const TAGS = ["五险一金", "双休", "带薪年假", "弹性工作", "绩效奖金", "包住", "餐补", "股票期权"];

const seeded = new WeakSet<Db>();
const arr = (xs: readonly string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(",")}]::text[]`);

/**
 * 50,000 positions over the first 50 companies: type, education, work years, city and two tags drawn (hashed, so
 * independently) from their lists; nine in ten open, some closed or expired, published over the last 90 days. Answers
 * the list's four filters (type, education, work years, city): a few dozen positions match them all.
 */
export async function seedBulkPositions(db: Db) {
  if (!seeded.has(db)) {
    await db.execute(sql`
      with co as (select array_agg(id order by id) a from (select id from companies order by id limit 50) c)
      insert into positions (company_id, name, position_type, salary_min, salary_max, education, work_years, tags,
        province, city, description, status, published_at, expires_at)
      select co.a[1 + g % cardinality(co.a)], '压测职位 ' || g,
        (${arr(POSITION_TYPES)})[1 + abs(hashint4(g)) % ${POSITION_TYPES.length}],
        1000 * (3 + g % 10), 1000 * (6 + g % 20),
        (${arr(["不限", ...EDUCATIONS])})[1 + abs(hashint4(2 * g)) % ${EDUCATIONS.length + 1}],
        (${arr(["不限", ...WORK_YEARS])})[1 + abs(hashint4(3 * g)) % ${WORK_YEARS.length + 1}],
        array[(${arr(TAGS)})[1 + abs(hashint4(5 * g)) % ${TAGS.length}], (${arr(TAGS)})[1 + abs(hashint4(7 * g)) % ${TAGS.length}]],
        (${arr(CITIES.map((c) => c[0]))})[1 + abs(hashint4(11 * g)) % ${CITIES.length}],
        (${arr(CITIES.map((c) => c[1]))})[1 + abs(hashint4(11 * g)) % ${CITIES.length}],
        '压测用的职位描述',
        case when g % 10 = 0 then 'closed' else 'open' end,
        now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute',
        case when g % 25 = 0 then now() - interval '1 day' else now() + interval '60 days' end
      from generate_series(1, ${BULK_POSITIONS}) g, co`);
    await db.execute(sql`vacuum analyze positions`);
    seeded.add(db);
  }
  return { currentPage: 1, positionType: POSITION_TYPES[0], education: EDUCATIONS[2], workYears: WORK_YEARS[1], city: CITIES[0][1] };
}
