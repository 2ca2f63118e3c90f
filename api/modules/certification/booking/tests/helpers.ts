import type { Db } from "@/db/client";
import { examRegistrations, examSessions, type RegistrationStatus } from "@/db/schema/certification/exams";
import { paid, registrationValues } from "@/tests/support/factories";

/** An exam (a published one with a fee unless told): the payment tests' helper serves here too. */
export { makeExam } from "@/tests/support/factories";

const HOUR = 3600_000;
let serial = 0;

/** A provider sitting (with its link) starting at a Beijing wall-clock time ('2030-05-06 10:00'), or in a day unless told otherwise. */
export async function makeSitting(db: Db, examId: number, values: Partial<typeof examSessions.$inferInsert> & { at?: string } = {}) {
  const { at, ...rest } = values;
  const startAt = at ? new Date(`${at.replace(" ", "T")}:00+08:00`) : new Date(Date.now() + 24 * HOUR);
  const [row] = await db
    .insert(examSessions)
    .values({ examId, name: `场次${++serial}`, startAt, seats: 30, url: `https://exam.example.com/s${serial}`, mode: "provider", ...rest })
    .returning();
  return row!;
}

/** A registration of each person at the exam, paid and in `status` (approved unless told). */
export async function register(db: Db, examId: number, people: { id: number; mobile: string }[], status: RegistrationStatus = "approved") {
  return db
    .insert(examRegistrations)
    .values(
      people.map((p) =>
        registrationValues(p.id, examId, { chineseName: "考生", idCard: "110105199003071007", phone: p.mobile, status, ...paid() }),
      ),
    )
    .returning();
}
