import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beijingDate } from "@/api/contract/beijing-time";
import { localStorageDriver } from "@/api/providers/storage/local";
import type { Database } from "@/db/client";
import { users } from "@/db/schema/account/users";
import { certificates } from "@/db/schema/certification/certificates";
import { examRegistrations } from "@/db/schema/certification/exams";
import { invoiceRequests, lecturerSubmissions, paperCertificateRequests } from "@/db/schema/certification/requests";
import { paymentNotifications, paymentOrders } from "@/db/schema/pay";
import { seedCertificates } from "@/db/seed/certificates";
import { seedCertification } from "@/db/seed/certification";
import { seedCertificationRequests } from "@/db/seed/certification-requests";
import { silentLog } from "@/db/seed/progress";
import { seedDemoUsers } from "@/db/seed/users";
import { freshDatabase } from "@/tests/support/database";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
}, 60_000);
afterAll(() => database.close());

test("the seeded passed candidates hold a certificate each (13900000016 among them), and seeding again issues no second one", async () => {
  const db = database.db;
  await seedDemoUsers(db, silentLog);
  await seedCertification(db, localStorageDriver(mkdtempSync(join(tmpdir(), "xuexi-covers-"))), silentLog);
  await seedCertificates(db, silentLog);
  await seedCertificates(db, silentLog);
  const held = await db
    .select({
      number: certificates.number,
      code: certificates.code,
      score: certificates.score,
      holderName: certificates.holderName,
      chineseName: users.chineseName,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(eq(users.mobile, "13900000016"));
  expect(held).toHaveLength(1);
  expect(held[0]).toMatchObject({ score: 86, holderName: held[0]!.chineseName });
  expect(held[0]!.number).toMatch(/^CERT\d{10}$/);
  // 13900000015 passed too (the requester in the back office's queues).
  expect(await db.select().from(certificates)).toHaveLength(2);
});

test("each seeded certificate is dated the day its score was recorded, as the exam record shows it, and runs 24 months", async () => {
  const issued = await database.db
    .select({ issuedAt: certificates.issuedAt, expiresAt: certificates.expiresAt, resultAt: examRegistrations.resultAt })
    .from(certificates)
    .innerJoin(examRegistrations, eq(examRegistrations.id, certificates.registrationId));
  expect(issued).toHaveLength(2);
  for (const c of issued) {
    expect(beijingDate(c.issuedAt)).toBe(beijingDate(c.resultAt!));
    const expiry = new Date(c.issuedAt);
    expiry.setUTCMonth(expiry.getUTCMonth() + 24);
    expect(beijingDate(c.expiresAt!)).toBe(beijingDate(expiry));
  }
});

test("the back office's queues have the demo requester's paper certificate, invoice and course, and every paid attempt its order, once", async () => {
  const db = database.db;
  await seedCertificationRequests(db, silentLog);
  await seedCertificationRequests(db, silentLog);
  const [requester] = await db.select().from(users).where(eq(users.mobile, "13900000015"));
  expect(await db.select().from(paperCertificateRequests)).toEqual([
    expect.objectContaining({ userId: requester!.id, status: "requested", city: "深圳市" }),
  ]);
  expect(await db.select().from(invoiceRequests)).toEqual([
    expect.objectContaining({ userId: requester!.id, status: "requested", amountFen: 19900 }),
  ]);
  expect(await db.select().from(lecturerSubmissions)).toEqual([expect.objectContaining({ userId: requester!.id, status: "submitted" })]);

  const paid = await db.select().from(examRegistrations).where(eq(examRegistrations.payMethod, "sandbox"));
  const orders = await db.select().from(paymentOrders);
  expect(orders.map((o) => o.subjectId).sort()).toEqual(paid.map((r) => r.id).sort());
  for (const o of orders) expect(o).toMatchObject({ status: "paid", amountFen: paid.find((r) => r.id === o.subjectId)!.paidFen });
  expect(await db.select().from(paymentNotifications)).toHaveLength(orders.length);
});
