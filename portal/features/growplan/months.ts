import { beijingMonth } from "@/api/contract/beijing-time";
import { LEARN_RECORD_FROM } from "@/api/contract/growplan";

/** A 'YYYY-MM' month as a count of months, and back. */
const toIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5)) - 1;
const fromIndex = (k: number) => `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, "0")}`;

/** The learn record's months, this month first, back to LEARN_RECORD_FROM. */
export function recordMonths(now = new Date()) {
  const last = toIndex(beijingMonth(now));
  return Array.from({ length: last - toIndex(LEARN_RECORD_FROM) + 1 }, (_, i) => fromIndex(last - i));
}

/** '2026-03' as people read it: 2026年3月. */
export const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5))}月`;
