import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ApplicationSource, ApplicationStage, PositionStatus } from "@/api/contract/zhaopin";
import { users } from "./account/users";
import { certificates } from "./certification/certificates";
import { companies } from "./company";

/**
 * Recruitment (docs/decisions/0033-recruitment.md): one CV per person with its work, education and job-intention
 * rows; positions a company's HR posts; favourites; applications moved through their stages with notes and a history;
 * job alerts. Companies carry their public profile in company.ts.
 */
export const cvs = pgTable(
  "cvs",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    chineseName: text("chinese_name").notNull().default(""),
    /** SEX_LABEL; -1 unset. */
    sex: integer("sex").notNull().default(-1),
    age: integer("age").notNull().default(22),
    province: text("province").notNull().default(""),
    city: text("city").notNull().default(""),
    /** EDUCATIONS label, "" unset. */
    education: text("education").notNull().default(""),
    workStyle: text("work_style").notNull().default(""),
    workYears: text("work_years").notNull().default(""),
    /** JOB_STATUS_LABEL key; -1 unset. */
    jobStatus: integer("job_status").notNull().default(-1),
    /** The self-description pop-up's text. */
    description: text("description").notNull().default(""),
    /** 1: HR of any company may find it in the talent pool; 0: only companies the person sent it to. */
    isPublic: integer("is_public").notNull().default(0),
    /** The CV's own photo (上传简历头像), an upload path. */
    photo: text("photo").notNull().default(""),
    /**
     * 附件简历: a PDF or Word file besides the online CV, a private storage key ('' none); its name as uploaded, its
     * size in bytes and when (issue 38 part 4). Served only to the owner and to HR of companies it was sent to.
     */
    attachmentKey: text("attachment_key").notNull().default(""),
    attachmentName: text("attachment_name").notNull().default(""),
    attachmentSize: integer("attachment_size").notNull().default(0),
    attachmentAt: timestamp("attachment_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cvs_user_uq").on(t.userId),
    index("cvs_public_idx").on(t.isPublic, t.updatedAt),
    check("cvs_is_public_ck", sql`${t.isPublic} in (0, 1)`),
    check("cvs_sex_ck", sql`${t.sex} in (-1, 1, 2)`),
    check("cvs_job_status_ck", sql`${t.jobStatus} between -1 and 4`),
  ],
);

/**
 * The certificates earned here that the person took off their CV (已验证证书): every other certificate of theirs is
 * shown, so a new one appears by default. One row per person and certificate, whatever the clicks.
 */
export const cvHiddenCertificates = pgTable(
  "cv_hidden_certificates",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    certificateId: integer("certificate_id")
      .notNull()
      .references(() => certificates.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.certificateId] }), index("cv_hidden_certificates_certificate_idx").on(t.certificateId)],
);

/** Dates are the spec's yyyy/MM text; an empty end means 至今. */
export const cvWorks = pgTable(
  "cv_works",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull().default(""),
    companyName: text("company_name").notNull().default(""),
    salary: text("salary").notNull().default(""),
    position: text("position").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cv_works_user_idx").on(t.userId)],
);

export const cvEducations = pgTable(
  "cv_educations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull().default(""),
    university: text("university").notNull().default(""),
    major: text("major").notNull().default(""),
    education: text("education").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cv_educations_user_idx").on(t.userId)],
);

/** 求职意向 (the spec's GetMyCVPosition rows). */
export const cvIntentions = pgTable(
  "cv_intentions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    positionType: text("position_type").notNull().default(""),
    salaryRange: text("salary_range").notNull().default(""),
    education: text("education").notNull().default(""),
    province: text("province").notNull().default(""),
    city: text("city").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cv_intentions_user_idx").on(t.userId)],
);

