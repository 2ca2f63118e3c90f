import { beijingStamp } from "./contract/beijing-time";

/**
 * An iCalendar (.ics) file of one event, as the 'add to calendar' links download it (a training session, an interview).
 * Written here rather than with a library: the common ones emit only UTC or floating times, not a TZID.
 */

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

type IcsEvent = {
  /** The feature in PRODID and UID: `training`, `interview`. */
  kind: string;
  /** The event's id within its kind. */
  id: string;
  title: string;
  startAt: Date;
  endAt: Date;
  url: string;
  description: string;
  location?: string;
  /** Minutes before the start at which the display alarm rings. */
  alarmMinutes: number;
};

/** The event as an .ics file: times in Asia/Shanghai with its VTIMEZONE, and a display alarm before the start. */
export function icsFile(e: IcsEvent, now = new Date()) {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//xuexi-portal//${e.kind}//ZH`,
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
    `UID:${e.kind}-${e.id}@xuexi-portal`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=Asia/Shanghai:${shanghaiStamp(e.startAt)}`,
    `DTEND;TZID=Asia/Shanghai:${shanghaiStamp(e.endAt)}`,
    `SUMMARY:${escapeText(e.title)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    `URL:${e.url}`,
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${escapeText(`${e.title} 将于${e.alarmMinutes}分钟后开始`)}`,
    `TRIGGER:-PT${e.alarmMinutes}M`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** The answer's headers: a calendar file downloaded under its name. */
export const icsHeaders = (filename: string) => ({
  "Content-Type": "text/calendar; charset=utf-8",
  "Content-Disposition": `attachment; filename="${filename}"`,
});
