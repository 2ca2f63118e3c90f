import { pick } from "@/api/contract/pick";
import { JOB_STATUS_LABEL, SEX_LABEL } from "@/api/contract/zhaopin";
import type { cvEducations, cvIntentions, cvs, cvWorks } from "@/db/schema/zhaopin";

/** A CV's own fields as HR reads them (labels for the coded ones); a CV holds no ID number or contact detail. */
export function cvHeadline(cv: typeof cvs.$inferSelect) {
  return {
    ...pick(cv, [
      "id",
      "chineseName",
      "age",
      "province",
      "city",
      "education",
      "workStyle",
      "workYears",
      "description",
      "photo",
      "updatedAt",
    ]),
    sex: SEX_LABEL[cv.sex] ?? "",
    jobStatus: JOB_STATUS_LABEL[cv.jobStatus] ?? "",
  };
}

/** A CV's rows as HR reads them. */
export function cvParts(parts: {
  works: (typeof cvWorks.$inferSelect)[];
  educations: (typeof cvEducations.$inferSelect)[];
  intentions: (typeof cvIntentions.$inferSelect)[];
}) {
  return {
    works: parts.works.map((w) => pick(w, ["id", "startTime", "endTime", "companyName", "position", "salary"])),
    educations: parts.educations.map((e) => pick(e, ["id", "startTime", "endTime", "university", "major", "education"])),
    intentions: parts.intentions.map((i) => pick(i, ["id", "positionType", "salaryRange", "education", "province", "city"])),
  };
}
