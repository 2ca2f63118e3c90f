import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { startPlan } from "@/api/modules/growplan/service";
import { awardPoints, expirePoints, spendPoints } from "@/api/modules/points/service";
import { users } from "@/db/schema/account/users";
import { medalLevels, medals, userMedals } from "@/db/schema/activity";
import { courseEnrollments, courses } from "@/db/schema/course";
import { interestOptions } from "@/db/schema/interest";
import type { Db } from "../client";
import { beijingAt } from "./clock";
import type { SeedLog } from "./progress";

/** The credits journey's learner (tests/e2e/my-credits.e2e.ts), apart from every other demo account. */
const CREDITS_LEARNER = "13900000070";
/** The demo learner of the screenshots (db/seed/course-history.ts). */
const MAIN_LEARNER = "13900000002";

/** Points earned over the months: [reason, points, earned days ago, lapses in days (negative: lapsed)]. */
const LOTS: [string, number, number, number][] = [
  ["签到奖励", 10, 400, -35],
  ["勋章奖励：学习天数", 25, 380, -15],
  ["课程学习奖励", 40, 340, 20],
  ["直播互动奖励", 15, 200, 165],
  ["活动任务奖励", 30, 90, 275],
  ["课程评价奖励", 5, 12, 353],
];

const SOURCE = "seed.credits";

/**
 * Credits, medals and finished courses for two learners (docs/decisions/0032): points earned over a year, some
 * lapsed (the expiry run books them off), one lot about to lapse, one spend; the first level of three medals; four
 * finished courses so the skill radar has a shape. Idempotent: every award has its source key.
 */
export async function seedCredits(db: Db, log: SeedLog) {
  // The main learner's industry pair: a valid one, as every demo profile has.
  const [main] = await db
    .select({ industryFirst: users.industryFirst, industryLast: users.industryLast, companyName: users.companyName })
    .from(users)
    .where(and(eq(users.areaCode, "+86"), eq(users.mobile, MAIN_LEARNER)));
  await db
    .insert(users)
    .values({ areaCode: "+86", mobile: CREDITS_LEARNER, chineseName: "林学分", ...main })
    .onConflictDoNothing();
  const people = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.areaCode, "+86"), inArray(users.mobile, [CREDITS_LEARNER, MAIN_LEARNER])));
  const step = log.step("积分与学分", people.length);
  const levels = await db
    .select({ id: medalLevels.id, score: medalLevels.score, name: medals.name })
    .from(medalLevels)
    .innerJoin(medals, eq(medals.id, medalLevels.medalId))
    .where(eq(medalLevels.level, 1))
    .orderBy(asc(medals.id))
    .limit(3);
  const tagged = await db
    .select({ id: courses.id })
    .from(courses)
    .where(sql`cardinality(${courses.tagIds}) > 0`)
    .orderBy(asc(courses.id))
    .limit(4);
  for (const person of people) {
    await db.transaction(async (tx) => {
      for (const [i, [reason, amount, ago, lapses]] of LOTS.entries()) {
        const at = beijingAt(-ago, 10);
        await awardPoints(tx, {
          userId: person.id,
          amount,
          reason,
          sourceType: SOURCE,
          sourceId: i + 1,
          at,
          expiresAt: beijingAt(lapses, 10),
        });
      }
      for (const level of levels) {
        const claimed = await tx.insert(userMedals).values({ userId: person.id, medalLevelId: level.id }).onConflictDoNothing().returning();
        if (claimed.length && level.score > 0)
          await awardPoints(tx, {
            userId: person.id,
            amount: level.score,
            reason: `勋章奖励：${level.name}`,
            sourceType: "medal.level",
            sourceId: level.id,
          });
      }
      if (person.mobile === CREDITS_LEARNER) {
        const done = beijingAt(-20, 20);
        await tx
          .insert(courseEnrollments)
          .values(
            tagged.map((c) => ({ userId: person.id, courseId: c.id, startedAt: beijingAt(-30, 20), finishedAt: done, lastStudyAt: done })),
          )
          .onConflictDoNothing();
      }
    });
    // What has lapsed is booked off first, so the spend takes from what is left.
    await expirePoints(db, person.id);
    await db.transaction((tx) =>
      spendPoints(tx, { userId: person.id, amount: 12, reason: "积分兑换：学习笔记本", sourceType: "seed.credits.spend", sourceId: 1 }),
    );
    if (person.mobile === CREDITS_LEARNER) await chooseGrowPlan(db, person.id);
    step.tick();
  }
  step.done();
}

/** The credits learner's growth plan (the general one, for a post of their own), so 专项考试 lists its exams. */
async function chooseGrowPlan(db: Db, userId: number) {
  const first = async (cateId: 3 | 4) => {
    const [o] = await db
      .select({ id: interestOptions.id })
      .from(interestOptions)
      .where(and(eq(interestOptions.cateId, cateId), isNull(interestOptions.parentId)))
      .orderBy(asc(interestOptions.sort), asc(interestOptions.id))
      .limit(1);
    return o?.id;
  };
  const [industryId, stageId] = [await first(3), await first(4)];
  if (industryId && stageId) await startPlan(db, userId, { postId: null, customPost: "营销专员", stageId, industryId });
}
