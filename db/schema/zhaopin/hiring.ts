import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { InterviewStatus } from "@/api/contract/zhaopin-interviews";
import { users } from "../account/users";
import { companies } from "../company";
import { applications, cvs, positions } from "../zhaopin";

/**
 * Recruitment that reaches people (issue 38, docs/decisions/0056): who got whose contact, interview invitations and
 * their replies, and the companies a person hides their CV from.
 */

/**
 * A company's HR got a person's contact (mobile, e-mail): by the CV they sent it (`application`), or by an invitation
 * from the talent pool the person accepted (`invitation`). One row a company and person and way, the first time; the
 * person sees them (谁获取了我的联系方式).
 */
export const contactReveals = pgTable(
  "contact_reveals",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    how: text("how", { enum: ["application", "invitation"] }).notNull(),
    /** The HR account that opened it first (null once that account is gone). */
    viewerId: integer("viewer_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("contact_reveals_uq").on(t.companyId, t.userId, t.how),
    index("contact_reveals_user_idx").on(t.userId, t.createdAt),
    check("contact_reveals_how_ck", sql`${t.how} in ('application', 'invitation')`),
  ],
);

/**
 * A 面试邀请 HR sent, from an application or from the talent pool (no application): when (a Beijing time, stored as
 * an instant), where (an address or an online meeting link), whom to call, a note; the candidate's reply (接受, 拒绝
 * or 改约 with a proposed time and a note); a cancel by either side with its reason; the reminder two hours before.
 * One open invitation (pending, accepted or asked to reschedule) per application, and per company and person from the
 * talent pool.
 */
export const interviews = pgTable(
  "interviews",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cvId: integer("cv_id")
      .notNull()
      .references(() => cvs.id, { onDelete: "cascade" }),
    /** Null: an invitation from the talent pool. */
    applicationId: integer("application_id").references(() => applications.id, { onDelete: "cascade" }),
    positionId: integer("position_id").references(() => positions.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    place: text("place").notNull().default(""),
    onlineUrl: text("online_url").notNull().default(""),
    contactName: text("contact_name").notNull(),
    contactPhone: text("contact_phone").notNull(),
    note: text("note").notNull().default(""),
    status: text("status").$type<InterviewStatus>().notNull().default("pending"),
    replyNote: text("reply_note").notNull().default(""),
    /** 改约: the time the candidate proposes instead. */
    proposedAt: timestamp("proposed_at", { withTimezone: true }),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by", { enum: ["company", "candidate"] }),
    cancelReason: text("cancel_reason").notNull().default(""),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("interviews_open_application_uq")
      .on(t.applicationId)
      .where(sql`${t.applicationId} is not null and ${t.status} in ('pending', 'accepted', 'reschedule')`),
    uniqueIndex("interviews_open_talent_uq")
      .on(t.companyId, t.userId)
      .where(sql`${t.applicationId} is null and ${t.status} in ('pending', 'accepted', 'reschedule')`),
    index("interviews_user_idx").on(t.userId, t.startsAt),
    index("interviews_company_idx").on(t.companyId, t.startsAt),
    index("interviews_reminder_idx").on(t.startsAt).where(sql`${t.remindedAt} is null and ${t.status} in ('pending', 'accepted')`),
    check("interviews_status_ck", sql`${t.status} in ('pending', 'accepted', 'declined', 'reschedule', 'cancelled')`),
    check("interviews_where_ck", sql`${t.place} <> '' or ${t.onlineUrl} <> ''`),
    check("interviews_cancel_ck", sql`(${t.status} = 'cancelled') = (${t.cancelledBy} is not null)`),
  ],
);

/** 屏蔽企业: a company whose HR never sees the person's CV in the talent pool or its search. */
export const cvBlockedCompanies = pgTable(
  "cv_blocked_companies",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index("cv_blocked_companies_company_idx").on(t.companyId)],
);
