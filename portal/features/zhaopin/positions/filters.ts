import * as v from "valibot";
import { POSITION_FILTER_KEYS, type PositionFilter, PositionFilterSchema } from "@/api/contract/zhaopin-positions";

/** The list's filters as the address carries them (?positionType=&education=&workYears=&tags=a,b&province=&city=&keyword=). */
export type RawFilter = Partial<Record<(typeof POSITION_FILTER_KEYS)[number], string>>;

/** The address's filters, each checked alone: one off its list is dropped, the others stay. */
export function filterOf(raw: RawFilter): PositionFilter {
  const clean = v.parse(PositionFilterSchema, {});
  const out: Record<string, unknown> = { ...clean };
  for (const key of POSITION_FILTER_KEYS) {
    const value = raw[key];
    if (value === undefined || value === "") continue;
    const one = v.safeParse(PositionFilterSchema, { [key]: value });
    if (one.success) out[key] = one.output[key];
  }
  return out as PositionFilter;
}

/** The address of the list under `f` (nothing chosen: /ZhaoPin/). */
export function listHref(f: PositionFilter) {
  const q = new URLSearchParams();
  for (const key of POSITION_FILTER_KEYS) {
    const value = key === "tags" ? f.tags.join(",") : f[key];
    if (value) q.set(key, value);
  }
  const s = q.toString();
  return s ? `/ZhaoPin/?${s}` : "/ZhaoPin/";
}

/** How many filters narrow the list (the phone's 筛选 badge). */
export const chosenCount = (f: PositionFilter) =>
  POSITION_FILTER_KEYS.reduce((n, k) => n + (k === "tags" ? f.tags.length : f[k] ? 1 : 0), 0);