export const positions = pgTable(
  "positions",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** POSITION_TYPES label. */
    positionType: text("position_type").notNull(),
    /** Monthly pay in yuan; 0 and 0: 面议. */
    salaryMin: integer("salary_min").notNull().default(0),
    salaryMax: integer("salary_max").notNull().default(0),
    /** EDUCATIONS label or 不限. */
    education: text("education").notNull().default("不限"),
    /** WORK_YEARS label or 不限. */
    workYears: text("work_years").notNull().default("不限"),
    workStyle: text("work_style").notNull().default("全职"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** 持证优先: exams whose certificate the company prefers; 为你推荐 puts the position first for a holder. */
    preferredExamIds: integer("preferred_exam_ids").array().notNull().default(sql`'{}'::integer[]`),
    province: text("province").notNull(),
    city: text("city").notNull(),
    address: text("address").notNull().default(""),
    description: text("description").notNull().default(""),
    /** How many people the company means to hire; 0: not said. */
    headcount: integer("headcount").notNull().default(0),
    /** Times the position's page was opened (the funnel's first step, issue 38 part 7). */
    views: integer("views").notNull().default(0),
    status: text("status", { enum: ["draft", "open", "closed"] })
      .$type<PositionStatus>()
      .notNull()
      .default("draft"),
    /** Set by an operator: hidden and closed to applications whatever its status, until the operator lifts it. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspendReason: text("suspend_reason").notNull().default(""),
    /** An open position past this is listed no more and takes no application. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("positions_company_idx").on(t.companyId, t.status),
    index("positions_listed_idx").on(t.publishedAt.desc(), t.id.desc()).where(sql`${t.status} = 'open' and ${t.suspendedAt} is null`),
    // The list's most used filters (type, city) in its order; the other filters are checked on the few rows it finds.
    index("positions_listed_type_city_idx")
      .on(t.positionType, t.city, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'open' and ${t.suspendedAt} is null`),
    index("positions_listed_city_idx")
      .on(t.city, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'open' and ${t.suspendedAt} is null`),
    index("positions_tags_idx").using("gin", t.tags),
    check("positions_status_ck", sql`${t.status} in ('draft', 'open', 'closed')`),
    check("positions_salary_ck", sql`${t.salaryMin} >= 0 and ${t.salaryMax} >= ${t.salaryMin}`),
    check("positions_headcount_ck", sql`${t.headcount} >= 0`),
  ],
);

/** 收藏职位 (ZhaoPin/CollectPosition toggles a row). */
export const positionCollects = pgTable(
  "position_collects",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    positionId: integer("position_id")
      .notNull()
      .references(() => positions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.positionId] })],
);

/**
 * A CV sent to a position (ZhaoPin/SendCV). One per person and position, whatever the clicks: the unique index is the
 * guard; a withdrawn one sent again is the same row back at 投递成功.
 */
export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    positionId: integer("position_id")
      .notNull()
      .references(() => positions.id, { onDelete: "cascade" }),
    /** The position's company, kept here so every HR read is scoped by one indexed column. */
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cvId: integer("cv_id")
      .notNull()
      .references(() => cvs.id, { onDelete: "cascade" }),
    stage: text("stage", { enum: ["sent", "viewed", "interview", "unsuitable", "hired", "withdrawn"] })
      .$type<ApplicationStage>()
      .notNull()
      .default("sent"),
    /** Where the person came from to apply (issue 38 part 7): the list, a search, 为你推荐, a shared link, the company's page. */
    source: text("source").$type<ApplicationSource>().notNull().default("list"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("applications_person_position_uq").on(t.positionId, t.userId),
    index("applications_company_idx").on(t.companyId, t.stage, t.updatedAt),
    index("applications_user_idx").on(t.userId, t.updatedAt),
    check("applications_stage_ck", sql`${t.stage} in ('sent', 'viewed', 'interview', 'unsuitable', 'hired', 'withdrawn')`),
    check("applications_source_ck", sql`${t.source} in ('list', 'search', 'recommend', 'share', 'company')`),
  ],
);

/** Every stage an application passed through, and who moved it (null: the candidate). */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    stage: text("stage").$type<ApplicationStage>().notNull(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_events_application_idx").on(t.applicationId, t.createdAt)],
);

/** HR's private notes on an application (the candidate never sees them). */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_notes_application_idx").on(t.applicationId, t.createdAt)],
);

/** A saved position filter: a letter when new matching positions are posted, at most one a day. */
export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The position list's filters as the list sends them. */
    filters: jsonb("filters").$type<Record<string, unknown>>().notNull(),
    /** Positions published after this are news for the alert. */
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_alerts_user_idx").on(t.userId)],
);
