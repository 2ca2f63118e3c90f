import { and, count, desc, eq, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { examRegistrations, examSessions, exams, type RegistrationStatus } from "@/db/schema/certification/exams";
import { examProfiles, invoiceRequests, lecturerSubmissions, paperCertificateRequests } from "@/db/schema/certification/requests";

/** An attempt with its exam's marks: what both the records and the history score show. */
const resultColumns = {
  id: examRegistrations.id,
  examId: examRegistrations.examId,
  examName: exams.name,
  passScore: exams.passScore,
  zongFen: exams.zongFen,
  status: examRegistrations.status,
  score: examRegistrations.score,
  resultAt: examRegistrations.resultAt,
};

const attemptColumns = {
  ...resultColumns,
  paidFen: examRegistrations.paidFen,
  payMethod: examRegistrations.payMethod,
  createdAt: examRegistrations.createdAt,
  sessionName: examSessions.name,
  sessionStartAt: examSessions.startAt,
  sessionUrl: examSessions.url,
  sessionMode: examSessions.mode,
  paperStatus: paperCertificateRequests.status,
  courier: paperCertificateRequests.courier,
  trackingNo: paperCertificateRequests.trackingNo,
  invoiceStatus: invoiceRequests.status,
  invoiceNo: invoiceRequests.invoiceNo,
};

/** A page of the person's attempts in the given statuses, newest first, with the count of the list. */
export async function pageAttempts(conn: Conn, userId: number, statuses: RegistrationStatus[], offset: number, limit: number) {
  const where = and(eq(examRegistrations.userId, userId), inArray(examRegistrations.status, statuses));
  const [rows, [total]] = await Promise.all([
    conn
      .select(attemptColumns)
      .from(examRegistrations)
      .innerJoin(exams, eq(exams.id, examRegistrations.examId))
      .leftJoin(examSessions, eq(examSessions.id, examRegistrations.sessionId))
      .leftJoin(paperCertificateRequests, eq(paperCertificateRequests.registrationId, examRegistrations.id))
      .leftJoin(invoiceRequests, eq(invoiceRequests.registrationId, examRegistrations.id))
      .where(where)
      .orderBy(desc(examRegistrations.createdAt), desc(examRegistrations.id))
      .offset(offset)
      .limit(limit),
    conn.select({ n: count() }).from(examRegistrations).where(where),
  ]);
  return { rows, total: total.n };
}

/** The person's attempts that have a score, oldest first (the history score page), optionally of one exam. */
export async function scoredAttempts(conn: Conn, userId: number, examId?: number) {
  const conditions: SQL[] = [eq(examRegistrations.userId, userId), isNotNull(examRegistrations.score)];
  if (examId) conditions.push(eq(examRegistrations.examId, examId));
  return conn
    .select(resultColumns)
    .from(examRegistrations)
    .innerJoin(exams, eq(exams.id, examRegistrations.examId))
    .where(and(...conditions))
    .orderBy(examRegistrations.examId, examRegistrations.resultAt, examRegistrations.id);
}

/** Files the paper certificate request; undefined when the attempt already has one (the unique index decides). */
export async function insertPaperRequest(conn: Conn, values: typeof paperCertificateRequests.$inferInsert) {
  const [row] = await conn.insert(paperCertificateRequests).values(values).onConflictDoNothing().returning();
  return row;
}

/** Files the invoice request; undefined when the attempt already has one. */
export async function insertInvoiceRequest(conn: Conn, values: typeof invoiceRequests.$inferInsert) {
  const [row] = await conn.insert(invoiceRequests).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertLecturerSubmission(conn: Conn, values: typeof lecturerSubmissions.$inferInsert) {
  const [row] = await conn.insert(lecturerSubmissions).values(values).returning({ id: lecturerSubmissions.id });
  return row;
}

export async function readExamProfile(conn: Conn, userId: number) {
  const [row] = await conn.select().from(examProfiles).where(eq(examProfiles.userId, userId));
  return row;
}

type ProfileFields = Omit<typeof examProfiles.$inferInsert, "id" | "userId" | "updatedAt">;

/** Writes the given half of the person's exam profile, creating it on first save. */
export async function saveExamProfile(conn: Conn, userId: number, fields: ProfileFields) {
  const now = new Date();
  await conn
    .insert(examProfiles)
    .values({ ...fields, userId, updatedAt: now })
    .onConflictDoUpdate({ target: examProfiles.userId, set: { ...fields, updatedAt: now } });
}

/** The name of the exam a registration is for ("" when there is none). */
export async function examNameOfRegistration(conn: Conn, registrationId: number) {
  const [row] = await conn
    .select({ name: exams.name })
    .from(examRegistrations)
    .innerJoin(exams, eq(exams.id, examRegistrations.examId))
    .where(eq(examRegistrations.id, registrationId));
  return row?.name ?? "";
}

/** The names and series of the exams the person passed, once each (My/Radar counts them by tag name). */
export function passedExamNames(db: Conn, userId: number) {
  return db
    .selectDistinct({ name: exams.name, series: exams.series })
    .from(examRegistrations)
    .innerJoin(exams, eq(exams.id, examRegistrations.examId))
    .where(and(eq(examRegistrations.userId, userId), eq(examRegistrations.status, "passed")));
}

/**
 * Drops the person's exam profile (ID number, passport photo path, pinyin, address): it only prefills future
 * registrations, each of which copied what it needed when it was made (a closed account, docs/decisions/0029).
 */
export async function eraseExamProfile(conn: Conn, userId: number) {
  await conn.delete(examProfiles).where(eq(examProfiles.userId, userId));
}
