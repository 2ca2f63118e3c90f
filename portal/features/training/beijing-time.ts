/** Spec 000 section 4: countdowns read start times in UTC+8, the product page (detail2) in UTC+10. */
export const COUNTDOWN_OFFSET = { detail: 8, product: 10 } as const;

import { zonedInstant } from "@/api/contract/beijing-time";

/** Days, hours and minutes from `now` until `startTime` read in UTC+`offsetHours` (all zero once passed). */
export function countdownParts(startTime: string, now: number, offsetHours = 8) {
  const minutes = Math.max(0, Math.ceil((zonedInstant(startTime, offsetHours) - now) / 60_000));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/** 'YYYY-MM-DD' and 'YYYY-MM' (the schedule's current month) of an instant in UTC+8, whatever the reader's zone. */
