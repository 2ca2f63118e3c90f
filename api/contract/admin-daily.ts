/** The back-office dashboard's charts: rows per day over the last days, in China's calendar (UTC+8). */

/** The series a feature offers, each read under its resource's access rule and scope. */
export type DailySeriesName = "signups" | "registrations" | "payments";

/** How many days a chart spans, today included. */
export const DAILY_DAYS = 30;

/** GET /admin/api/dashboard/daily/:series: one count per day ('YYYY-MM-DD', oldest first), zero on quiet days. */
export type DailyCounts = { days: string[]; counts: number[] };
