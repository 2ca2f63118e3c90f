import type { Db } from "@/db/client";
import { examRegistrations, exams, type RegistrationStatus } from "@/db/schema";

let serial = 0;

/** A paid exam (199 yuan, pass mark 60 of 100). */
export async function makeExam(db: Db, values: Partial<typeof exams.$inferInsert> = {}) {
  const [row] = await db
    .insert(exams)
    .values({ name: `测试认证考试${++serial}`, feeFen: 19900, passScore: 60, zongFen: 100, ...values })
    .returning();
  return row;
}

/** An attempt of `userId` at `examId` already at `status` (paid unless unpaid or at the camera check). */
export async function makeAttempt(db: Db, userId: number, examId: number, status: RegistrationStatus, score: number | null = null) {
  const paid = !["check", "unpaid", "cancelled"].includes(status);
  const [row] = await db
    .insert(examRegistrations)
    .values({
      userId,
      examId,
      chineseName: "张三",
      companyName: "测试公司",
      idType: 0,
      idCard: "11010519491231002X",
      areaCode: "+86",
      phone: "13800000000",
      status,
      feeFen: 19900,
      payMethod: paid ? "sandbox" : null,
      paidFen: paid ? 19900 : null,
      paidAt: paid ? new Date() : null,
      score,
      resultAt: score === null ? null : new Date(),
    })
    .returning();
  return row;
}
