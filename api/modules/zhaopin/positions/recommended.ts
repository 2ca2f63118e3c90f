import type { Conn } from "@/db/client";
import { readFullCv } from "../cv-read";
import { recommendedFor, type WantedPosition } from "./queries";
import { asItem } from "./service";

/** How many 为你推荐 a page shows. */
const RECOMMENDED = 6;

/** A salary range of the CV's intention in yuan: '8-12K' is 8,000 to 12,000; 面议 is none. */
export function salaryBand(range: string): WantedPosition["salary"] {
  const k = 1000;
  const between = /^(\d+)-(\d+)K$/.exec(range);
  if (between) return { min: Number(between[1]) * k, max: Number(between[2]) * k };
  const below = /^(\d+)K以下$/.exec(range);
  if (below) return { min: 0, max: Number(below[1]) * k };
  const above = /^(\d+)K以上$/.exec(range);
  if (above) return { min: Number(above[1]) * k, max: Number.MAX_SAFE_INTEGER };
  return null;
}

/**
 * ZhaoPin/GetRecommendedPositions: open positions matching the CV's job intentions (type, city, salary), newest
 * first, each with why (匹配：广告优化师 · 杭州市); none without a CV or an intention.
 */
export async function recommendedPositions(db: Conn, userId: number) {
  const cv = await readFullCv(db, userId);
  const wanted = (cv?.intentions ?? [])
    .filter((i) => i.positionType)
    .map((i) => ({ positionType: i.positionType, city: i.city, salary: salaryBand(i.salaryRange) }));
  if (!wanted.length) return { list: [] };
  const { rows } = await recommendedFor(db, userId, wanted, RECOMMENDED);
  return {
    list: rows.map((row) => {
      const why = wanted.find((w) => w.positionType === row.positionType && (!w.city || w.city === row.city));
      return { ...asItem(row), reason: `匹配：${[row.positionType, why?.city || row.city].filter(Boolean).join(" · ")}` };
    }),
  };
}
