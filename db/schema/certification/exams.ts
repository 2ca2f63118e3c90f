import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { PaperRules, SittingMode } from "@/api/contract/online-exam";
import { users } from "../account/users";

/**
 * A certification exam (spec 001 section 3 "Exam"). It is taken in the portal (the in-house engine, paper drawn by
 * `paperRules` from 题库) or, for a sitting an operator gives a link, at an outside provider (docs/decisions/0052).
 */
export const exams = pgTable(
  "exams",
  {
    id: serial("id").primaryKey(),
    /** The provider's exam id (Pearson/GetExamNewSys {kaoShiId}). */
    kaoShiId: text("kao_shi_id").notNull().default(""),
    name: text("name").notNull(),
    /** The certification family the exam belongs to; /certification/carselect groups by it. */
    series: text("series").notNull().default(""),
    cover: text("cover").notNull().default(""),
    intro: text("intro").notNull().default(""),
    /** The fee in fen; 0 is a free exam (no payment step). */
    feeFen: integer("fee_fen").notNull().default(0),
    /** A video exam asks for the camera check after registration (for ID cards). */
    isVideo: integer("is_video").notNull().default(0),
    subjectNum: integer("subject_num").notNull().default(0),
    zongFen: integer("zong_fen").notNull().default(100),
    passScore: integer("pass_score").notNull().default(60),
    /** Minutes. */
    duration: integer("duration").notNull().default(60),
    /** Allowed attempts in all; 0 means unlimited. */
    cnt: integer("cnt").notNull().default(0),
    /** Attempts allowed in one calendar month (Beijing time); 0 means no monthly limit. */
    monthlyLimit: integer("monthly_limit").notNull().default(0),
    /** The outline file; empty shows '暂未提供'. */
    outlineUrl: text("outline_url").notNull().default(""),
    /** 考试纪律, which the candidate must tick before starting. */
    discipline: text("discipline").notNull().default(""),
    /** Months a certificate stays valid; null never lapses. */
    certValidMonths: integer("cert_valid_months"),
    published: integer("published").notNull().default(1),
    sort: integer("sort").notNull().default(0),
    /** In-house papers: the sections drawn per candidate (or a fixed paper); subjectNum and zongFen follow from them. */
    paperRules: jsonb("paper_rules").$type<PaperRules>(),
    /** Proctored attempts: leaves of the page or full screen allowed; one more ends the attempt. */
    leaveLimit: integer("leave_limit").notNull().default(3),
    /** 1: after the attempt the candidate sees the paper with the right answers and 解析. */
    allowReview: integer("allow_review").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("exams_fee_ck", sql`${t.feeFen} >= 0`),
    check("exams_counts_ck", sql`${t.cnt} >= 0 and ${t.monthlyLimit} >= 0 and ${t.passScore} <= ${t.zongFen}`),
    check("exams_flags_ck", sql`${t.isVideo} in (0, 1) and ${t.published} in (0, 1)`),
  ],
);

/** A sitting of an exam: a start time and a number of seats. `seatsTaken` stays within `seats` under any concurrency. */
export const examSessions = pgTable(
  "exam_sessions",
  {
    id: serial("id").primaryKey(),
    examId: integer("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    seats: integer("seats").notNull(),
    seatsTaken: integer("seats_taken").notNull().default(0),
    /** The provider's link for this sitting, answered to a booked candidate (mode provider). */
    url: text("url").notNull().default(""),
    /** online: taken in the portal (/certification/online/{eadid}); provider: at the link above. */
    mode: text("mode").$type<SittingMode>().notNull().default("online"),
    /** In-house sittings: candidates may start until then; unset is 30 minutes after the start. */
    closesAt: timestamp("closes_at", { withTimezone: true }),
  },
  (t) => [
    index("exam_sessions_exam_idx").on(t.examId, t.startAt),
    check("exam_sessions_seats_ck", sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.seats}`),
    check("exam_sessions_mode_ck", sql`${t.mode} in ('online', 'provider')`),
  ],
);

/**
 * Where a registration stands (one registration is one attempt):
 * check (camera check due) → unpaid → waitaudit (paid, operator review) → approved → booked → passed | failed;
 * rejected by the operator, cancelled by the candidate before payment.
 */
export const REGISTRATION_STATUSES = [
  "check",
  "unpaid",
  "waitaudit",
  "approved",
  "booked",
  "passed",
  "failed",
  "rejected",
  "cancelled",
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
/** Statuses that hold the candidate's one open attempt at an exam. */
export const OPEN_STATUSES = ["check", "unpaid", "waitaudit", "approved", "booked"] as const;

export const PAY_METHODS = ["sandbox", "wechat", "voucher", "free"] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** A candidate's registration for an exam (Pearson/ExamAdd), carried through payment, review, booking and result. */
export const examRegistrations = pgTable(
  "exam_registrations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    examId: integer("exam_id")
      .notNull()
      .references(() => exams.id),
    chineseName: text("chinese_name").notNull(),
    companyName: text("company_name").notNull(),
    /** 0 ID card; 1 passport or HK/Macau/Taiwan pass. */
    idType: integer("id_type").notNull(),
    /** Personal data: never shown to an enterprise account. */
    idCard: text("id_card").notNull(),
    /** The stored ID photo path (non-ID-card types). */
    idPic: text("id_pic").notNull().default(""),
    areaCode: text("area_code").notNull(),
    phone: text("phone").notNull(),
    beisenKey: text("beisen_key").notNull().default(""),
    status: text("status").$type<RegistrationStatus>().notNull(),
    /** The fee due, copied from the exam when registering. */
    feeFen: integer("fee_fen").notNull(),
    payMethod: text("pay_method").$type<PayMethod>(),
    paidFen: integer("paid_fen"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewNote: text("review_note").notNull().default(""),
    /** The booked sitting; a registration holds at most one seat. */
    sessionId: integer("session_id").references(() => examSessions.id),
    bookedAt: timestamp("booked_at", { withTimezone: true }),
    score: integer("score"),
    resultAt: timestamp("result_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("exam_registrations_user_idx").on(t.userId, t.examId),
    index("exam_registrations_status_idx").on(t.status, t.createdAt),
    index("exam_registrations_session_idx").on(t.sessionId),
    /** One open attempt per candidate and exam, so one candidate can never hold two seats for one exam. */
    uniqueIndex("exam_registrations_open_uq")
      .on(t.userId, t.examId)
      .where(sql`${t.status} in ('check', 'unpaid', 'waitaudit', 'approved', 'booked')`),
    check(
      "exam_registrations_status_ck",
      sql`${t.status} in ('check', 'unpaid', 'waitaudit', 'approved', 'booked', 'passed', 'failed', 'rejected', 'cancelled')`,
    ),
    check("exam_registrations_id_type_ck", sql`${t.idType} in (0, 1)`),
    check(
      "exam_registrations_booking_ck",
      sql`(${t.status} = 'booked') = (${t.sessionId} is not null) or ${t.status} in ('passed', 'failed')`,
    ),
  ],
);
