import { and, eq, inArray, sql } from "drizzle-orm";
import { equalsInt } from "@/api/admin/filters";
import { type Admin, isOperator } from "@/api/admin/identity";
import { defineResource, type UntypedRow } from "@/api/admin/resource";
import { ADMIN_MSG } from "@/api/contract/admin";
import { pick } from "@/api/contract/pick";
import { ApplicationNoteSchema } from "@/api/contract/zhaopin-admin";
import { httpError } from "@/api/protocol/errors";
import type { Conn } from "@/db/client";
import { users } from "@/db/schema/account/users";
import { applicationNotes, applications } from "@/db/schema/zhaopin";

/** The notes on the caller's company's applications: never another company's, and no operator reads HR's notes. */
const scope = (admin: Admin) =>
  admin.companyId === null || isOperator(admin)
    ? sql`false`
    : inArray(
        applicationNotes.applicationId,
        sql`(select ${applications.id} from ${applications} where ${eq(applications.companyId, admin.companyId)})`,
      );

async function authorNames(db: Conn, rows: (typeof applicationNotes.$inferSelect)[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.authorId === null ? [] : [r.authorId])))];
  const people = ids.length ? await db.select({ id: users.id, name: users.chineseName }).from(users).where(inArray(users.id, ids)) : [];
  const name = new Map(people.map((p) => [p.id, p.name]));
  return new Map(rows.map((r) => [r.id, { authorName: (r.authorId !== null && name.get(r.authorId)) || "" }]));
}

/**
 * 投递备注: HR's private notes on an application (the candidate never sees them). Written on the company's own
 * applications only; a note is removed by its author only.
 */
export const applicationNotesResource = defineResource<UntypedRow>()({
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
      const [own] = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.id, input.applicationId), eq(applications.companyId, admin.companyId ?? -1)));
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
