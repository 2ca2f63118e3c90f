import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../account/users";
import { examRegistrations } from "./exams";

/**
 * What a candidate asks for after an exam (spec 001 section 3: paper certificate and invoice requests, lecturer
 * submit, exam profile), and what the operators' queues work through.
 */

/** requested → shipped (courier and tracking number) | refused (the parcel came back and was destroyed: spec 9). */
export const PAPER_STATUSES = ["requested", "shipped", "refused"] as const;
export type PaperStatus = (typeof PAPER_STATUSES)[number];

/** A paper certificate by courier for a passed attempt (pearson/AddCerPaper), fee paid on delivery. */
export const paperCertificateRequests = pgTable(
  "paper_certificate_requests",
  {
    id: serial("id").primaryKey(),
    registrationId: integer("registration_id")
      .notNull()
      .references(() => examRegistrations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    province: text("province").notNull(),
    city: text("city").notNull(),
    address: text("address").notNull(),
    status: text("status").$type<PaperStatus>().notNull().default("requested"),
    courier: text("courier").notNull().default(""),
    trackingNo: text("tracking_no").notNull().default(""),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** One paper certificate per passed attempt: a shipped one arrived, a refused one cannot be re-sent (spec 9). */
    uniqueIndex("paper_certificate_requests_registration_uq").on(t.registrationId),
    index("paper_certificate_requests_status_idx").on(t.status, t.createdAt),
    index("paper_certificate_requests_user_idx").on(t.userId),
    check("paper_certificate_requests_status_ck", sql`${t.status} in ('requested', 'shipped', 'refused')`),
  ],
);

/** requested → sent (by e-mail, with its number; spec 9: within 1-2 months). */
export const INVOICE_STATUSES = ["requested", "sent"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice for a paid attempt (pearson/AddInvoice), sent to the e-mail given. */
export const invoiceRequests = pgTable(
  "invoice_requests",
  {
    id: serial("id").primaryKey(),
    registrationId: integer("registration_id")
      .notNull()
      .references(() => examRegistrations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 1: made out to the person (no tax number); 0: to a company. */
    mySelf: integer("my_self").notNull(),
    /** The invoice's title: the company's name, or the person's. */
    unitName: text("unit_name").notNull(),
    /** The company's tax number (纳税人识别号); '' for a personal invoice. */
    registrationNumber: text("registration_number").notNull().default(""),
    takerMobile: text("taker_mobile").notNull(),
    email: text("email").notNull(),
    /** The amount paid for the attempt, copied when asked. */
    amountFen: integer("amount_fen").notNull(),
    status: text("status").$type<InvoiceStatus>().notNull().default("requested"),
    invoiceNo: text("invoice_no").notNull().default(""),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** One invoice per paid attempt. */
    uniqueIndex("invoice_requests_registration_uq").on(t.registrationId),
    index("invoice_requests_status_idx").on(t.status, t.createdAt),
    index("invoice_requests_user_idx").on(t.userId),
    check("invoice_requests_status_ck", sql`${t.status} in ('requested', 'sent')`),
    check("invoice_requests_my_self_ck", sql`${t.mySelf} in (0, 1)`),
    check("invoice_requests_amount_ck", sql`${t.amountFen} >= 0`),
  ],
);

export const LECTURER_SUBMISSION_STATUSES = ["submitted", "accepted", "declined"] as const;
export type LecturerSubmissionStatus = (typeof LECTURER_SUBMISSION_STATUSES)[number];

/** A lecturer's course handed in as a Weiyun folder link (Pearson/LecSubmit). */
export const lecturerSubmissions = pgTable(
  "lecturer_submissions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    yunlink: text("yunlink").notNull(),
    coursename: text("coursename").notNull(),
    status: text("status").$type<LecturerSubmissionStatus>().notNull().default("submitted"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lecturer_submissions_status_idx").on(t.status, t.createdAt),
    index("lecturer_submissions_user_idx").on(t.userId),
    check("lecturer_submissions_status_ck", sql`${t.status} in ('submitted', 'accepted', 'declined')`),
  ],
);

/**
 * The candidate's exam profile: what the certificate and the exam provider need. The pearson form
 * (my/pearsonceredit) fills the contact half, the other form (my/examedit) the name-in-pinyin half.
 */
export const examProfiles = pgTable(
  "exam_profiles",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    chineseName: text("chinese_name").notNull().default(""),
    /** Surname and given name in pinyin, as printed on the certificate. */
    lastName: text("last_name").notNull().default(""),
    firstName: text("first_name").notNull().default(""),
    email: text("email").notNull().default(""),
    postAddress: text("post_address").notNull().default(""),
    /** 0 ID card; 1 passport or HK/Macau/Taiwan pass. */
    idType: integer("id_type").notNull().default(0),
    /** Personal data: never shown to an enterprise account. */
    idCard: text("id_card").notNull().default(""),
    /** The stored photo of a passport or pass (SetIDCardImg). */
    idPic: text("id_pic").notNull().default(""),
    /** The other form's optional contact phone. */
    phone: text("phone").notNull().default(""),
    /** The pearson form's mobile, confirmed by an SMS code. */
    areaCode: text("area_code").notNull().default("+86"),
    mobile: text("mobile").notNull().default(""),
    province: text("province").notNull().default(""),
    city: text("city").notNull().default(""),
    companyName: text("company_name").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("exam_profiles_user_uq").on(t.userId), check("exam_profiles_id_type_ck", sql`${t.idType} in (0, 1)`)],
);
