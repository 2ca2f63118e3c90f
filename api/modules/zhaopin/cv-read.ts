import { asc, eq } from "drizzle-orm";
import { CV_MISSING, UNSET } from "@/api/contract/zhaopin";
import type { Conn } from "@/db/client";
import { cvEducations, cvIntentions, cvs, cvWorks } from "@/db/schema/zhaopin";

/** A person's CV with its rows, or null when they have none yet: what the CV page, sending and HR's views read. */
export async function readFullCv(db: Conn, userId: number) {
  const [cv] = await db.select().from(cvs).where(eq(cvs.userId, userId));
  if (!cv) return null;
  const [works, educations, intentions] = await Promise.all([
    db.select().from(cvWorks).where(eq(cvWorks.userId, userId)).orderBy(asc(cvWorks.startTime), asc(cvWorks.id)),
    db.select().from(cvEducations).where(eq(cvEducations.userId, userId)).orderBy(asc(cvEducations.startTime), asc(cvEducations.id)),
    db.select().from(cvIntentions).where(eq(cvIntentions.userId, userId)).orderBy(asc(cvIntentions.id)),
  ]);
  return { cv, works, educations, intentions };
}
export type FullCv = NonNullable<Awaited<ReturnType<typeof readFullCv>>>;

/**
 * What keeps a CV from going public (spec 001 section 5 "CV"): base info (name, education, job status), one work
 * item, one job intention and one education item; the texts are CheckPublicCV's, in the spec's order.
 */
export function cvMissing(full: FullCv | null): string[] {
  if (!full) return Object.values(CV_MISSING);
  const { cv } = full;
  const missing: string[] = [];
  if (!cv.chineseName.trim() || !cv.education || cv.jobStatus === UNSET) missing.push(CV_MISSING.base);
  if (full.works.length === 0) missing.push(CV_MISSING.work);
  if (full.intentions.length === 0) missing.push(CV_MISSING.intention);
  if (full.educations.length === 0) missing.push(CV_MISSING.education);
  return missing;
}
