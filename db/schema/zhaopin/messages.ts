import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { MessageReview, MessageSide } from "@/api/contract/zhaopin-messages";
import { users } from "../account/users";
import { companies } from "../company";
import { hideableColumns } from "../moderation";
import { applications } from "../zhaopin";

/**
 * 沟通 (issue 38 part 3, docs/decisions/0056): the messages of an application's conversation, and per conversation
 * each side's unread count, the side that wrote last (and how many in a row) and when each side was last told.
 */

/** A message, with its report (by the other side) and an operator's review of it. */
export const applicationMessages = pgTable(
  "application_messages",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    side: text("side").$type<MessageSide>().notNull(),
    /** The account that wrote it (null once that account is gone). */
    senderId: integer("sender_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    reportReason: text("report_reason").notNull().default(""),
    reportedBy: integer("reported_by").references(() => users.id, { onDelete: "set null" }),
    /** Null until reported; then pending until an operator dismisses it or hides the message. */
    review: text("review").$type<MessageReview>(),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    ...hideableColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("application_messages_thread_idx").on(t.applicationId, t.id),
    index("application_messages_review_idx").on(t.review, t.reportedAt).where(sql`${t.review} is not null`),
    check("application_messages_side_ck", sql`${t.side} in ('company', 'candidate')`),
    check("application_messages_review_ck", sql`${t.review} is null or ${t.review} in ('pending', 'dismissed', 'hidden')`),
    check("application_messages_body_ck", sql`char_length(${t.body}) between 1 and 500`),
  ],
);

/** One row per application with a message: the counts both sides' badges sum, and the once-an-hour notice's clock. */
export const applicationConversations = pgTable(
  "application_conversations",
  {
    applicationId: integer("application_id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastMessageId: integer("last_message_id").notNull(),
    lastSide: text("last_side").$type<MessageSide>().notNull(),
    /** How many the last side sent in a row (MESSAGES_UNANSWERED_MAX). */
    streak: integer("streak").notNull().default(1),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull(),
    candidateUnread: integer("candidate_unread").notNull().default(0),
    companyUnread: integer("company_unread").notNull().default(0),
    candidateNotifiedAt: timestamp("candidate_notified_at", { withTimezone: true }),
    companyNotifiedAt: timestamp("company_notified_at", { withTimezone: true }),
  },
  (t) => [
    index("application_conversations_user_idx").on(t.userId, t.lastMessageAt),
    index("application_conversations_company_unread_idx").on(t.companyId).where(sql`${t.companyUnread} > 0`),
  ],
);
