import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, like } from "drizzle-orm";
import { smsOutbox } from "@/db/schema/letters/sms-outbox";
import { trainings } from "@/db/schema/training";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { sendStartReminders } from "../reminders";
import { approveAttend } from "../sign-up";
import { makeTraining, signedInPeople } from "./helpers";

const MINUTE = 60_000;
let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

describe("calendar file", () => {
  test("an .ics with UTC+8 times, the title escaped, and an alarm before the start", async () => {
    const t = await makeTraining(srv.deps.db, {
      title: "增长课,第1讲; 入门",
      startAt: new Date("2026-01-31T16:30:00Z"),
      endAt: new Date("2026-01-31T18:00:00Z"),
    });
    const res = await fetch(`${srv.url}/calendar/training/${t.strId}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain(`training-${t.strId}.ics`);
    const ics = await res.text();
    const unfolded = ics.replace(/\r\n /g, "");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(unfolded).toContain("DTSTART;TZID=Asia/Shanghai:20260201T003000\r\n");
    expect(unfolded).toContain("DTEND;TZID=Asia/Shanghai:20260201T020000\r\n");
    expect(unfolded).toContain("TZOFFSETTO:+0800");
    expect(unfolded).toContain("SUMMARY:增长课\\,第1讲\\; 入门\r\n");
    expect(unfolded).toContain(`URL:${srv.url}/Training/Detail/${t.strId}`);
    expect(unfolded).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\n.*\r\nTRIGGER:-PT30M\r\nEND:VALARM/);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  test("an unknown or unpublished session answers 404", async () => {
    const hidden = await makeTraining(srv.deps.db, { published: 0 });
    expect((await fetch(`${srv.url}/calendar/training/${hidden.strId}.ics`)).status).toBe(404);
    expect((await fetch(`${srv.url}/calendar/training/nope.ics`)).status).toBe(404);
  });
});

describe("start reminders", () => {
  test("text each person holding a place once, even with several processes running the job at once", async () => {
    const db = srv.deps.db;
    const soon = await makeTraining(db, {
      title: "提醒测试课",
      capacity: 2,
      isApprove: 1,
      startAt: new Date(Date.now() + 30 * MINUTE),
      endAt: new Date(Date.now() + 90 * MINUTE),
    });
    const later = await makeTraining(db, {
      title: "明天的课",
      startAt: new Date(Date.now() + 24 * 60 * MINUTE),
      endAt: new Date(Date.now() + 25 * 60 * MINUTE),
    });
    const [a, b, waiting] = await signedInPeople(db, srv.url, 3, 19100000000);
    const signed = [];
    for (const p of [a, b, waiting]) signed.push(await p.client.call<{ data: { attendId: number } }>(`training/apply?id=${soon.strId}`));
    await b.client.call(`training/apply?id=${later.strId}`);
    // a is approved; b still under review; the third waits for a place: only a is reminded.
    await approveAttend(db, signed[0].data.data.attendId);

    const runs = await Promise.all(Array.from({ length: 4 }, () => sendStartReminders(db, srv.deps.sms)));
    expect(runs.reduce((x, y) => x + y, 0)).toBe(1);
    const texts = await db.select().from(smsOutbox).where(like(smsOutbox.text, "%提醒测试课%"));
    expect(texts.map((m) => m.mobile)).toEqual([a.mobile]);
    expect(texts[0].text).toContain("将于");
    expect(await sendStartReminders(db, srv.deps.sms)).toBe(0);
    const [row] = await db.select({ remindedAt: trainings.remindedAt }).from(trainings).where(eq(trainings.id, later.id));
    expect(row.remindedAt).toBeNull();
  });
});
