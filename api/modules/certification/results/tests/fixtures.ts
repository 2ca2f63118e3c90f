import { sql } from "drizzle-orm";
import { idCardCheckDigit } from "@/api/contract/id-card";
import type { Db } from "@/db/client";
import { users } from "@/db/schema/account/users";
import { examRegistrations, examSessions, type exams, type RegistrationStatus } from "@/db/schema/certification/exams";
import { makeExam as baseMakeExam, paid, registrationValues } from "@/tests/support/factories";

let serial = 0;
let people = 0;
/** Each test file has its own database, so numbers only need to be distinct within one file. */
const nextMobile = () => String(16600000000 + ++people);

/** A valid ID number (GB 11643) distinct per call. */
function testIdCard() {
  const first17 = `11010519880214${String(++serial % 1000).padStart(3, "0")}`;
  return first17 + idCardCheckDigit(first17);
}

/** An exam whose certificates are valid for a year. */
export const makeExam = (db: Db, values: Partial<typeof exams.$inferInsert> = {}) => baseMakeExam(db, { certValidMonths: 12, ...values });

/** A person with a booked seat (or another status) at the exam: the attempt a result is recorded for. */
export async function bookedAttempt(db: Db, examId: number, opts: { status?: RegistrationStatus; name?: string; mobile?: string } = {}) {
  const mobile = opts.mobile ?? nextMobile();
  const chineseName = opts.name ?? `考生${serial}`;
  const [user] = await db
    .insert(users)
    .values({ areaCode: "+86", mobile, chineseName })
    .onConflictDoUpdate({ target: [users.areaCode, users.mobile], set: { chineseName: sql`excluded.chinese_name` } })
    .returning();
  const status = opts.status ?? "booked";
  const [sitting] = await db
    .insert(examSessions)
    .values({ examId, name: `场次${++serial}`, startAt: new Date(Date.now() - 3600_000), seats: 30, seatsTaken: 1 })
    .returning();
  const [reg] = await db
    .insert(examRegistrations)
    .values(
      registrationValues(user!.id, examId, {
        chineseName,
        idCard: testIdCard(),
        phone: mobile,
        status,
        ...paid(),
        sessionId: status === "booked" ? sitting!.id : null,
        bookedAt: status === "booked" ? new Date() : null,
      }),
    )
    .returning();
  return { user: user!, reg: reg! };
}
