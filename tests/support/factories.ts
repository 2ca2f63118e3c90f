import type { Db } from "@/db/client";
import { type examRegistrations, exams } from "@/db/schema/certification/exams";

/** Shared test data for the certification and payment tests; each test file has its own database. */

let serial = 0;

/** A valid mainland ID number (GB 11643). */
export const ID_CARD = "11010519491231002X";

/** A published exam with a fee of 199 yuan (and the table's pass mark, 60 of 100) unless told. */
export async function makeExam(db: Db, values: Partial<typeof exams.$inferInsert> = {}) {
  const [row] = await db
    .insert(exams)
    .values({ name: `测试认证考试${++serial}`, feeFen: 19900, ...values })
    .returning();
  return row!;
}

type Registration = typeof examRegistrations.$inferInsert;

/** The columns of a registration as the form fills them (an ID-card candidate, 199 yuan); the rest as told. */
export function registrationValues(
  userId: number,
  examId: number,
  values: Partial<Registration> & Pick<Registration, "status">,
): Registration {
  return {
    userId,
    examId,
    chineseName: "张三",
    companyName: "测试公司",
    idType: 0,
    idCard: ID_CARD,
    areaCode: "+86",
    phone: "13800000000",
    feeFen: 19900,
    ...values,
  };
}

/** What a paid registration adds: paid in full in the sandbox, now. */
export const paid = () => ({ payMethod: "sandbox" as const, paidFen: 19900, paidAt: new Date() });
