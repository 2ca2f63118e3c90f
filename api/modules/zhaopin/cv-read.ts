import { CV_MISSING, UNSET } from "@/api/contract/zhaopin";
import { readFullCv } from "./cv/queries";

/** The CV and its rows (cv/queries.ts), as the CV page, sending and HR's views read it. */
export { readFullCv };
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
