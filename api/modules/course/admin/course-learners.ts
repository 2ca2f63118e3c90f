import { equalsInt, search } from "@/api/admin/filters";
import { isOperator } from "@/api/admin/identity";
import { defineResource, type UntypedRow } from "@/api/admin/resource";
import { maskMobile } from "@/api/contract/admin";
import { learnerFigures } from "./learner-figures";
import { learners, ownCompany } from "./queries";

type Learner = { id: number; userId: number; courseId: number; mobile: string };

/** Course learners (read-only): operators see everyone; an enterprise account its own company's people, numbers masked. */
export const courseLearnersResource = defineResource<UntypedRow>()({
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
