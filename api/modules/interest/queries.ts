import { asc, eq, inArray } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { interestAnswers, interestOptions } from "@/db/schema/interest";
import type { ChosenOption } from "../../contract/interest";

/** Every option of the survey, in the order it shows them. */
export const listOptions = (db: Conn) =>
  db.select().from(interestOptions).orderBy(asc(interestOptions.cateId), asc(interestOptions.sort), asc(interestOptions.id));

/** The person's chosen options with what they wrote for 其他. */
export const listAnswers = (db: Conn, userId: number) =>
  db.select({ id: interestAnswers.optionId, text: interestAnswers.text }).from(interestAnswers).where(eq(interestAnswers.userId, userId));

export async function hasAnswers(db: Conn, userId: number) {
  const [row] = await db.select({ id: interestAnswers.optionId }).from(interestAnswers).where(eq(interestAnswers.userId, userId)).limit(1);
  return !!row;
}

/** The person's answers become exactly `chosen`. */
export async function replaceAnswers(db: Conn, userId: number, chosen: ChosenOption[]) {
  await db.delete(interestAnswers).where(eq(interestAnswers.userId, userId));
  if (chosen.length) await db.insert(interestAnswers).values(chosen.map((c) => ({ userId, optionId: c.id, text: c.text })));
}

/** An option's category and parent, or undefined when there is no such option. */
export async function parentOf(db: Conn, id: number) {
  const [row] = await db
    .select({ cateId: interestOptions.cateId, parentId: interestOptions.parentId })
    .from(interestOptions)
    .where(eq(interestOptions.id, id));
  return row;
}

/** Whether an option has follow-up options below it. */
export async function hasFollowUps(db: Conn, id: number) {
  const [child] = await db.select({ id: interestOptions.id }).from(interestOptions).where(eq(interestOptions.parentId, id)).limit(1);
  return Boolean(child);
}

/** Options by id with their category (another feature's choice among the survey's options, e.g. a growth plan's post). */
export const findOptions = (db: Conn, ids: number[]) =>
  ids.length
    ? db
        .select({
          id: interestOptions.id,
          cateId: interestOptions.cateId,
          parentId: interestOptions.parentId,
          title: interestOptions.title,
        })
        .from(interestOptions)
        .where(inArray(interestOptions.id, ids))
    : Promise.resolve([]);
