import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { Database } from "../../../../../db/client";
import { certificates, users } from "../../../../../db/schema";
import { seedCertificates } from "../../../../../db/seed/certificates";
import { seedCertification } from "../../../../../db/seed/certification";
import { silentLog } from "../../../../../db/seed/progress";
import { seedDemoUsers } from "../../../../../db/seed/users";
import { freshDatabase } from "../../../../../tests/support/database";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
}, 60_000);
afterAll(() => database.close());

test("the seeded passed candidate 13900000016 holds a certificate, and seeding again issues no second one", async () => {
  const db = database.db;
  await seedDemoUsers(db, silentLog);
  await seedCertification(db, silentLog);
  await seedCertificates(db, silentLog);
  await seedCertificates(db, silentLog);
  const held = await db
    .select({ number: certificates.number, code: certificates.code, score: certificates.score, holderName: certificates.holderName, chineseName: users.chineseName })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(eq(users.mobile, "13900000016"));
  expect(held).toHaveLength(1);
  expect(held[0]).toMatchObject({ score: 86, holderName: held[0]!.chineseName });
  expect(held[0]!.number).toMatch(/^CERT\d{10}$/);
  expect(await db.select().from(certificates)).toHaveLength(1);
});
