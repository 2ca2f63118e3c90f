import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../account/users";
import { examRegistrations } from "./exams";

/**
 * A camera photo taken by Pearson/ExamUserCheck before an ID-card candidate pays for a video exam. The photo is
 * personal data in private storage, deleted with its row after 7 days (spec 001 section 9).
 */
export const examChecks = pgTable(
  "exam_checks",
  {
    id: serial("id").primaryKey(),
    registrationId: integer("registration_id")
      .notNull()
      .references(() => examRegistrations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceId: text("device_id").notNull().default(""),
    deviceName: text("device_name").notNull().default(""),
    /** The storage key of the photo. */
    photoKey: text("photo_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("exam_checks_registration_idx").on(t.registrationId), index("exam_checks_created_idx").on(t.createdAt)],
);
