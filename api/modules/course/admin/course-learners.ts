import { equalsInt, search } from "@/api/admin/filters";
import { isOperator } from "@/api/admin/identity";
import { defineResource } from "@/api/admin/resource";
import { maskMobile } from "@/api/contract/admin";
import type { CourseLearnerRow } from "@/api/contract/course-admin";
import { learnerFigures } from "./learner-figures";
import { learners, ownCompany } from "./queries";

type Moments = "startedAt" | "finishedAt" | "lastStudyAt";
/** A row of the learners' view: the declared row but for its figures, its moments as stored. */
type Learner = Omit<CourseLearnerRow, "progress" | "studySeconds" | Moments> & Record<Moments, Date | null>;

/** Course learners (read-only): operators see everyone; an enterprise account its own company's people, numbers masked. */
export const courseLearnersResource = defineResource<CourseLearnerRow>()({
  name: "course-learners",
  table: learners as never,
  sortable: { lastStudyAt: learners.lastStudyAt, startedAt: learners.startedAt },
  filters: {
    q: search(learners.chineseName),
    courseId: equalsInt(learners.courseId),
    companyId: equalsInt(learners.companyId),
  },
  scope: (admin) => (isOperator(admin) ? undefined : ownCompany(admin)),
  figures: learnerFigures,
  serialize: (row: Learner, admin) => ({
    ...row,
    mobile: isOperator(admin) ? row.mobile : maskMobile(row.mobile),
  }),
});
