import { text, timestamp } from "drizzle-orm/pg-core";

/**
 * The columns of a text an operator may hide with a reason (audited; the reason goes in the author's letter where one
 * is sent). Null `hiddenAt` is shown.
 */
export const hideableColumns = () => ({
  hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  hiddenReason: text("hidden_reason").notNull().default(""),
});
