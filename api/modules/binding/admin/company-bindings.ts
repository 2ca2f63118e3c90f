import { equalsInt, equalsText } from "@/api/admin/filters";
import { isOperator } from "@/api/admin/identity";
import { defineResource } from "@/api/admin/resource";
import { maskMobile } from "@/api/contract/admin";
import { BindingDecisionSchema, type CompanyBindingRow } from "@/api/contract/binding-admin";
import { pick } from "@/api/contract/pick";
import { httpError } from "@/api/protocol/errors";
import type { Conn } from "@/db/client";
import { BINDING_STATUSES, companyBindings } from "@/db/schema/binding";
import { peopleByIds } from "../../account/people";
import { companiesByIds } from "../../company/service";
import { afterDecision, beforeApproval } from "../company-binding";
import { bindingsOfCompany } from "./queries";

/** Who asked and for which company, read for the page's rows only (the person may not be the company's yet). */
async function bindingFigures(db: Conn, rows: (typeof companyBindings.$inferSelect)[]) {
  const [people, names] = await Promise.all([
    peopleByIds(
      db,
      rows.map((r) => r.userId),
    ),
    companiesByIds(
      db,
      rows.map((r) => r.companyId),
    ),
  ]);
  const company = new Map(names.map((c) => [c.id, c.companyName]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        personName: people.get(r.userId)?.chineseName ?? "",
        personMobile: maskMobile(people.get(r.userId)?.mobile ?? ""),
        companyName: company.get(r.companyId) ?? "",
      },
    ]),
  );
}

/**
 * 企业绑定申请: a person's request to be bound to a company. The company's enterprise account reads and decides its own
 * company's requests only; operators all. A decision is final, audited, and lettered to the person.
 */
export const companyBindingsResource = defineResource<CompanyBindingRow>()({
  name: "company-bindings",
  table: companyBindings,
  sortable: { createdAt: companyBindings.createdAt, status: companyBindings.status, decidedAt: companyBindings.decidedAt },
  filters: {
    status: equalsText(companyBindings.status, BINDING_STATUSES),
    companyId: equalsInt(companyBindings.companyId),
    userId: equalsInt(companyBindings.userId),
  },
  scope: (admin) => (isOperator(admin) ? undefined : bindingsOfCompany(admin.companyId)),
  figures: bindingFigures,
  serialize: (r) => pick(r, ["id", "userId", "companyId", "employeeId", "status", "reason", "decidedBy", "decidedAt", "createdAt"]),
  update: {
    schema: BindingDecisionSchema,
    values: async (input, { tx, admin, before }) => {
      if (before.status !== "pending") throw httpError(409, "该申请已处理，不能重复审核");
      if (input.status === "approved") await beforeApproval(tx, before);
      return {
        status: input.status,
        reason: input.status === "refused" ? input.reason : "",
        decidedBy: admin.id,
        decidedAt: new Date(),
      };
    },
  },
  afterWrite: (row, { tx }) => afterDecision(tx, row),
});
