import { sql } from "drizzle-orm";
import { check, index, integer, pgSequence, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../account/users";
import { examRegistrations, exams } from "./exams";

/** Feeds the six digits of certificate numbers ('CERT' + year + 6 digits), unique under any concurrency. */
export const certificateNumberSeq = pgSequence("certificate_number_seq", { startWith: 1, increment: 1 });

/** Feeds each certificate's bit in the revocation status list: taken once, never reused. */
export const certificateStatusIndexSeq = pgSequence("certificate_status_index_seq", { startWith: 0, minValue: 0, increment: 1 });

/**
 * A certificate issued for a passed attempt (one per registration). Holder name and ID number are copied at issue,
 * so the public query (pearson/certificate type 1) answers what was certified even if the profile changes later.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique("certificates_number_uq"),
    /** The 4-character query code printed on the certificate (spec 001 section 9). */
    code: text("code").notNull(),
    registrationId: integer("registration_id")
      .notNull()
      .unique("certificates_registration_uq")
      .references(() => examRegistrations.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    examId: integer("exam_id")
      .notNull()
      .references(() => exams.id),
    /** The exam's name at issue: what the certificate states, even if the exam is renamed later. */
    examName: text("exam_name").notNull(),
    holderName: text("holder_name").notNull(),
    /** Personal data: never shown to an enterprise account or on the public pages. */
    idCard: text("id_card").notNull(),
    score: integer("score").notNull(),
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
