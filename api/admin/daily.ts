import { type AnyColumn, and, count, gte, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { httpError } from "@/api/protocol/errors";
import { DAILY_DAYS, type DailyCounts, type DailySeriesName } from "../contract/admin-daily";
import { beijingDate, beijingDayStart } from "../contract/beijing-time";
import type { Deps } from "../deps";
import { type AdminEnv, requireAccess } from "./identity";
import type { AnyResource } from "./resource";

const DAY_MS = 86_400_000;

/** A chart's series: its resource's rows per day of `at`, narrowed by `where`; read with that resource's access and scope. */
export type DailySeries = { name: DailySeriesName; resource: AnyResource; at: AnyColumn; where?: SQL };

/** The last `n` calendar days in China, oldest first, today last. */
function lastDays(now: number, n: number) {
  return Array.from({ length: n }, (_, i) => beijingDate(now - (n - 1 - i) * DAY_MS));
}

/**
 * `/admin/api/dashboard/daily/:series`: counted in SQL per China day (a fixed UTC+8, no daylight saving). An enterprise
 * account counts only the rows its resource's scope lets it list, and is refused a series whose resource it cannot read.
 */
export function dailyRoutes(deps: Deps, series: DailySeries[]) {
  const byName = new Map<string, DailySeries>(series.map((s) => [s.name, s]));
  const app = new Hono<AdminEnv>();
  app.get("/:series", async (c) => {
    const s = byName.get(c.req.param("series"));
    if (!s) throw httpError(404, "接口不存在");
    const admin = c.var.admin;
    requireAccess(admin, s.resource.name, "read");
    const days = lastDays(Date.now(), DAILY_DAYS);
    const from = beijingDayStart(days[0]) as Date;
    const day = sql<string>`to_char(${s.at} at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD')`;
    const rows = await deps.db
      .select({ day, n: count() })
      .from(s.resource.table)
      .where(and(gte(s.at, from), s.where, s.resource.scope?.(admin)))
      .groupBy(day);
    const byDay = new Map(rows.map((r) => [r.day, r.n]));
    return c.json({ days, counts: days.map((d) => byDay.get(d) ?? 0) } satisfies DailyCounts);
  });
  return app;
}
