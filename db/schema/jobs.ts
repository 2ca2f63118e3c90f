import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** One row per minute job and minute: the process whose insert lands runs that tick, the others skip it. */
export const jobTicks = pgTable(
  "job_ticks",
  {
    job: text("job").notNull(),
    minute: timestamp("minute", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.job, t.minute] })],
);
