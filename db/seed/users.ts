import { fakerZH_CN as f } from "@faker-js/faker";
import { asc, sql } from "drizzle-orm";
import { users } from "@/db/schema/account/users";
import { industries } from "@/db/schema/common";
import { companies } from "@/db/schema/company";
import type { Db } from "../client";
import type { SeedLog } from "./progress";
import { APPLICANT } from "./registration";

/** Demo accounts of the README: sign in with these numbers through the SMS outbox. */
const DEMO_OPERATOR_MOBILE = "13900000000";
const DEMO_HR_MOBILE = "13900000001";
/** A second operator (审核员), so two people can work in the back office at once. */
const DEMO_REVIEWER_MOBILE = "13900000099";
const LEARNER_COUNT = 40;
const LEARNER_FIRST_MOBILE = 13900000002;

/** The demo accounts as `bun run start` tells a developer about them (scripts/start-banner.ts). */
export const DEMO_ACCOUNTS = {
  operators: [DEMO_OPERATOR_MOBILE, DEMO_REVIEWER_MOBILE],
  hr: DEMO_HR_MOBILE,
  /** The enterprise applicant waiting for an operator's 通过 (db/seed/registration.ts). */
  applicant: APPLICANT.mobile,
  learners: [String(LEARNER_FIRST_MOBILE), String(LEARNER_FIRST_MOBILE + LEARNER_COUNT - 1)],
} as const;
/** Bulk benchmark users take the numbers 166 0000 0000 upwards, apart from every demo account. */
const BULK_FIRST_MOBILE = 16600000000;
const BULK_BATCH = 1000;

type Profile = { chineseName: string; companyName: string; industryFirst: number | null; industryLast: number | null };

/** Hands out plausible profiles: a Chinese name, a seeded company and a valid industry pair. */
async function profileMaker(db: Db) {
  const companyNames = (await db.select({ name: companies.companyName }).from(companies).orderBy(asc(companies.id))).map((c) => c.name);
  const all = await db.select({ id: industries.id, parentId: industries.parentId }).from(industries).orderBy(asc(industries.id));
  const pairs = all
    .filter((i) => i.parentId === 0)
    .flatMap((first): [number, number | null][] => {
      const subs = all.filter((i) => i.parentId === first.id);
      return subs.length ? subs.map((s) => [first.id, s.id]) : [[first.id, null]];
    });
  return (): Profile => {
    const [industryFirst, industryLast] = pairs.length ? f.helpers.arrayElement(pairs) : [null, null];
    return {
      chineseName: f.person.fullName(),
      companyName: companyNames.length ? f.helpers.arrayElement(companyNames) : "",
      industryFirst,
      industryLast,
    };
  };
}

/** Two operators, the enterprise HR and a few dozen learners; the two staff accounts always get their roles back. */
export async function seedDemoUsers(db: Db, log: SeedLog) {
  f.seed(2260);
  const profile = await profileMaker(db);
  const [company] = await db.select().from(companies).orderBy(asc(companies.id)).limit(1);
  const staff = [
    { mobile: DEMO_OPERATOR_MOBILE, roles: ["person", "operator"], companyId: null },
    { mobile: DEMO_REVIEWER_MOBILE, roles: ["person", "operator"], companyId: null },
    { mobile: DEMO_HR_MOBILE, roles: ["person", "enterprise"], companyId: company?.id ?? null },
  ];
  const step = log.step("演示用户", staff.length + LEARNER_COUNT);
  for (const s of staff) {
    const p = profile();
    const companyName = s.companyId ? company.companyName : p.companyName;
    await db
      .insert(users)
      .values({ areaCode: "+86", ...p, companyName, ...s })
      .onConflictDoUpdate({ target: [users.areaCode, users.mobile], set: { roles: s.roles, companyId: s.companyId } });
    step.tick();
  }
  const learners = Array.from({ length: LEARNER_COUNT }, (_, i) => ({
    areaCode: "+86",
    mobile: String(LEARNER_FIRST_MOBILE + i),
    ...profile(),
  }));
  await db.insert(users).values(learners).onConflictDoNothing();
  step.tick(LEARNER_COUNT);
  step.done();
}

/**
 * `count` extra learners for benchmarks, numbered from 166 0000 0000: multi-row inserts of 1000,
 * ON CONFLICT DO NOTHING so a rerun adds only what is missing. Answers how many were new.
 */
export async function seedBulkUsers(db: Db, count: number, log: SeedLog) {
  const profile = await profileMaker(db);
  const before = await countUsers(db);
  const step = log.step("批量用户", count);
  for (let start = 0; start < count; start += BULK_BATCH) {
    // Seeded per batch, so the n-th bulk user is the same person whatever the count.
    f.seed(start / BULK_BATCH + 1);
    const rows = Array.from({ length: Math.min(BULK_BATCH, count - start) }, (_, i) => ({
      areaCode: "+86",
      mobile: String(BULK_FIRST_MOBILE + start + i),
      ...profile(),
    }));
    await db.insert(users).values(rows).onConflictDoNothing();
    step.tick(rows.length);
  }
  step.done();
  return (await countUsers(db)) - before;
}

export async function countUsers(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n;
}

export async function hasUsers(db: Db) {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return Boolean(row);
}
