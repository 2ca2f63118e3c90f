/** The api's UTC+8 'YYYY-MM-DD HH:mm:ss' as an instant, wherever the reader is. */
export const beijingInstant = (text: string) => new Date(`${text.replace(" ", "T")}+08:00`).getTime();

/** Days, hours and minutes until `ms` from `now` (all zero once passed). */
export function countdownParts(ms: number, now: number) {
  const minutes = Math.max(0, Math.ceil((ms - now) / 60_000));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}
