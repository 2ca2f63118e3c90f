import { bigint, pgTable, text } from "drizzle-orm/pg-core";

/**
 * A counter per data set ('courses': courses, their lessons and categories; 'positions': positions and companies, migration 0037; 'trainings': what the pack search reads of live sessions, migration 0040; 'exam_questions': the exams' question banks, migration 0062), bumped by a statement trigger in every
 * transaction that writes one of its tables (migration 0029), whoever writes: a process may keep answers read from
 * the set in memory (db/answer-cache.ts) for as long as the version it read them under is still the current one.
 */
export const dataVersions = pgTable("data_versions", {
  name: text("name").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
