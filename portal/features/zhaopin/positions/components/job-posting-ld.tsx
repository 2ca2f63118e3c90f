import type { PositionDetailAnswer } from "@/api/contract/zhaopin-positions";
import { jobPosting, ldJson } from "../job-posting";

/**
 * The page's schema.org JobPosting as a JSON-LD data block. A <script type="application/ld+json"> is data, never run,
 * so the pages' CSP (script-src 'self', api/security-headers.ts) does not stop search engines from reading it.
 */
export function JobPostingLd({ detail }: { detail: PositionDetailAnswer }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, in a data block that is never executed.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: ldJson(jobPosting(detail, window.location.origin)) }} />;
}
