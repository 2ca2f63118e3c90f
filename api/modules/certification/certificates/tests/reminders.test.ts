import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { certificates } from "@/db/schema/certification/certificates";
import { letters } from "@/db/schema/letters/letters";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { recordResult } from "../../results/record";
import { bookedAttempt, makeExam } from "../../results/tests/fixtures";
import { sendExpiryReminders } from "../reminders";

const DAY = 24 * 3600_000;
let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

/** A certificate lapsing in `days` (null: never), revoked when asked. */
async function certificateLapsingIn(days: number | null, revoked = false) {
  const exam = await makeExam(srv.deps.db, { name: `到期提醒考试${days}` });
  const { reg, user } = await bookedAttempt(srv.deps.db, exam.id);
  const result = await srv.deps.db.transaction((tx) => recordResult(tx, srv.deps.sms, reg.id, 95));
  const cert = result!.certificate!;
  await srv.deps.db
    .update(certificates)
    .set({ expiresAt: days === null ? null : new Date(Date.now() + days * DAY), revokedAt: revoked ? new Date() : null })
    .where(eq(certificates.id, cert.id));
  return { cert, user };
}

const reminderLetters = (userId: number) =>
  srv.deps.db
    .select()
    .from(letters)
    .where(eq(letters.userId, userId))
    .then((rows) => rows.filter((l) => l.title === "证书即将到期"));

test("a letter 30 days before a certificate lapses, once, however many processes run the job at once", async () => {
  const soon = await certificateLapsingIn(20);
  const later = await certificateLapsingIn(45);
  const never = await certificateLapsingIn(null);
  const revoked = await certificateLapsingIn(10, true);
  const lapsed = await certificateLapsingIn(-1);

  const runs = await Promise.all(Array.from({ length: 4 }, () => sendExpiryReminders(srv.deps.db)));
  expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
  expect(await sendExpiryReminders(srv.deps.db)).toBe(0);

  const [letter, ...more] = await reminderLetters(soon.user.id);
  expect(more).toHaveLength(0);
  expect(letter?.content).toContain(`证书（编号 ${soon.cert.number}）将于`);
  expect(letter?.link).toBe(`/certificate/print?number=${soon.cert.number}`);
  for (const other of [later, never, revoked, lapsed]) expect(await reminderLetters(other.user.id)).toHaveLength(0);

  // Fifteen days on, the 45-day certificate is due its letter; the first is not written to again.
  expect(await sendExpiryReminders(srv.deps.db, new Date(Date.now() + 15 * DAY + 60_000))).toBe(1);
  expect(await reminderLetters(later.user.id)).toHaveLength(1);
  expect(await reminderLetters(soon.user.id)).toHaveLength(1);
});
