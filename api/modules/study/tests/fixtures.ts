import { expect } from "bun:test";
import type { Envelope } from "@/api/contract/protocol/client";
import type { Db } from "@/db/client";
import { courseEnrollments, courses } from "@/db/schema/course";
import { interestOptions } from "@/db/schema/interest";
import { coursePacks } from "@/db/schema/study";
import { trainingAttends, trainings, trainingVisits } from "@/db/schema/training";
import type { TestClient } from "@/tests/support/client";

let serial = 0;

/** A published course (unless told otherwise). */
export async function makeCourse(db: Db, values: Partial<typeof courses.$inferInsert> = {}) {
  const n = ++serial;
  const [row] = await db
    .insert(courses)
    .values({ strId: `pc${process.pid}x${n}`, title: `学习包课程${n}`, cover: `/cover/${n}.png`, ...values })
    .returning();
  return row!;
}

/** A published live session (unless told otherwise), tomorrow. */
export async function makeSession(db: Db, values: Partial<typeof trainings.$inferInsert> = {}) {
  const n = ++serial;
  const start = new Date(Date.now() + 24 * 3600_000);
  const [row] = await db
    .insert(trainings)
    .values({
      strId: `pt${process.pid}x${n}`,
      title: `学习包直播${n}`,
      startAt: start,
      endAt: new Date(start.getTime() + 3600_000),
      ...values,
    })
    .returning();
  return row!;
}

/** A pack written straight to the database (for states no portal call makes: recommended, hidden, with points). */
export async function makePack(db: Db, creatorId: number, values: Partial<typeof coursePacks.$inferInsert> = {}) {
  const [row] = await db
    .insert(coursePacks)
    .values({ creatorId, title: `学习包${++serial}`, ...values })
    .returning();
  return row!;
}

/** The course player's mark of a finished course. */
export async function finishCourse(db: Db, userId: number, courseId: number) {
  await db.insert(courseEnrollments).values({ userId, courseId, startedAt: new Date(), finishedAt: new Date() });
}

/** A place held in the session and a visit to its room: attended. */
export async function attendSession(db: Db, userId: number, trainingId: number) {
  await db.insert(trainingAttends).values({ trainingId, userId, status: "signed" });
  await db.insert(trainingVisits).values({ trainingId, userId, kind: "live" });
}

/** Two new options of the interest survey's topic question. */
export async function twoOptions(db: Db) {
  const rows = await db
    .insert(interestOptions)
    .values([1, 2].map((i) => ({ cateId: 8 as const, title: `学习包话题${++serial}-${i}` })))
    .returning({ id: interestOptions.id });
  return rows.map((r) => r.id);
}

/** A call that must succeed: answers its data. */
export async function ok<T>(client: TestClient, path: string, payload: Record<string, unknown> = {}) {
  const answer: Envelope<T> = await client.call<T>(path, payload);
  expect({ path, code: answer.code, msg: answer.msg }).toEqual({ path, code: 0, msg: expect.any(String) });
  return answer.data;
}

/** A call that must fail with code 1 and `msg`: answers the envelope. */
export async function refused(client: TestClient, path: string, payload: Record<string, unknown>, msg: string) {
  const answer = await client.call(path, payload);
  expect({ path, code: answer.code, msg: answer.msg }).toEqual({ path, code: 1, msg });
  return answer;
}
