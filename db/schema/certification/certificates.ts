import { sql } from "drizzle-orm";
import { check, index, integer, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../account/users";
import { courses } from "../course";
import { examRegistrations, exams } from "./exams";

/** Feeds the six digits of certificate numbers ('CERT' + year + 6 digits), unique under any concurrency. */
export const certificateNumberSeq = pgSequence("certificate_number_seq", { startWith: 1, increment: 1 });

/** Feeds each certificate's bit in the revocation status list: taken once, never reused. */
export const certificateStatusIndexSeq = pgSequence("certificate_status_index_seq", { startWith: 0, minValue: 0, increment: 1 });

/**
 * A certificate: of an exam, issued for a passed attempt (one per registration), or of a course, its 结业证书 issued
 * when a person finishes it (one per person and course; docs/decisions/0055). Holder name and ID number are copied
 * at issue, so the public query (pearson/certificate type 1) answers what was certified even if the profile changes.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique("certificates_number_uq"),
    /** The 4-character query code printed on the certificate (spec 001 section 9). */
    code: text("code").notNull(),
    registrationId: integer("registration_id")
      .unique("certificates_registration_uq")
      .references(() => examRegistrations.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    examId: integer("exam_id").references(() => exams.id),
    /** A course completion certificate's course (then exam and registration are null). */
    courseId: integer("course_id").references(() => courses.id),
    /** The exam's (or course's) name at issue: what the certificate states, even if it is renamed later. */
    examName: text("exam_name").notNull(),
    holderName: text("holder_name").notNull(),
    /** Personal data: never shown to an enterprise account or on the public pages ('' when the profile had none). */
    idCard: text("id_card").notNull(),
    /** The exam score, or the final quiz's; null for a course finished without a final quiz. */
    score: integer("score"),
    /**
     * A 结业证书's course page and its final quiz's pass mark and full marks as they stood at issue: what its signed
     * credential states of the course (an exam's certificate reads these from its exam).
     */
    coursePath: text("course_path"),
    quizPassScore: integer("quiz_pass_score"),
    quizZongFen: integer("quiz_zong_fen"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null never lapses (exam.certValidMonths null). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Set once by the reminder job that claims this certificate's expiry letter. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokeReason: text("revoke_reason").notNull().default(""),
    /** This certificate's bit in the Bitstring Status List its signed credential points to. */
    statusIndex: integer("status_index")
      .notNull()
      .unique("certificates_status_index_uq")
      .default(sql`nextval('certificate_status_index_seq')`),
    /** Salts the holder's hashed mobile in the signed credential (published with it, so the same for every download). */
    identitySalt: text("identity_salt").notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
  },
  (t) => [
    index("certificates_id_card_idx").on(t.idCard),
    index("certificates_user_idx").on(t.userId),
    index("certificates_expiry_idx").on(t.expiresAt).where(sql`${t.remindedAt} is null and ${t.revokedAt} is null`),
    check("certificates_code_ck", sql`${t.code} ~ '^[A-Z0-9]{4}$'`),
    uniqueIndex("certificates_course_uq").on(t.userId, t.courseId).where(sql`${t.courseId} is not null`),
    check(
      "certificates_source_ck",
      sql`(${t.examId} is not null and ${t.registrationId} is not null and ${t.courseId} is null and ${t.score} is not null)
        or (${t.courseId} is not null and ${t.examId} is null and ${t.registrationId} is null)`,
    ),
  ],
);

export const VERIFICATION_WAYS = ["query", "link", "qr"] as const;
export type VerificationWay = (typeof VERIFICATION_WAYS)[number];

/** One successful look at a certificate from outside: the query page, a shared link or the printed QR code. */
export const certificateVerifications = pgTable(
  "certificate_verifications",
  {
    id: serial("id").primaryKey(),
    certificateId: integer("certificate_id")
      .notNull()
      .references(() => certificates.id, { onDelete: "cascade" }),
    how: text("how").$type<VerificationWay>().notNull(),
    ip: text("ip").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("certificate_verifications_cert_idx").on(t.certificateId, t.at.desc()),
    check("certificate_verifications_how_ck", sql`${t.how} in ('query', 'link', 'qr')`),
  ],
);
