import { equalsInt } from "@/api/admin/filters";
import { type Admin, isOperator } from "@/api/admin/identity";
import { defineResource } from "@/api/admin/resource";
import { FEE_REFUND_ADMIN_MSG, type SponsoredExamRow, SponsoredExamSchema } from "@/api/contract/exam-fee-refunds-admin";
import { pick } from "@/api/contract/pick";
import { httpError } from "@/api/protocol/errors";
import { sponsoredExams } from "@/db/schema/certification/fee-refunds";
import { ofCompany } from "../queries";

/** HR's own company's list; operators read every company's. */
const scope = (admin: Admin) => (isOperator(admin) ? undefined : ofCompany(sponsoredExams.companyId, admin.companyId));

/** The company an entry is for: HR's own (never one named in the request); the one an operator picked. */
function companyOf(admin: Admin, picked: number | null) {
  if (isOperator(admin)) {
    if (picked === null) throw httpError(400, FEE_REFUND_ADMIN_MSG.company, "companyId");
    return picked;
  }
  if (admin.companyId === null) throw httpError(403, FEE_REFUND_ADMIN_MSG.noCompany);
  return admin.companyId;
}

/**
 * 报销考试: the exams a company sponsors (docs/decisions/0048), kept by its HR (or by an operator on a company's
 * behalf): added and removed, each audited. A certified employee of the company who passes one of them, paid online,
 * may ask for the fee back; removing an exam leaves requests already made as they are.
 */
export const sponsoredExamsResource = defineResource<SponsoredExamRow>()({
  name: "sponsored-exams",
  table: sponsoredExams,
  sortable: { createdAt: sponsoredExams.createdAt },
  filters: { companyId: equalsInt(sponsoredExams.companyId), examId: equalsInt(sponsoredExams.examId) },
  scope,
  serialize: (row) => pick(row, ["id", "companyId", "examId", "createdAt"]),
  create: {
    schema: SponsoredExamSchema,
    values: ({ examId, companyId }, { admin }) => ({ companyId: companyOf(admin, companyId), examId }),
  },
  remove: {},
  conflict: FEE_REFUND_ADMIN_MSG.sponsoredTwice,
});
