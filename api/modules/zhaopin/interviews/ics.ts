import { Hono } from "hono";
import { ZHAOPIN_APPLIED_PATH } from "@/api/contract/zhaopin-admin";
import { INTERVIEW_MSG } from "@/api/contract/zhaopin-interviews";
import type { Deps } from "@/api/deps";
import { icsFile, icsHeaders } from "@/api/ics";
import { readSession } from "@/api/protocol/session";
import { namesOf } from "./names";
import { findOwnOpen } from "./queries";

/** An interview has no end of its own: the calendar holds an hour for it. */
const INTERVIEW_MINUTES = 60;
/** Minutes before the start at which the calendar alarm rings. */
const ALARM_MINUTES = 60;

/**
 * GET /ZhaoPin/Interview/{id}.ics: the signed-in candidate's own open invitation as a calendar file; anyone else's,
 * a closed one or a visitor's request answers 404 (the file names a company, a place and a phone).
 */
export function interviewCalendarRoutes(deps: Deps) {
  const routes = new Hono();
  routes.get("/:file{[0-9]{1,9}\\.ics}", async (c) => {
    const user = await readSession(deps.db, c);
    const id = Number(c.req.param("file").slice(0, -4));
    const i = user && (await findOwnOpen(deps.db, user.id, id));
    if (!i) return c.text(INTERVIEW_MSG.notFound, 404);
    const { companyName, positionTitle } = await namesOf(deps.db, i);
    const url = `${c.var.site.origin}${ZHAOPIN_APPLIED_PATH}`;
    const title = `面试：${companyName}${positionTitle ? ` · ${positionTitle}` : ""}`;
    const description = [
      `${companyName}的面试邀请${positionTitle ? `（${positionTitle}）` : ""}`,
      i.onlineUrl && `线上会议：${i.onlineUrl}`,
      `联系人：${i.contactName} ${i.contactPhone}`,
      i.note && `备注：${i.note}`,
      `详情：${url}`,
    ];
    const body = icsFile({
      kind: "interview",
      id: String(i.id),
      title,
      startAt: i.startsAt,
      endAt: new Date(i.startsAt.getTime() + INTERVIEW_MINUTES * 60_000),
      url,
      description: description.filter(Boolean).join("\n"),
      location: i.place || i.onlineUrl,
      alarmMinutes: ALARM_MINUTES,
    });
    return c.body(body, 200, { ...icsHeaders(`interview-${i.id}.ics`), "Cache-Control": "private, no-store" });
  });
  return routes;
}
