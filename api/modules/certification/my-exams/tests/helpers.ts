import type { Db } from "@/db/client";
import { examRegistrations, type RegistrationStatus } from "@/db/schema/certification/exams";
import { paid, registrationValues } from "@/tests/support/factories";

/** A paid exam (199 yuan, pass mark 60 of 100). */
export { makeExam } from "@/tests/support/factories";

/** An attempt of `userId` at `examId` already at `status` (paid unless unpaid or at the camera check). */
export async function makeAttempt(db: Db, userId: number, examId: number, status: RegistrationStatus, score: number | null = null) {
  const isPaid = !["check", "unpaid", "cancelled"].includes(status);
  const [row] = await db
    .insert(examRegistrations)
    .values(
      registrationValues(userId, examId, {
        status,
        ...(isPaid ? paid() : {}),
        score,
        resultAt: score === null ? null : new Date(),
      }),
    )
    .returning();
  return row;
}
