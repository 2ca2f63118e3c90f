import { and, eq, getTableColumns, ne, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { pick } from "@/api/contract/pick";
import { trainingAttends, trainings } from "@/db/schema/training";

/**
 * Live sessions as other features join them (a pack's or a tab's items, a growth plan's tasks): what a link or a card
 * shows and whether it is published. A plain subquery, planned as the join it replaces.
 */
export const sessions = new QueryBuilder()
  .select(pick(getTableColumns(trainings), ["id", "strId", "title", "cover", "descripts", "lecturer", "published", "createdAt"]))
  .from(trainings)
  .as("sessions");

/** The published sessions' ids, as a subquery (`inArray(x.trainingId, publishedSessionIds)`). */
export const publishedSessionIds = new QueryBuilder().select({ id: trainings.id }).from(trainings).where(eq(trainings.published, 1));

/**
 * The published sessions people signed up for and still hold (not released), one row per sign-up with its person
 * (`user_id`) and when it was made (`at`): a person's pack page offers what they studied.
 */
export const attendedSessions = new QueryBuilder()
  .select({
    userId: trainingAttends.userId,
    id: trainings.id,
    strId: trainings.strId,
    title: trainings.title,
    cover: trainings.cover,
    at: sql<Date>`${trainingAttends.createdAt}`.as("at"),
  })
  .from(trainingAttends)
  .innerJoin(trainings, eq(trainings.id, trainingAttends.trainingId))
  .where(and(eq(trainings.published, 1), ne(trainingAttends.status, "released")))
  .as("attended_sessions");
