import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { AttendAnswer, AttendSetting } from "@/api/contract/training";
import { users } from "./account/users";

export const trainingCategories = pgTable("training_categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  sort: integer("sort").notNull().default(0),
});

/** The texts and QR codes of the sign-up result pop-ups (spec 000 section 3, detailButton). */
export type DetailButton = {
  auditText: string;
  auditQrCode: string;
  auditQrCodeText: string;
  successText: string;
  successQrCode: string;
  successQrCodeText: string;
};

/** A live session. `seatsTaken` counts the places held; the CHECK keeps it within `capacity` under any concurrency. */
export const trainings = pgTable(
  "trainings",
  {
    id: serial("id").primaryKey(),
    /** The public id in routes and calls (/Training/Detail/{strId}). */
    strId: text("str_id").notNull().unique(),
    title: text("title").notNull(),
    categoryId: integer("category_id").references(() => trainingCategories.id),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    cover: text("cover").notNull().default(""),
    descripts: text("descripts").notNull().default(""),
    /** JSON text of people [{name, title, imgUrl}], parsed for the portal (spec 000 section 3). */
    lecturer: text("lecturer").notNull().default("[]"),
    qrcode: text("qrcode").notNull().default(""),
    detailButton: jsonb("detail_button").$type<DetailButton>(),
    siYuQrText: text("si_yu_qr_text").notNull().default(""),
    joinUrl: text("join_url").notNull().default(""),
    /** The replay link. */
    dbUrl: text("db_url").notNull().default(""),
    isApprove: integer("is_approve").notNull().default(0),
    /** Only invited mobile numbers may sign up. */
    directed: integer("directed").notNull().default(0),
    /** Null means unlimited. */
    capacity: integer("capacity"),
    seatsTaken: integer("seats_taken").notNull().default(0),
    /** Home list placement (learning/GetHomeLiveList). */
    columnType: integer("column_type").notNull().default(0),
    modulesId: integer("modules_id").notNull().default(0),
    specialColumnId: integer("special_column_id").notNull().default(0),
    isHot: integer("is_hot").notNull().default(0),
    /** The catalogue filters (spec 001 "Training list"): training industries and learning tags the session is about. */
    industryIds: integer("industry_ids").array().notNull().default(sql`'{}'::integer[]`),
    tagIds: integer("tag_ids").array().notNull().default(sql`'{}'::integer[]`),
    /** Shown in the home choice-ness pop-up (the spec's isChoiceness). */
    isFeatured: integer("is_featured").notNull().default(0),
    published: integer("published").notNull().default(1),
    /** Set by the one process that claimed the start reminder. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("trainings_start_idx").on(t.startAt),
    index("trainings_home_idx").on(t.columnType, t.modulesId, t.specialColumnId),
    index("trainings_industry_ids_idx").using("gin", t.industryIds),
    index("trainings_tag_ids_idx").using("gin", t.tagIds),
    check("trainings_seats_ck", sql`${t.seatsTaken} >= 0 and (${t.capacity} is null or ${t.seatsTaken} <= ${t.capacity})`),
    check("trainings_time_ck", sql`${t.endAt} >= ${t.startAt}`),
    check("trainings_flags_ck", sql`${t.isApprove} in (0, 1) and ${t.directed} in (0, 1) and ${t.published} in (0, 1)`),
  ],
);

/** The profile fields a session's sign-up form asks for (userDetailList). */
export const trainingSettings = pgTable(
  "training_settings",
  {
    id: serial("id").primaryKey(),
    trainingId: integer("training_id")
      .notNull()
      .references(() => trainings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    typeId: integer("type_id").notNull(),
    isRequired: integer("is_required").notNull().default(0),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("training_settings_training_idx").on(t.trainingId)],
);

export const trainingQuestions = pgTable(
  "training_questions",
  {
    id: serial("id").primaryKey(),
    trainingId: integer("training_id")
      .notNull()
      .references(() => trainings.id, { onDelete: "cascade" }),
    /** 1 single choice, 2 multiple choice, 3 free text. */
    questionType: integer("question_type").notNull(),
    questionName: text("question_name").notNull(),
    isRequired: integer("is_required").notNull().default(0),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    index("training_questions_training_idx").on(t.trainingId),
    check("training_questions_type_ck", sql`${t.questionType} in (1, 2, 3)`),
  ],
);

export const trainingQuestionOptions = pgTable(
  "training_question_options",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => trainingQuestions.id, { onDelete: "cascade" }),
    questionOption: text("question_option").notNull(),
    /** 'Other': the person types a text of their own. */
    isOther: integer("is_other").notNull().default(0),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("training_question_options_question_idx").on(t.questionId)],
);

/**
 * A sign-up (attend). status 'signed' holds a place, 'waiting' queues for one (in queuedAt order),
 * 'released' gave it back (cancelled or rejected). audit: 0 under review, 1 approved, 2 rejected.
 */
export const trainingAttends = pgTable(
  "training_attends",
  {
    id: serial("id").primaryKey(),
    trainingId: integer("training_id")
      .notNull()
      .references(() => trainings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    audit: integer("audit").notNull().default(1),
    settings: jsonb("settings").$type<AttendSetting[]>().notNull().default([]),
    survey: jsonb("survey").$type<AttendAnswer[]>().notNull().default([]),
    /** The queue order: written under the session's lock, so later writers get later times. */
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("training_attends_uq").on(t.trainingId, t.userId),
    index("training_attends_queue_idx").on(t.trainingId, t.status, t.queuedAt),
    index("training_attends_user_idx").on(t.userId),
    check("training_attends_status_ck", sql`${t.status} in ('signed', 'waiting', 'released')`),
    check("training_attends_audit_ck", sql`${t.audit} in (0, 1, 2)`),
  ],
);

/** Who may sign up for a directed session. `id` names one invite for the back office's list and delete. */
export const trainingInvites = pgTable(
  "training_invites",
  {
    id: serial("id").primaryKey(),
    trainingId: integer("training_id")
      .notNull()
      .references(() => trainings.id, { onDelete: "cascade" }),
    areaCode: text("area_code").notNull().default("+86"),
    mobile: text("mobile").notNull(),
  },
  (t) => [uniqueIndex("training_invites_uq").on(t.trainingId, t.areaCode, t.mobile)],
);

/** Each entry into the live room or the replay. */
export const trainingVisits = pgTable(
  "training_visits",
  {
    id: serial("id").primaryKey(),
    trainingId: integer("training_id")
      .notNull()
      .references(() => trainings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("training_visits_training_idx").on(t.trainingId, t.createdAt),
    check("training_visits_kind_ck", sql`${t.kind} in ('live', 'replay')`),
  ],
);
