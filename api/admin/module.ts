import type { Hono } from "hono";
import type { Deps } from "../deps";
import type { DailySeries } from "./daily";
import type { AdminEnv } from "./identity";
import type { AnyResource } from "./resource";

/** A feature's routes under `/admin/api/<name>`, built once per app. */
type AdminRoutes = (deps: Deps) => Hono<AdminEnv>;

/**
 * What a feature module gives the back office (api/modules/<feature>/admin): its REST resources and the routes the REST
 * dialect cannot express (batch review, CSV export, a form edited as one record), keyed by the path segment they live under.
 */
export type AdminModule = {
  resources: AnyResource[];
  /** Mounted after the sign-in check and before the REST resources; JSON writes only. */
  routes?: Record<string, AdminRoutes>;
  /** Multipart uploads: mounted before the JSON-only guard and the sign-in check, so each checks its caller itself. */
  uploads?: Record<string, AdminRoutes>;
  /** What the dashboard charts per day (docs/decisions/0021-back-office-dashboard.md). */
  daily?: DailySeries[];
};
