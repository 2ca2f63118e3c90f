import { eq, getTableColumns } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { pick } from "@/api/contract/pick";
import { trainings } from "@/db/schema/training";

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
