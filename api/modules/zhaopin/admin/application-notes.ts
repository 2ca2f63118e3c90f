import { equalsInt } from "@/api/admin/filters";
import { type Admin, isOperator } from "@/api/admin/identity";
import { defineResource } from "@/api/admin/resource";
import { ADMIN_MSG } from "@/api/contract/admin";
import { pick } from "@/api/contract/pick";
import { type ApplicationNoteRow, ApplicationNoteSchema } from "@/api/contract/zhaopin-admin";
import { httpError } from "@/api/protocol/errors";
import type { Conn } from "@/db/client";
import { applicationNotes } from "@/db/schema/zhaopin";
import { peopleByIds } from "../../account/people";
import { noRows, notesOfCompany, ownApplication } from "./queries";

/** The notes on the caller's company's applications: never another company's, and no operator reads HR's notes. */
const scope = (admin: Admin) => (admin.companyId === null || isOperator(admin) ? noRows : notesOfCompany(admin.companyId));

async function authorNames(db: Conn, rows: (typeof applicationNotes.$inferSelect)[]) {
  const people = await peopleByIds(
    db,
    rows.flatMap((r) => (r.authorId === null ? [] : [r.authorId])),
  );
  return new Map(rows.map((r) => [r.id, { authorName: (r.authorId !== null && people.get(r.authorId)?.chineseName) || "" }]));
}

/**
 * 投递备注: HR's private notes on an application (the candidate never sees them). Written on the company's own
 * applications only; a note is removed by its author only.
 */
export const applicationNotesResource = defineResource<ApplicationNoteRow>()({
  name: "application-notes",
  table: applicationNotes,
  sortable: { createdAt: applicationNotes.createdAt },
  filters: { applicationId: equalsInt(applicationNotes.applicationId) },
  scope,
  figures: authorNames,
  serialize: (n) => pick(n, ["id", "applicationId", "authorId", "body", "createdAt"]),
  create: {
    schema: ApplicationNoteSchema,
    async values(input, { tx, admin }) {
      const own = await ownApplication(tx, input.applicationId, admin.companyId ?? -1);
      if (!own || isOperator(admin)) throw httpError(404, ADMIN_MSG.notFound, "applicationId");
      return { applicationId: own.id, authorId: admin.id, body: input.body };
    },
  },
  remove: {
    check: async ({ admin, before }) => {
      if (before.authorId !== admin.id) throw httpError(403, "只能删除自己写的备注");
    },
  },
});
