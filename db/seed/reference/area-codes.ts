import { AREA_CODES } from "@/api/contract/mobile";

/**
 * The area-code tree of common/AreaTree, from the codes the sign-in accepts (api/contract/mobile.ts):
 * groups 中国大陆 / 港澳台 / 海外 with ids 1..3; a code's id is 10000 + its digits (+852 -> 10852).
 */
export type AreaCodeRow = { id: number; parentId: number; name: string; code: string; sort: number };

const GROUPS = [
  { id: 1, name: "中国大陆", regions: ["CN"] },
  { id: 2, name: "港澳台", regions: ["HK", "MO", "TW"] },
  { id: 3, name: "海外", regions: null },
] as const;

export function buildAreaCodes(): AreaCodeRow[] {
  const rows: AreaCodeRow[] = GROUPS.map((g) => ({ id: g.id, parentId: 0, name: g.name, code: "", sort: g.id }));
  const home = GROUPS.flatMap((g) => g.regions ?? []) as string[];
  for (const g of GROUPS) {
    const members = AREA_CODES.filter((a) => (g.regions ? (g.regions as readonly string[]).includes(a.region) : !home.includes(a.region)));
    for (const [i, a] of members.entries()) {
      rows.push({ id: 10000 + Number(a.code.slice(1)), parentId: g.id, name: a.name, code: a.code, sort: i + 1 });
    }
  }
  return rows;
}
