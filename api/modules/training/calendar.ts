import { Hono } from "hono";
import { beijingStamp } from "../../contract/beijing-time";
import type { Deps } from "../../deps";
import { findTraining } from "./queries";

/** Minutes before the start at which the calendar alarm rings. */
const ALARM_MINUTES = 30;

/** An iCalendar local time in Asia/Shanghai (fixed UTC+8, no daylight saving): 20260201T003000. */
function shanghaiStamp(d: Date) {
  const stamp = beijingStamp(d);
  return `${stamp.slice(0, 8)}T${stamp.slice(8)}`;
}

function utcStamp(d: Date) {
  return `${d.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

/** TEXT values escape \ ; , and newlines (RFC 5545 3.3.11). */
function escapeText(s: string) {
  return s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded with CRLF and a space, never inside a UTF-8 character. */
function fold(line: string) {
  const out: string[] = [];
  let cur = "";
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    if (bytes + n > (out.length ? 74 : 75)) {
      out.push(cur);
      cur = "";
      bytes = 0;
    }
    cur += ch;
    bytes += n;
  }
  out.push(cur);
  return out.join("\r\n ");
}

export type CalendarEvent = { strId: string; title: string; startAt: Date; endAt: Date; url: string; description: string };

/**
 * One session as an .ics file: times in Asia/Shanghai with its VTIMEZONE, and a display alarm before the start.
 * Written here rather than with a library: the common ones emit only UTC or floating times, not a TZID.
 */
function trainingIcs(e: CalendarEvent, now = new Date()) {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//xuexi-portal//training//ZH",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VTIMEZONE",
    "TZID:Asia/Shanghai",
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0800",
    "TZOFFSETTO:+0800",
    "TZNAME:CST",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:training-${e.strId}@xuexi-portal`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=Asia/Shanghai:${shanghaiStamp(e.startAt)}`,
    `DTEND;TZID=Asia/Shanghai:${shanghaiStamp(e.endAt)}`,
    `SUMMARY:${escapeText(e.title)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    `URL:${e.url}`,
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${escapeText(`${e.title} 将于${ALARM_MINUTES}分钟后开始`)}`,
    `TRIGGER:-PT${ALARM_MINUTES}M`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** GET /calendar/training/{strId}.ics: the detail page's and the success pop-up's 'add to calendar'. */
export function calendarRoutes(deps: Deps) {
  const routes = new Hono();
  routes.get("/:file{[A-Za-z0-9_-]{1,64}\\.ics}", async (c) => {
    const strId = c.req.param("file").slice(0, -4);
    const t = await findTraining(deps.db, strId);
    if (!t) return c.text("课程不存在或已下线", 404);
    const origin = c.var.site.origin;
    const body = trainingIcs({
      strId: t.strId,
      title: t.title,
      startAt: t.startAt,
      endAt: t.endAt,
      url: `${origin}/Training/Detail/${t.strId}`,
      description: `直播课程：${t.title}\n详情：${origin}/Training/Detail/${t.strId}`,
    });
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="training-${t.strId}.ics"`,
    });
  });
  return routes;
}
