import { Hono } from "hono";
import type { Deps } from "../../deps";
import { icsFile, icsHeaders } from "../../ics";
import { findTraining } from "./queries";

/** Minutes before the start at which the calendar alarm rings. */
const ALARM_MINUTES = 30;

/** GET /calendar/training/{strId}.ics: the detail page's and the success pop-up's 'add to calendar'. */
export function calendarRoutes(deps: Deps) {
  const routes = new Hono();
  routes.get("/:file{[A-Za-z0-9_-]{1,64}\\.ics}", async (c) => {
    const strId = c.req.param("file").slice(0, -4);
    const t = await findTraining(deps.db, strId);
    if (!t) return c.text("课程不存在或已下线", 404);
    const origin = c.var.site.origin;
    const body = icsFile({
      kind: "training",
      id: t.strId,
      title: t.title,
      startAt: t.startAt,
      endAt: t.endAt,
      url: `${origin}/Training/Detail/${t.strId}`,
      description: `直播课程：${t.title}\n详情：${origin}/Training/Detail/${t.strId}`,
      alarmMinutes: ALARM_MINUTES,
    });
    return c.body(body, 200, icsHeaders(`training-${t.strId}.ics`));
  });
  return routes;
}
