import { eq } from "drizzle-orm";
import { issueCertificate } from "@/api/modules/certification/certificates/issue";
import { certificates } from "@/db/schema/certification/certificates";
import { examRegistrations, exams } from "@/db/schema/certification/exams";
import type { Db } from "../client";
import type { SeedLog } from "./progress";

/** A certificate for every seeded passed attempt that has none (the demo candidate 13900000016), so the query, verification and print pages have one to show. */
export async function seedCertificates(db: Db, log: SeedLog) {
  const passed = await db
    .select({ reg: examRegistrations, exam: exams })
    .from(examRegistrations)
    .innerJoin(exams, eq(exams.id, examRegistrations.examId))
    .where(eq(examRegistrations.status, "passed"));
  const step = log.step("证书", passed.length);
  await db.transaction(async (tx) => {
    for (const { reg, exam } of passed) {
      const [has] = await tx.select({ id: certificates.id }).from(certificates).where(eq(certificates.registrationId, reg.id));
      if (!has) await issueCertificate(tx, { ...reg, score: reg.score ?? exam.passScore }, exam);
      step.tick();
    }
  });
  step.done();
}
