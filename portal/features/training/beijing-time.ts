/** Spec 000 section 4: countdowns read start times in UTC+8, the product page (detail2) in UTC+10. */
export const COUNTDOWN_OFFSET = { detail: 8, product: 10 } as const;

/** The api's 'YYYY-MM-DD HH:mm:ss' read in UTC+`offsetHours` (default 8, the api's own zone), as an instant. */
export function zonedInstant(text: string, offsetHours = 8) {
  const sign = offsetHours < 0 ? "-" : "+";
  const hours = String(Math.abs(offsetHours)).padStart(2, "0");
  return new Date(`${text.replace(" ", "T")}${sign}${hours}:00`).getTime();
}

/** The api's UTC+8 'YYYY-MM-DD HH:mm:ss' as an instant, wherever the reader is. */
export const beijingInstant = (text: string) => zonedInstant(text, 8);

/** Days, hours and minutes from `now` until `startTime` read in UTC+`offsetHours` (all zero once passed). */
export function countdownParts(startTime: string, now: number, offsetHours = 8) {
  const minutes = Math.max(0, Math.ceil((zonedInstant(startTime, offsetHours) - now) / 60_000));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/** 'YYYY-MM-DD' and 'YYYY-MM' (the schedule's current month) of an instant in UTC+8, whatever the reader's zone. */
