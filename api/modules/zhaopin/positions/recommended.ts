import type { Conn } from "@/db/client";
import { shownValidExams } from "../cv-certificates/service";
import { readFullCv } from "../cv-read";
import { preferringExams, recommendedFor, type WantedPosition } from "./queries";
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

type Found = Awaited<ReturnType<typeof recommendedFor>>["rows"][number];

/** Why a position is recommended: the certificate it prefers that the person holds, the intention's type and city. */
function reasonOf(row: Found, wanted: WantedPosition[], how: { strict: boolean; certificate?: string }) {
  const why = how.strict ? wanted.find((w) => w.positionType === row.positionType && (!w.city || w.city === row.city)) : undefined;
  const parts = [how.certificate && `${how.certificate}证书`, row.positionType, how.strict ? why?.city || row.city : ""];
  return `匹配：${parts.filter(Boolean).join(" · ")}`;
}

/**
 * ZhaoPin/GetRecommendedPositions: first the open positions preferring a certificate the CV shows (持证优先), then those
 * matching the CV's job intentions (type, city and salary), then, to fill the block, positions of the same types
 * anywhere at any pay; newest first within each, each with why (匹配：巨量引擎认证优化师证书 · 广告优化师, 匹配：广告优化师 ·
 * 广州市). `hasIntentions` false: the CV names none to go on (the page asks for them; certificate matches still show).
 */
export async function recommendedPositions(db: Conn, userId: number) {
  const [cv, held] = await Promise.all([readFullCv(db, userId), shownValidExams(db, userId)]);
  const wanted = (cv?.intentions ?? [])
    .filter((i) => i.positionType)
    .map((i) => ({ positionType: i.positionType, city: i.city, salary: salaryBand(i.salaryRange) }));
  const certified = cv && held.size ? await preferringExams(db, userId, [...held.keys()], RECOMMENDED) : [];
  const strict = wanted.length ? (await recommendedFor(db, userId, wanted, RECOMMENDED)).rows : [];
  const loose =
    wanted.length && certified.length + strict.length < RECOMMENDED
      ? (
          await recommendedFor(
            db,
            userId,
            wanted.map((w) => ({ positionType: w.positionType, city: "", salary: null })),
            RECOMMENDED,
          )
        ).rows
      : [];
  const strictIds = new Set(strict.map((r) => r.id));
  const taken = new Set<number>();
  /** Each position once, in the first group that has it. */
  const fresh = (id: number) => !taken.has(id) && !!taken.add(id);
  const once = <R extends { id: number }>(rows: R[]) => rows.filter((r) => fresh(r.id));
  const list = [
    ...certified
      .filter(({ row }) => fresh(row.id))
      .map(({ row, examIds }) => {
        const certificate = examIds.map((id) => held.get(id)).find(Boolean);
        return { ...asItem(row), reason: reasonOf(row, wanted, { strict: strictIds.has(row.id), certificate }) };
      }),
    ...once(strict).map((row) => ({ ...asItem(row), reason: reasonOf(row, wanted, { strict: true }) })),
    ...once(loose).map((row) => ({ ...asItem(row), reason: reasonOf(row, wanted, { strict: false }) })),
  ];
  return { hasIntentions: wanted.length > 0, list: list.slice(0, RECOMMENDED) };
}
