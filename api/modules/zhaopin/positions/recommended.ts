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

/** Why a position is recommended: the intention's type and, when it matched, its city. */
function reasonOf(row: { positionType: string; city: string }, wanted: WantedPosition[], strict: boolean) {
  const why = strict ? wanted.find((w) => w.positionType === row.positionType && (!w.city || w.city === row.city)) : undefined;
  return `匹配：${[row.positionType, strict ? why?.city || row.city : ""].filter(Boolean).join(" · ")}`;
}

/**
 * ZhaoPin/GetRecommendedPositions: open positions matching the CV's job intentions (type, city and salary), newest
 * first, then, to fill the block, positions of the same types anywhere at any pay; each with why (匹配：广告优化师 ·
 * 广州市). `hasIntentions` false: the CV names none to go on (the page asks for them).
 */
export async function recommendedPositions(db: Conn, userId: number) {
  const cv = await readFullCv(db, userId);
  const wanted = (cv?.intentions ?? [])
    .filter((i) => i.positionType)
    .map((i) => ({ positionType: i.positionType, city: i.city, salary: salaryBand(i.salaryRange) }));
  if (!wanted.length) return { hasIntentions: false, list: [] };
  const strict = (await recommendedFor(db, userId, wanted, RECOMMENDED)).rows;
  const loose =
    strict.length < RECOMMENDED
      ? (
          await recommendedFor(
            db,
            userId,
            wanted.map((w) => ({ positionType: w.positionType, city: "", salary: null })),
            RECOMMENDED,
          )
        ).rows
      : [];
  const taken = new Set(strict.map((r) => r.id));
  const list = [
    ...strict.map((row) => ({ ...asItem(row), reason: reasonOf(row, wanted, true) })),
    ...loose.filter((row) => !taken.has(row.id)).map((row) => ({ ...asItem(row), reason: reasonOf(row, wanted, false) })),
  ];
  return { hasIntentions: true, list: list.slice(0, RECOMMENDED) };
}
